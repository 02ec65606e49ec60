// The index templates listing as an RTK Query endpoint, one cache entry per
// endpoint.
import { clusterApi, onActiveCluster } from '../../api/clusterApi';
import { templates, type TemplateEndpoint } from '../../api/operations/templates';
import { templateRows, type TemplateRow } from './templateRows';

export const templatesApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    templateList: build.query<TemplateRow[], TemplateEndpoint>({
      queryFn: (endpoint, api) =>
        onActiveCluster(api, async (target, signal) =>
          templateRows(await templates(target, endpoint, signal)),
        ),
      providesTags: ['Templates'],
    }),
  }),
});

export const { useTemplateListQuery } = templatesApi;
