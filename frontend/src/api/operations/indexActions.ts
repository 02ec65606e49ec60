// Maintenance actions on one or many indices. More than 16 indices are
// sent as sequential chunks of 16; a failing chunk is reported with its indices while the
// other chunks still run. A cluster that asks before writes asks once for all the chunks.

import { INDEX_CHUNK_SIZE, runInChunks } from '../../lib/chunk';
import { escapeIndexName, indexPath } from '../../lib/indexName';
import { clusterRequest, NAMES_PLACEHOLDER, withPlannedWrites } from '../client';
import type { BatchRequest, HttpMethod } from '../client';
import { toClusterErrorInfo } from '../errors';
import type { ClusterErrorInfo } from '../errors';
import type { ClusterTarget } from '../types';

export type IndexAction =
  'delete' | 'refresh' | 'flush' | 'clearCache' | 'close' | 'open' | 'forcemerge';

const ACTIONS: Record<
  IndexAction,
  { method: HttpMethod; endpoint: string; needsIndices: boolean }
> = {
  delete: { method: 'DELETE', endpoint: '', needsIndices: true },
  close: { method: 'POST', endpoint: '_close', needsIndices: true },
  open: { method: 'POST', endpoint: '_open', needsIndices: true },
  refresh: { method: 'POST', endpoint: '_refresh', needsIndices: false },
  flush: { method: 'POST', endpoint: '_flush', needsIndices: false },
  clearCache: { method: 'POST', endpoint: '_cache/clear', needsIndices: false },
  forcemerge: { method: 'POST', endpoint: '_forcemerge', needsIndices: false },
};

export type IndexActionChunk =
  | { indices: string[]; ok: true; response: unknown }
  | { indices: string[]; ok: false; error: ClusterErrorInfo };

/** Path of one request of `action` on `indices` (all indices when the list is empty). */
export function indexActionPath(action: IndexAction, indices: readonly string[]): string {
  const names = indexPath(indices);
  const { endpoint } = ACTIONS[action];
  return [names, endpoint].filter((part) => part !== '').join('/');
}

/**
 * Runs `action` on `indices`. With an empty list, refresh, flush, clear cache and forcemerge
 * apply to all indices (one request without an index); delete, close and open refuse, so a
 * slip in the UI can never reach every index.
 */
export async function indexAction(
  target: ClusterTarget,
  action: IndexAction,
  indices: readonly string[],
  signal?: AbortSignal,
): Promise<IndexActionChunk[]> {
  const { method, needsIndices } = ACTIONS[action];
  if (indices.length === 0 && needsIndices)
    throw new RangeError(`index action '${action}' needs at least one index`);
  if (indices.length === 0) {
    const path = indexActionPath(action, []);
    return [await runOne(() => clusterRequest<unknown>(target, { method, path, signal }))];
  }
  const results = await withPlannedWrites(chunkedRun(action, indices), (consent) =>
    runInChunks(indices, (part) =>
      clusterRequest<unknown>(target, {
        method,
        path: indexActionPath(action, part),
        signal,
        consent,
      }),
    ),
  );
  return results.map((r) =>
    r.ok ? { indices: r.items, ok: true, response: r.value } : failedChunk(r.items, r.error),
  );
}

/** The plan of an action sent in several chunks; none for one request, which asks on its own. */
function chunkedRun(action: IndexAction, indices: readonly string[]): BatchRequest[] {
  if (indices.length <= INDEX_CHUNK_SIZE) return [];
  const { method, endpoint } = ACTIONS[action];
  const pattern = [NAMES_PLACEHOLDER, endpoint].filter((part) => part !== '').join('/');
  return [{ method, pattern, names: indices.map(escapeIndexName) }];
}

async function runOne(send: () => Promise<unknown>): Promise<IndexActionChunk> {
  try {
    return { indices: [], ok: true, response: await send() };
  } catch (error) {
    return failedChunk([], error);
  }
}

function failedChunk(indices: string[], error: unknown): IndexActionChunk {
  return { indices, ok: false, error: toClusterErrorInfo(error) };
}

export interface IndexActionSummary {
  ok: boolean;
  succeeded: string[];
  failed: string[];
  errors: ClusterErrorInfo[];
  /** The response of a single request, or every chunk's response in order. */
  responses: unknown[];
}

export function summariseIndexAction(chunks: readonly IndexActionChunk[]): IndexActionSummary {
  const summary: IndexActionSummary = {
    ok: true,
    succeeded: [],
    failed: [],
    errors: [],
    responses: [],
  };
  for (const chunk of chunks) {
    if (chunk.ok) {
      summary.succeeded.push(...chunk.indices);
      summary.responses.push(chunk.response);
    } else {
      summary.ok = false;
      summary.failed.push(...chunk.indices);
      summary.errors.push(chunk.error);
    }
  }
  return summary;
}

export const indexDelete = (t: ClusterTarget, indices: readonly string[], signal?: AbortSignal) =>
  indexAction(t, 'delete', indices, signal);
export const indexRefresh = (t: ClusterTarget, indices: readonly string[], signal?: AbortSignal) =>
  indexAction(t, 'refresh', indices, signal);
export const indexFlush = (t: ClusterTarget, indices: readonly string[], signal?: AbortSignal) =>
  indexAction(t, 'flush', indices, signal);
export const indexClearCache = (
  t: ClusterTarget,
  indices: readonly string[],
  signal?: AbortSignal,
) => indexAction(t, 'clearCache', indices, signal);
export const indexClose = (t: ClusterTarget, indices: readonly string[], signal?: AbortSignal) =>
  indexAction(t, 'close', indices, signal);
export const indexOpen = (t: ClusterTarget, indices: readonly string[], signal?: AbortSignal) =>
  indexAction(t, 'open', indices, signal);
export const indexForcemerge = (
  t: ClusterTarget,
  indices: readonly string[],
  signal?: AbortSignal,
) => indexAction(t, 'forcemerge', indices, signal);
