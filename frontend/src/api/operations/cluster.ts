// Cluster-level operations, the connection test and the health check.

import { distributionOf, majorVersionOf } from '../../engine/version';
import { clusterRequest } from '../client';
import { isRecord, requestError } from '../errors';
import { withTimeout } from '../transport';
import type { Distribution } from '../../engine/version';
import type { ClusterStatus, ClusterTarget, Flavor } from '../types';

export interface ClusterVersionInfo {
  number?: string;
  distribution?: string;
  build_flavor?: string;
  build_type?: string;
  build_hash?: string;
  build_date?: string;
  build_snapshot?: boolean;
  lucene_version?: string;
  minimum_wire_compatibility_version?: string;
  minimum_index_compatibility_version?: string;
}

/** GET / (ping, clusterInfo). */
export interface ClusterInfoResponse {
  name?: string;
  cluster_name?: string;
  cluster_uuid?: string;
  tagline?: string;
  version?: ClusterVersionInfo;
}

/** GET _cluster/health: the fields the health card shows. */
export interface ClusterHealthResponse {
  cluster_name?: string;
  status: 'green' | 'yellow' | 'red';
  timed_out?: boolean;
  number_of_nodes?: number;
  number_of_data_nodes?: number;
  active_primary_shards?: number;
  active_shards?: number;
  relocating_shards?: number;
  initializing_shards?: number;
  unassigned_shards?: number;
  delayed_unassigned_shards?: number;
  number_of_pending_tasks?: number;
  number_of_in_flight_fetch?: number;
  task_max_waiting_in_queue_millis?: number;
  active_shards_percent_as_number?: number;
}

/** GET _cluster/stats: the fields the dashboard reads. */
export interface ClusterStatsResponse {
  cluster_name?: string;
  status?: string;
  nodes?: { count?: { total?: number; master?: number; data?: number } };
  indices?: {
    count?: number;
    shards?: { total?: number; primaries?: number };
    docs?: { count?: number };
    store?: { size_in_bytes?: number };
  };
}

export interface RerouteMove {
  index: string;
  shard: number;
  fromNode: string;
  toNode: string;
}

/**
 * GET / (the root document). Rejects with code 'notACluster' when the address answers with
 * something other than a JSON object (a web server's text page, say), so such an address never
 * passes a connection test.
 */
