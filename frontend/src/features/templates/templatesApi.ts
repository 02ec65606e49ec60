// The index templates listing as an RTK Query endpoint, one cache entry per
// endpoint.
import { clusterApi, clusterQuery } from '../../api/clusterApi';
import { templates, type TemplateEndpoint } from '../../api/operations/templates';
import { templateRows, type TemplateRow } from './templateRows';

export const templatesApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    templateList: build.query<TemplateRow[], TemplateEndpoint>({
      queryFn: clusterQuery(async (target, endpoint, signal) =>
        templateRows(await templates(target, endpoint, signal)),
      ),
      providesTags: ['Templates'],
    }),
  }),
});

export const { useTemplateListQuery } = templatesApi;
