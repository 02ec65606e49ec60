// Ingest pipeline calls, the same on Elasticsearch and OpenSearch: the pipelines, writing and
// deleting one, the processor types the nodes offer, and the answers that tell which indices and
// templates name a pipeline as their default or final pipeline.
import { encodePathSegment } from '../../lib/indexName';
import { clusterRequest } from '../client';
import { ClusterRequestError, isRecord } from '../errors';
import type { ClusterTarget } from '../types';

/** GET _ingest/pipeline: every pipeline's body, keyed by its id. */
export const PIPELINES_PATH = '_ingest/pipeline';

/** The path of one pipeline; its id is one path segment. */
export const pipelinePath = (id: string) => `_ingest/pipeline/${encodePathSegment(id)}`;

/** The processors of every ingest node, and nothing else of the nodes' answer. */
export const PROCESSOR_TYPES_PATH = '_nodes/ingest?filter_path=nodes.*.ingest.processors';

/** Every index's (hidden and closed ones too) default and final pipeline, as flat settings. */
export const PIPELINE_SETTINGS_PATH =
  '_all/_settings/index.default_pipeline,index.final_pipeline?expand_wildcards=all&flat_settings=true';

/** Elasticsearch answers 404 with an empty object when there is no pipeline at all. */
export async function getPipelines(target: ClusterTarget, signal?: AbortSignal): Promise<unknown> {
  try {
    return await clusterRequest<unknown>(target, { method: 'GET', path: PIPELINES_PATH, signal });
  } catch (err) {
    if (err instanceof ClusterRequestError && err.status === 404 && isEmptyRecord(err.body))
      return {};
    throw err;
  }
}

function isEmptyRecord(value: unknown): boolean {
  return isRecord(value) && Object.keys(value).length === 0;
}

/** PUT _ingest/pipeline/{id}: creates the pipeline or replaces it. */
export function putPipeline(
  target: ClusterTarget,
  id: string,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, { method: 'PUT', path: pipelinePath(id), body, signal });
}

export function deletePipeline(
  target: ClusterTarget,
  id: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, { method: 'DELETE', path: pipelinePath(id), signal });
}

/** The nodes' answer naming their processors (features/ingest reads the types from it). */
export function getIngestProcessorTypes(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, { method: 'GET', path: PROCESSOR_TYPES_PATH, signal });
}

/** The answers that name pipelines in settings; each is null when its call failed. */
export interface PipelineUsageAnswers {
  indexSettings: unknown;
  indexTemplates: unknown;
  legacyTemplates: unknown;
}

/**
 * Which indices and templates name pipelines. A call that fails (no rights to read settings, an
 * engine without composable templates) leaves its part unknown rather than failing the list.
 */
export async function getPipelineUsage(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<PipelineUsageAnswers> {
  const optional = (path: string) =>
    clusterRequest<unknown>(target, { method: 'GET', path, signal }).catch(() => null);
  const [indexSettings, indexTemplates, legacyTemplates] = await Promise.all([
    optional(PIPELINE_SETTINGS_PATH),
    optional('_index_template'),
    optional('_template'),
  ]);
  return { indexSettings, indexTemplates, legacyTemplates };
}
