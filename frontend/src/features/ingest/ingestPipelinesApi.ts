// The ingest pipeline calls as RTK Query endpoints: the list with who uses each pipeline, the
// processor types the nodes offer, and writing and deleting a pipeline (which make the list old).
import { clusterApi, clusterQuery, invalidatesOnSuccess } from '../../api/clusterApi';
import { ASK_WHEN_OLD, screenQuery, type ScreenData } from '../../api/screenQuery';
import {
  deletePipeline,
  getIngestProcessorTypes,
  getPipelines,
  getPipelineUsage,
  putPipeline,
} from '../../api/operations/ingest';
import { pipelineRows, processorTypes, type PipelineRow } from './pipelineRows';

export interface PipelineWrite {
  id: string;
  body: Record<string, unknown>;
}

export const ingestPipelinesApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    ingestPipelineList: build.query<PipelineRow[], void>({
      queryFn: clusterQuery(async (target, _arg, signal) => {
        const [pipelines, usage] = await Promise.all([
          getPipelines(target, signal),
          getPipelineUsage(target, signal),
        ]);
        return pipelineRows(pipelines, usage);
      }),
      providesTags: ['IngestPipelines'],
    }),
    ingestProcessorTypes: build.query<string[], void>({
      queryFn: clusterQuery(async (target, _arg, signal) =>
        processorTypes(await getIngestProcessorTypes(target, signal)),
      ),
    }),
    putIngestPipeline: build.mutation<unknown, PipelineWrite>({
      queryFn: clusterQuery((target, { id, body }, signal) =>
        putPipeline(target, id, body, signal),
      ),
      invalidatesTags: invalidatesOnSuccess(['IngestPipelines']),
    }),
    deleteIngestPipeline: build.mutation<unknown, string>({
      queryFn: clusterQuery(deletePipeline),
      invalidatesTags: invalidatesOnSuccess(['IngestPipelines']),
    }),
  }),
});

export const {
  useIngestPipelineListQuery,
  useIngestProcessorTypesQuery,
  usePutIngestPipelineMutation,
  useDeleteIngestPipelineMutation,
} = ingestPipelinesApi;

/** Every pipeline and who uses it: a list that never shows an old answer. */
export const PIPELINE_LIST = screenQuery(
  ingestPipelinesApi.endpoints.ingestPipelineList,
  () => undefined,
  {
    mounted: ASK_WHEN_OLD,
  },
);

/** What the ingest pipelines screen first shows (see `ScreenData`). */
export const INGEST_PIPELINES_DATA: ScreenData = { queries: [PIPELINE_LIST] };
