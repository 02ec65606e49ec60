// The simulator's cluster calls as RTK Query endpoints: the index names to take samples from,
// reading the samples, and the simulation itself. Reading samples and simulating are actions the
// user starts, so they are mutations; neither changes anything on the cluster.
import { clusterApi, clusterQuery } from '../../../api/clusterApi';
import { catIndexNames } from '../../../api/operations/indices';
import {
  getSampleDocuments,
  simulatePipeline,
  simulateRequest,
  type SampleQuery,
  type SimulateDoc,
  type SimulateSource,
} from '../../../api/operations/ingestSimulate';

export interface SimulateArgs {
  source: SimulateSource;
  docs: SimulateDoc[];
}

export const simulatorApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    ingestSampleIndexNames: build.query<string[], void>({
      queryFn: clusterQuery(async (target, _arg, signal) =>
        (await catIndexNames(target, '*', signal)).sort((a, b) => a.localeCompare(b)),
      ),
      providesTags: ['Indices'],
    }),
    ingestSampleDocuments: build.mutation<SimulateDoc[], SampleQuery>({
      queryFn: clusterQuery(getSampleDocuments),
    }),
    ingestSimulate: build.mutation<unknown, SimulateArgs>({
      queryFn: clusterQuery((target, { source, docs }, signal) =>
        simulatePipeline(target, simulateRequest(source, docs), signal),
      ),
    }),
  }),
});

export const {
  useIngestSampleIndexNamesQuery,
  useIngestSampleDocumentsMutation,
  useIngestSimulateMutation,
} = simulatorApi;
