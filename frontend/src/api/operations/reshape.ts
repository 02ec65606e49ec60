// The calls behind the Shrink, Split and Force merge dialogs: what they read of the source index
// and the cluster, the requests their planner prepares (sent as planned), the health checks that
// wait, and the segment count before and after a force merge.
//
// Both engines the product is tested against answer the reads alike (noida-db for Elasticsearch
// 8.15, osmem-server for OpenSearch); osmem-server gives no free disk in _cat/allocation and serves
// no _shrink or _split, which the dialogs report as the engine's own answer.
import { escapeIndexName } from '../../lib/indexName';
import { clusterRequest, type WriteConsent } from '../client';
import { isRecord, toClusterErrorInfo } from '../errors';
import type { ClusterTarget } from '../types';
import { catParams, catPath, type CatRow } from './cat';

/** What the dialogs read to plan a shrink or split, as the engine sent it. */
export interface ReshapeAnswers {
  /** _cat/shards/{index}: every copy with its shard, kind, state, node and size in bytes. */
  shards: unknown;
  /** _cat/nodes: the nodes with their roles, to tell the data nodes. */
  nodes: unknown;
  /** {index}/_settings?flat_settings=true: shard count, write block, allocation filter. */
  settings: unknown;
  /** _cat/allocation in bytes: each data node's free disk; null when the call failed. */
  allocation: unknown;
  /** The index's routing_num_shards from the cluster state; null when the call failed. */
  metadata: unknown;
}

/** The columns of one shard copy, as the Shrink dialog reads them. */
export const SHARD_COPY_COLUMNS = ['index', 'shard', 'prirep', 'state', 'node', 'store'];

/** GET _cat/shards/{index}?format=json&bytes=b with the columns of SHARD_COPY_COLUMNS. */
export function indexShardCopies(
  target: ClusterTarget,
  index: string,
  signal?: AbortSignal,
): Promise<CatRow[]> {
  return clusterRequest<CatRow[]>(target, {
    method: 'GET',
    path: catPath('shards', [index]),
    params: catParams({ h: SHARD_COPY_COLUMNS }, { bytes: 'b' }),
    signal,
  });
}

/** A read whose failure leaves the dialog without what it tells (null) rather than failing. */
function optional(read: Promise<unknown>): Promise<unknown> {
  return read.catch(() => null);
}

/**
 * The five reads of the Shrink and Split dialogs, together. Free disk and routing shards are
 * optional: the planner assumes room and the default routing shards without them.
 */
export async function getReshapeAnswers(
  target: ClusterTarget,
  index: string,
  signal?: AbortSignal,
): Promise<ReshapeAnswers> {
  const name = escapeIndexName(index);
  const get = (path: string, params: Record<string, string | string[]>) =>
    clusterRequest<unknown>(target, { method: 'GET', path, params, signal });
  const [shards, nodes, settings, allocation, metadata] = await Promise.all([
    indexShardCopies(target, index, signal),
    get(catPath('nodes'), { format: 'json', h: ['name', 'id', 'node.role'] }),
    get(`${name}/_settings`, { flat_settings: 'true' }),
    optional(get(catPath('allocation'), { format: 'json', bytes: 'b' })),
    optional(
      get(`_cluster/state/metadata/${name}`, {
        filter_path: 'metadata.indices.*.routing_num_shards',
      }),
    ),
  ]);
  return { shards, nodes, settings, allocation, metadata };
}

/** A request a planner prepared: its path already escaped, sent as is. */
export interface PlannedCall {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  params?: Record<string, string>;
  body?: unknown;
  /** The consent of the run this request belongs to (see planWrites). */
  consent?: WriteConsent;
}

/** Sends a planned request; resolves with the cluster's answer. */
export function sendPlanned(
  target: ClusterTarget,
  call: PlannedCall,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, { ...call, signal });
}

/**
 * Sends a planned GET _cluster/health/{index} that waits (wait_for_status, timeout...). Resolves
 * with the health also when the wait timed out: the engines answer that with HTTP 408 and the
 * health as it stands (timed_out true), which tells the caller how far the wait has come.
 */
export async function waitHealth(
  target: ClusterTarget,
  call: PlannedCall,
  signal?: AbortSignal,
): Promise<unknown> {
  try {
    return await sendPlanned(target, call, signal);
  } catch (error) {
    const info = toClusterErrorInfo(error);
    if (info.kind === 'api' && info.status === 408 && isRecord(info.body) && 'status' in info.body)
      return info.body;
    throw error;
  }
}

/**
 * How many segments the indices have, every shard copy counted: the rows of
 * GET _cat/segments/{indices}?format=json (both engines serve it; OpenSearch-speaking osmem-server
 * serves no GET {index}/_segments).
 */
export async function segmentCount(
  target: ClusterTarget,
  indices: readonly string[],
  signal?: AbortSignal,
): Promise<number> {
  const rows = await clusterRequest<unknown>(target, {
    method: 'GET',
    path: catPath('segments', indices),
    params: catParams({ h: ['index', 'shard', 'segment'] }),
    signal,
  });
  return Array.isArray(rows) ? rows.length : 0;
}
