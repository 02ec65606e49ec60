// The live metrics' call: the node statistics the charts read, only the groups and fields the
// catalogue names (engine/metrics/request.ts), read into a sample by readNodeStats.

import { nodeStatsRequest } from '../../engine/metrics/request';
import { clusterRequest } from '../client';
import type { ClusterTarget } from '../types';

/** GET _nodes/stats/{groups}?filter_path=…: the answer as parsed, for readNodeStats. */
export function nodeMetrics(target: ClusterTarget, signal?: AbortSignal): Promise<unknown> {
  const { path, params } = nodeStatsRequest();
  return clusterRequest<unknown>(target, { method: 'GET', path, params, signal });
}
