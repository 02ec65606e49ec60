// The data stream calls as RTK Query endpoints. A write makes the list old, and the indices list
// too: a stream's backing indices are indices.
import { clusterApi, clusterQuery, invalidatesOnSuccess } from '../../api/clusterApi';
import {
  createDataStream,
  deleteDataStream,
  getDataStreams,
} from '../../api/operations/dataStreams';
import { indexTemplate, type IndexTemplatesResponse } from '../../api/operations/templates';
import type { Distribution } from '../../engine/version';
import { dataStreamRows, type DataStreamRow } from './dataStreamRows';

export const dataStreamsApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    dataStreamList: build.query<DataStreamRow[], Distribution>({
      queryFn: clusterQuery(async (target, distribution, signal) => {
        const { streams, stats, ismExplain } = await getDataStreams(target, distribution, signal);
        return dataStreamRows(streams, stats, ismExplain);
      }),
      providesTags: ['DataStreams'],
    }),
    /** The composable templates, for which one a new stream would be created from. */
    composableTemplates: build.query<IndexTemplatesResponse, void>({
      queryFn: clusterQuery((target, _arg, signal) => indexTemplate(target, signal)),
      providesTags: ['Templates'],
    }),
    createDataStream: build.mutation<unknown, string>({
      queryFn: clusterQuery(createDataStream),
      invalidatesTags: invalidatesOnSuccess(['DataStreams', 'Indices']),
    }),
    deleteDataStream: build.mutation<unknown, string>({
      queryFn: clusterQuery(deleteDataStream),
      invalidatesTags: invalidatesOnSuccess(['DataStreams', 'Indices']),
    }),
  }),
});

export const {
  useDataStreamListQuery,
  useComposableTemplatesQuery,
  useCreateDataStreamMutation,
  useDeleteDataStreamMutation,
} = dataStreamsApi;
