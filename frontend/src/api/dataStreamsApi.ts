// The names of the cluster's data streams as an RTK Query endpoint: the indices screen marks
// their backing indices. The data streams screen's own calls are its feature's.
import { isRecord } from '../lib/storage';
import { clusterApi, clusterQuery } from './clusterApi';
import { getDataStreamNames } from './operations/dataStreams';

/** The names in an answer of GET _data_stream (filtered to data_streams.name or not). */
export function dataStreamNames(answer: unknown): string[] {
  if (!isRecord(answer) || !Array.isArray(answer.data_streams)) return [];
  return answer.data_streams.flatMap((stream) =>
    isRecord(stream) && typeof stream.name === 'string' && stream.name !== '' ? [stream.name] : [],
  );
}

export const dataStreamNamesApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    dataStreamNames: build.query<string[], void>({
      queryFn: clusterQuery(async (target, _arg, signal) =>
        dataStreamNames(await getDataStreamNames(target, signal)),
      ),
      providesTags: ['DataStreams'],
    }),
  }),
});

export const { useDataStreamNamesQuery } = dataStreamNamesApi;
