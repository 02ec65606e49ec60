// The index templates calls as RTK Query endpoints: the listing, one cache entry per endpoint;
// writing and deleting component and composable templates and deleting legacy ones, which makes
// the listings old; and the engine's preview of a composable template, which changes nothing.
import { clusterApi, clusterQuery, invalidatesOnSuccess } from '../../api/clusterApi';
import {
  deleteComponentTemplate,
  deleteIndexTemplate,
  deleteLegacyTemplate,
  putComponentTemplate,
  putIndexTemplate,
  simulateIndexTemplate,
  templates,
  type TemplateEndpoint,
  type TemplateWrite,
} from '../../api/operations/templates';
import { ASK_WHEN_OLD, screenQuery, type ScreenData } from '../../api/screenQuery';
import { activeEngineOf, type RootState } from '../../store/hooks';
import { defaultTemplateEndpoint } from './templateEndpoint';
import { templateRows, type TemplateRow } from './templateRows';

const WRITES = invalidatesOnSuccess(['Templates']);

type ClusterOperation<Arg> = Parameters<typeof clusterQuery<Arg, unknown>>[0];

export const templatesApi = clusterApi.injectEndpoints({
  endpoints: (build) => {
    /** A write of templates: the listings are old once the cluster took it. */
    const write = <Arg>(operation: ClusterOperation<Arg>) =>
      build.mutation<unknown, Arg>({ queryFn: clusterQuery(operation), invalidatesTags: WRITES });
    return {
      templateList: build.query<TemplateRow[], TemplateEndpoint>({
        queryFn: clusterQuery(async (target, endpoint, signal) =>
          templateRows(await templates(target, endpoint, signal)),
        ),
        providesTags: ['Templates'],
      }),
      putComponentTemplate: write(putComponentTemplate),
      deleteComponentTemplate: write(deleteComponentTemplate),
      putIndexTemplate: write(putIndexTemplate),
      deleteIndexTemplate: write(deleteIndexTemplate),
      deleteLegacyTemplate: write(deleteLegacyTemplate),
      simulateIndexTemplate: build.mutation<unknown, TemplateWrite>({
        queryFn: clusterQuery(simulateIndexTemplate),
      }),
    };
  },
});

export const {
  useTemplateListQuery,
  usePutComponentTemplateMutation,
  useDeleteComponentTemplateMutation,
  usePutIndexTemplateMutation,
  useDeleteIndexTemplateMutation,
  useDeleteLegacyTemplateMutation,
  useSimulateIndexTemplateMutation,
} = templatesApi;

/** The templates of the kind shown (the engine's first kind by default): never an old answer. */
export const TEMPLATE_LIST = screenQuery(
  templatesApi.endpoints.templateList,
  (state: RootState, endpoint?: TemplateEndpoint) =>
    endpoint ?? defaultTemplateEndpoint(activeEngineOf(state)),
  { mounted: ASK_WHEN_OLD },
);

/** What the index templates screen first shows (see `ScreenData`). */
export const TEMPLATES_DATA: ScreenData = { queries: [TEMPLATE_LIST] };
