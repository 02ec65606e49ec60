// The cluster calls of the mapping proposal: the engine's structure finder over the sample, the
// ingest pipelines the sample may go through, and the simulation of one over the first documents.
// None changes anything on the cluster.
import { clusterApi, clusterQuery } from '../../../api/clusterApi';
import { clusterRequest } from '../../../api/client';
import { getPipelines } from '../../../api/operations/ingest';
import { simulateRequest, type SimulateDoc } from '../../../api/operations/ingestSimulate';
import { isRecord } from '../../../lib/storage';
import type { EngineRequest } from '../../../engine/exportRequests';

export interface SimulateSample {
  pipeline: string;
  docs: SimulateDoc[];
}

export const mappingProposalApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    mappingProposalStructure: build.query<unknown, EngineRequest>({
      queryFn: clusterQuery((target, request, signal) =>
        clusterRequest<unknown>(target, { ...request, signal }),
      ),
    }),
    mappingProposalPipelines: build.query<string[], void>({
      queryFn: clusterQuery(async (target, _arg, signal) => {
        const pipelines = await getPipelines(target, signal);
        return isRecord(pipelines) ? Object.keys(pipelines).sort((a, b) => a.localeCompare(b)) : [];
      }),
      providesTags: ['IngestPipelines'],
    }),
    // The answer without each processor's result: each document as it would be indexed, or why
    // the pipeline failed it.
    mappingProposalSimulate: build.mutation<unknown, SimulateSample>({
      queryFn: clusterQuery((target, { pipeline, docs }, signal) =>
        clusterRequest<unknown>(target, {
          ...simulateRequest({ kind: 'saved', id: pipeline }, docs),
          params: {},
          signal,
        }),
      ),
    }),
  }),
});

export const {
  useMappingProposalStructureQuery,
  useMappingProposalPipelinesQuery,
  useMappingProposalSimulateMutation,
} = mappingProposalApi;
