// The data stream calls as RTK Query endpoints. A write makes the list old, and the indices list
// too: a stream's backing indices are indices.
import { clusterApi, clusterQuery, invalidatesOnSuccess } from '../../api/clusterApi';
import { ASK_WHEN_OLD, screenQuery, type ScreenData } from '../../api/screenQuery';
import {
  createDataStream,
  deleteDataStream,
  getDataStreams,
} from '../../api/operations/dataStreams';
import { indexTemplate, type IndexTemplatesResponse } from '../../api/operations/templates';
import { dataStreamRows, type DataStreamRow } from './dataStreamRows';

export const dataStreamsApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    dataStreamList: build.query<DataStreamRow[], void>({
      queryFn: clusterQuery(async (target, _arg, signal) => {
        const { streams, stats, ismExplain } = await getDataStreams(target, signal);
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

/** Every data stream: a list that never shows an old answer. */
export const DATA_STREAM_LIST = screenQuery(
  dataStreamsApi.endpoints.dataStreamList,
  () => undefined,
  {
    mounted: ASK_WHEN_OLD,
  },
);

/** What the data streams screen first shows (see `ScreenData`). */
export const DATA_STREAMS_DATA: ScreenData = { queries: [DATA_STREAM_LIST] };
