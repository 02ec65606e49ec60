// Shard listing and shard recovery.

import { clusterRequest } from '../client';
import type { ClusterTarget } from '../types';
import { catParams, catPath } from './cat';
import type { CatOptions, CatRow } from './cat';

/** Columns the shards grid asks for. */
export const SHARD_GRID_COLUMNS = [
  'index',
  'shard',
  'prirep',
  'state',
  'node',
  'docs',
  'store',
  'ip',
  'unassigned.reason',
];

export interface CatShardsOptions extends CatOptions {
  /** Index pattern, placed in the path (e.g. 'logs-*'); all shards when absent. */
  pattern?: string;
}

/** GET _cat/shards[/{pattern}]?format=json. */
export function catShards(
  target: ClusterTarget,
  options: CatShardsOptions = {},
  signal?: AbortSignal,
): Promise<CatRow[]> {
  const path = catPath('shards', options.pattern);
  return clusterRequest<CatRow[]>(target, {
    method: 'GET',
    path,
    params: catParams(options),
    signal,
  });
}

/** GET _cat/recovery?s=start_time_millis:desc&format=json. */
export function catRecovery(target: ClusterTarget, signal?: AbortSignal): Promise<CatRow[]> {
  const params = catParams({ s: ['start_time_millis:desc'] });
  return clusterRequest<CatRow[]>(target, {
    method: 'GET',
    path: catPath('recovery'),
    params,
    signal,
  });
}

export interface RecoveryNode {
  id?: string;
  host?: string;
  transport_address?: string;
  ip?: string;
  name?: string;
}

interface RecoveryProgress {
  total?: number;
  recovered?: number;
  percent?: string;
}

/** One shard of GET _recovery (the fields the recovery table shows). */
export interface RecoveryShard {
  id: number;
  type?: string;
  stage?: string;
  primary?: boolean;
  start_time_in_millis?: number;
  stop_time_in_millis?: number;
  total_time_in_millis?: number;
  source?: RecoveryNode;
  target?: RecoveryNode;
  index?: {
    files?: RecoveryProgress;
    size?: { total_in_bytes?: number; recovered_in_bytes?: number; percent?: string };
  };
  translog?: RecoveryProgress;
}

export type RecoveryResponse = Record<string, { shards: RecoveryShard[] }>;

/** GET _recovery: map of index name to its shards' recoveries. */
export function recovery(target: ClusterTarget, signal?: AbortSignal): Promise<RecoveryResponse> {
  return clusterRequest<RecoveryResponse>(target, { method: 'GET', path: '_recovery', signal });
}
