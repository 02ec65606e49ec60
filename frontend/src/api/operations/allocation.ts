// Shard allocation: why a shard is (or is not) where it is, and the retry of failed allocations.
// The explain answer is read into a plain model by allocationExplanation.ts.

import { clusterRequest } from '../client';
import type { ClusterTarget } from '../types';

/** One copy of a shard: the explain call's request body. */
export interface ShardCopy {
  index: string;
  shard: number;
  primary: boolean;
  /** For an assigned copy: the node it is on (name or id), so the right copy is explained. */
  currentNode?: string;
}

/** The path and query the retry sends, also shown in its confirmation. */
export const RETRY_FAILED_PATH = '_cluster/reroute';
export const RETRY_FAILED_REQUEST = `POST ${RETRY_FAILED_PATH}?retry_failed=true`;

/** POST _cluster/allocation/explain with {index, shard, primary[, current_node]}. */
export function explainAllocation(
  target: ClusterTarget,
  copy: ShardCopy,
  signal?: AbortSignal,
): Promise<unknown> {
  const body: Record<string, unknown> = {
    index: copy.index,
    shard: copy.shard,
    primary: copy.primary,
  };
  if (copy.currentNode) body.current_node = copy.currentNode;
  return clusterRequest<unknown>(target, {
    method: 'POST',
    path: '_cluster/allocation/explain',
    body,
    signal,
  });
}

/**
 * POST _cluster/reroute?retry_failed=true: the cluster tries again the shards whose allocation
 * failed too many times in a row.
 */
export function retryFailedAllocations(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'POST',
    path: RETRY_FAILED_PATH,
    params: { retry_failed: 'true' },
    signal,
  });
}
