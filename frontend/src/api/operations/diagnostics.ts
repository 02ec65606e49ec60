// Calls of the diagnostics screen: a text analysed (`_analyze`, a POST that stores nothing, so a
// read-only cluster lets it through), an index's analysis settings and mapping for the
// playground's pickers, and a search run with `"profile": true` for the profiler.
import type { EngineRequest } from '../../engine/exportRequests';
import { escapeIndexName, indexPath } from '../../lib/indexName';
import { clusterRequest } from '../client';
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
