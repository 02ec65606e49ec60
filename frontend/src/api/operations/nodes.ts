// Node operations.

import { clusterRequest } from '../client';
import type { ClusterTarget } from '../types';
import { catParams, catPath } from './cat';
import type { CatOptions, CatRow } from './cat';

/** Columns the nodes screen asks for. */
export const NODE_SCREEN_COLUMNS = [
  'ip',
  'id',
  'name',
  'version',
  'heap.percent',
  'heap.current',
  'heap.max',
  'ram.percent',
  'ram.current',
  'ram.max',
  'node.role',
  'master',
  'cpu',
  'load_1m',
  'load_5m',
  'load_15m',
  'disk.used_percent',
  'disk.used',
  'disk.total',
  'shards',
];

export interface CatNodesOptions extends CatOptions {
  /** Full node ids instead of the 4-character prefix. */
  fullId?: boolean;
  /** 'b': sizes as byte counts rather than '1.2gb'. */
  bytes?: 'b';
}

/** GET _cat/nodes?format=json with h, s, full_id and bytes. */
export function catNodes(
  target: ClusterTarget,
  options: CatNodesOptions = {},
  signal?: AbortSignal,
): Promise<CatRow[]> {
  const params = catParams(options, { full_id: options.fullId, bytes: options.bytes });
  return clusterRequest<CatRow[]>(target, {
    method: 'GET',
    path: catPath('nodes'),
    params,
    signal,
  });
}

export interface NodeInfo {
  name?: string;
  settings?: { node?: { attr?: Record<string, unknown> } };
  /** The same attributes as one flat map, which every engine sends too. */
  attributes?: Record<string, unknown>;
}

export interface NodesInfoResponse {
  nodes: Record<string, NodeInfo>;
}

/** GET _nodes: read for node attributes (nodes[id].settings.node.attr). */
export function nodes(target: ClusterTarget, signal?: AbortSignal): Promise<NodesInfoResponse> {
  return clusterRequest<NodesInfoResponse>(target, { method: 'GET', path: '_nodes', signal });
}