export async function ping(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<ClusterInfoResponse> {
  const info = await clusterRequest<unknown>(target, { method: 'GET', path: '', signal });
  if (!isRecord(info))
    throw requestError(
      'notACluster',
      'The address answered, but not like a search engine cluster.',
    );
  return info as ClusterInfoResponse;
}

/** Same call as ping, named for the dashboard's information card. */
export const clusterInfo = ping;

export function clusterHealth(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<ClusterHealthResponse> {
  return clusterRequest<ClusterHealthResponse>(target, {
    method: 'GET',
    path: '_cluster/health',
    signal,
  });
}

export function clusterStats(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<ClusterStatsResponse> {
  return clusterRequest<ClusterStatsResponse>(target, {
    method: 'GET',
    path: '_cluster/stats',
    signal,
  });
}

export function clusterReroute(
  target: ClusterTarget,
  move: RerouteMove,
  signal?: AbortSignal,
): Promise<unknown> {
  const body = {
    commands: [
      {
        move: {
          index: move.index,
          shard: move.shard,
          from_node: move.fromNode,
          to_node: move.toNode,
        },
      },
    ],
  };
  return clusterRequest<unknown>(target, {
    method: 'POST',
    path: '_cluster/reroute',
    body,
    signal,
  });
}

/** What a connection test or health check learns about a cluster (the fields stored with it). */
export interface ConnectionInfo {
  clusterName: string;
  name: string;
  uuid: string;
  version: string;
  majorVersion: string;
  distribution: Distribution;
  flavor: Flavor;
  status: ClusterStatus;
}

/** cluster_uuid when present, else cluster_name + '-' + node name with all whitespace removed. */
export function clusterUuidOf(info: ClusterInfoResponse): string {
  if (info.cluster_uuid) return info.cluster_uuid;
  return `${info.cluster_name ?? ''}-${info.name ?? ''}`.replace(/\s+/g, '');
}

/** Reads the ping response; the status comes from the health call (or is green on serverless). */
export function connectionInfoFrom(
  info: ClusterInfoResponse,
  status: ClusterStatus,
): ConnectionInfo {
  const version = info.version?.number ?? '';
  return {
    clusterName: info.cluster_name ?? '',
    name: info.name ?? '',
    uuid: clusterUuidOf(info),
    version,
    majorVersion: majorVersionOf(version),
    distribution: distributionOf(info.version?.distribution),
    flavor: info.version?.build_flavor === 'serverless' ? 'serverless' : 'default',
    status,
  };
}

async function statusOf(
  target: ClusterTarget,
  flavor: Flavor,
  signal?: AbortSignal,
): Promise<ClusterStatus> {
  if (flavor === 'serverless') return 'green';
  return healthStatus(await clusterHealth(target, signal));
}

function healthStatus(health: ClusterHealthResponse): ClusterStatus {
  return health.status === 'green' || health.status === 'yellow' || health.status === 'red'
    ? health.status
    : 'unknown';
}

/**
 * How long a health check or a connection test may take in all. A cluster that accepts the
 * connection but never answers (a hung node, a firewall that drops packets) then fails like an
 * unreachable one instead of leaving the check spinning; below the 30 s health poll interval,
 * so checks never pile up.
 */
export const CONNECTION_TIMEOUT_MS = 20_000;

/**
 * The health check: ping and cluster health together (health is not used when the
 * ping says serverless). Rejects when the
 * cluster cannot be reached or does not answer within CONNECTION_TIMEOUT_MS; the caller then
 * sets status 'unknown'.
 */
export function checkClusterHealth(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<ConnectionInfo> {
  return withTimeout(CONNECTION_TIMEOUT_MS, signal, async (limited) => {
    // Both requests at once: the health answer of a serverless cluster is simply not used.
    const health = clusterHealth(target, limited).then(
      (answer) => ({ answer }),
      (error: unknown) => ({ error }),
    );
    const info = await ping(target, limited);
    if (connectionInfoFrom(info, 'unknown').flavor === 'serverless') {
      return connectionInfoFrom(info, 'green');
    }
    const result = await health;
    if ('error' in result) throw result.error;
    keepCheckAnswers(target, info, result.answer);
    return connectionInfoFrom(info, healthStatus(result.answer));
  });
}

/**
 * How long the answers of a health check stand in for the same requests of a screen (the
 * dashboard shows both): a page that opens on the dashboard asks each of them once, not twice.
 */
export const CHECK_ANSWER_REUSE_MS = 5_000;

interface CheckAnswers {
  target: ClusterTarget;
  at: number;
  info?: ClusterInfoResponse;
  health?: ClusterHealthResponse;
}

/** The answers of the last health check that succeeded, until a screen takes them. */
let lastCheck: CheckAnswers | null = null;

function keepCheckAnswers(
  target: ClusterTarget,
  info: ClusterInfoResponse,
  health: ClusterHealthResponse,
): void {
  lastCheck = { target, at: Date.now(), info, health };
}

/**
 * The answer to GET / ('info') or GET _cluster/health ('health') that a health check of the same
 * cluster, with the same credentials, received less than CHECK_ANSWER_REUSE_MS ago; each is
 * given out once, so a screen's later refreshes ask the cluster.
 */
export function takeCheckAnswer<K extends 'info' | 'health'>(
  target: ClusterTarget,
  kind: K,
): CheckAnswers[K] | undefined {
  const kept = lastCheck;
  if (
    !kept ||
    kept.target.uri !== target.uri ||
    kept.target.auth !== target.auth ||
    Date.now() - kept.at >= CHECK_ANSWER_REUSE_MS
  ) {
    return undefined;
  }
  const answer = kept[kind];
  kept[kind] = undefined;
  return answer;
}

/**
 * The connection test: ping, a search with { size: 0 } (proves the credentials may
 * read data, not only the root), then cluster health unless serverless. Rejects with code
 * 'timeout' when it takes longer than CONNECTION_TIMEOUT_MS.
 */
export function testConnection(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<ConnectionInfo> {
  return withTimeout(CONNECTION_TIMEOUT_MS, signal, async (limited) => {
    const info = await ping(target, limited);
    await clusterRequest<unknown>(target, {
      method: 'POST',
      path: '_search',
      body: { size: 0 },
      signal: limited,
    });
    const flavor = connectionInfoFrom(info, 'unknown').flavor;
    return connectionInfoFrom(info, await statusOf(target, flavor, limited));
  });
}
