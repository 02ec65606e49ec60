// Calls of the diagnostics screen: a text analysed (`_analyze`, a POST that stores nothing, so a
// read-only cluster lets it through), an index's analysis settings and mapping for the
// playground's pickers, a search run with `"profile": true` for the profiler, the health
// report (Elasticsearch 8.7+) as `healthReportRequest` (engine/diagnostics) builds it, and an
// index's disk usage beside its fields' reads (`_disk_usage`, a POST that only reads, but reads
// every shard's files: the screen asks before sending it).
import type { EngineRequest } from '../../engine/exportRequests';
import { escapeIndexName, indexPath } from '../../lib/indexName';
import { clusterRequest } from '../client';
import { toClusterErrorInfo, type ClusterErrorInfo } from '../errors';
import type { ClusterTarget } from '../types';

/** Sends an `_analyze` request as `analyzeRequest` (engine/diagnostics) built it. */
export function analyzeText(
  target: ClusterTarget,
  request: EngineRequest,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, { ...request, signal });
}

/** GET {index}/_settings/index.analysis*: the analysis an index defines for itself. */
export function indexAnalysisSettings(
  target: ClusterTarget,
  index: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'GET',
    path: `${escapeIndexName(index)}/_settings/index.analysis*`,
    signal,
  });
}

export interface ProfileSearchArg {
  /** An index, a pattern or a list (commas); '' searches every index. */
  index: string;
  /** The search body; `profile` is set on it. */
  body: Record<string, unknown>;
}

/** POST {index}/_search with `"profile": true` (and no hits unless the body asks for some). */
export function profileSearch(
  target: ClusterTarget,
  { index, body }: ProfileSearchArg,
  signal?: AbortSignal,
): Promise<unknown> {
  const trimmed = index.trim();
  return clusterRequest<unknown>(target, {
    method: 'POST',
    path: trimmed === '' ? '_search' : `${indexPath(trimmed)}/_search`,
    body: { size: 0, ...body, profile: true },
    signal,
  });
}

export interface IndexDiskUsageArg {
  /** The index asked about (the answers are keyed by its name). */
  index: string;
  /** `POST {index}/_disk_usage?run_expensive_tasks=true`, as `diskUsageRequests` built it. */
  diskUsage: EngineRequest;
  /** `GET {index}/_field_usage_stats`. */
  fieldUsage: EngineRequest;
}

export interface IndexDiskUsageAnswers {
  diskUsage: unknown;
  /** The field usage answer, or its error: the sizes are worth showing without the reads. */
  fieldUsage: { answer: unknown } | { error: ClusterErrorInfo };
}

/** Both calls at once; a failed disk usage fails the whole, a failed field usage does not. */
export async function indexDiskUsage(
  target: ClusterTarget,
  { diskUsage, fieldUsage }: IndexDiskUsageArg,
  signal?: AbortSignal,
): Promise<IndexDiskUsageAnswers> {
  const reads = clusterRequest<unknown>(target, { ...fieldUsage, signal }).then(
    (answer) => ({ answer }),
    (error: unknown) => ({ error: toClusterErrorInfo(error) }),
  );
  const sizes = await clusterRequest<unknown>(target, { ...diskUsage, signal });
  return { diskUsage: sizes, fieldUsage: await reads };
}

/** Sends a `_health_report` request (the overview, or one indicator's details). */
export function healthReport(
  target: ClusterTarget,
  request: EngineRequest,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, { ...request, signal });
}
