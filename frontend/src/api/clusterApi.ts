// RTK Query for cluster data. Features add their endpoints with clusterApi.injectEndpoints;
// every endpoint runs a typed operation through `queryFn: clusterQuery(op)`, which reads the
// active cluster from the persisted 'connection' slice itself, so endpoints name only what they
// ask. Switching cluster reloads the page, so cached data never mixes clusters.

import { createApi, fakeBaseQuery, type TagDescription } from '@reduxjs/toolkit/query/react';
import { clusterEngine } from '../engine/profile';
import { requestError, toClusterErrorInfo } from './errors';
import type { ClusterErrorInfo } from './errors';
import type { ClusterTarget, ConnectionState } from './types';

export const CLUSTER_TAG_TYPES = [
  'Info',
  'Health',
  'Stats',
  'Nodes',
  'Shards',
  'Recovery',
  'Indices',
  'Aliases',
  'Templates',
  'DataStreams',
  'LifecyclePolicies',
  'ManagedIndices',
  'LifecycleStatus',
  'IngestPipelines',
  'Documents',
  'Repositories',
  'Snapshots',
  'SlmPolicies',
  'ClusterSettings',
  'SecurityUsers',
  'SecurityRoles',
  'SecurityRoleMappings',
  'SecurityApiKeys',
  'SecurityActionGroups',
  'SecurityTenants',
  'SecurityAudit',
] as const;

export type ClusterTagType = (typeof CLUSTER_TAG_TYPES)[number];

/**
 * The cached lists a write makes old, once the cluster took it: a refused write changes nothing,
 * so nothing is asked for again. `tags` may depend on the write's argument.
 */
export function invalidatesOnSuccess<Arg>(
  tags:
    readonly TagDescription<ClusterTagType>[] | ((arg: Arg) => TagDescription<ClusterTagType>[]),
) {
  return (_result: unknown, error: unknown, arg: Arg): TagDescription<ClusterTagType>[] =>
    error ? [] : typeof tags === 'function' ? tags(arg) : [...tags];
}

/** The active cluster's address, credentials, protection, name and engine, or null. */
export function activeClusterTarget(state: unknown): ClusterTarget | null {
  if (typeof state !== 'object' || state === null || !('connection' in state)) return null;
  const connection = state.connection as ConnectionState | undefined;
  const index = connection?.activeClusterIndex;
  if (index === null || index === undefined) return null;
  const cluster = connection?.clusters?.[index];
  if (!cluster) return null;
  const { uri, auth, protection, name } = cluster;
  return { uri, auth, protection, name, engine: clusterEngine(cluster) };
}

/** The active cluster, or a ClusterRequestError (code 'noCluster') when there is none. */
export function requireActiveClusterTarget(state: unknown): ClusterTarget {
  const target = activeClusterTarget(state);
  if (!target) throw requestError('noCluster', 'No active cluster.');
  return target;
}

/** What a queryFn gets from RTK Query that a cluster call uses. */
interface ClusterQueryApi {
  getState: () => unknown;
  signal?: AbortSignal;
}

type QueryResult<T> =
  { data: T; error?: undefined } | { error: ClusterErrorInfo; data?: undefined };

/**
 * Runs `operation` against the active cluster and wraps the outcome the way RTK Query expects.
 * The answer comes frozen at its top: the store freezes what it keeps, walking every object of an
 * answer unless its top is frozen already (for the shards screen's 6,000 shards, a tenth of its
 * opening), and nothing changes an answer once it is read.
 */
export async function onActiveCluster<T>(
  api: ClusterQueryApi,
  operation: (target: ClusterTarget, signal?: AbortSignal) => Promise<T>,
): Promise<QueryResult<T>> {
  try {
    const target = requireActiveClusterTarget(api.getState());
    return { data: frozenAtTop(await operation(target, api.signal)) };
  } catch (err) {
    return { error: toClusterErrorInfo(err) };
  }
}

function frozenAtTop<T>(value: T): T {
  Object.freeze(value);
  return value;
}

/**
 * An endpoint's queryFn that runs `operation` with the endpoint's argument against the active
 * cluster, handing it the request's abort signal.
 */
export function clusterQuery<Arg, Result>(
  operation: (target: ClusterTarget, arg: Arg, signal?: AbortSignal) => Promise<Result>,
): (arg: Arg, api: ClusterQueryApi) => Promise<QueryResult<Result>> {
  return (arg, api) => onActiveCluster(api, (target, signal) => operation(target, arg, signal));
}

/**
 * How a screen being opened asks for its first data (`openScreenQueries`, `api/screenQuery.ts`):
 * a fresh answer at each opening, joining a request for it that is still under way. The answer
 * stays cached for the screen that mounts next, without holding it.
 */
export const ON_OPEN = { subscribe: false, forceRefetch: true } as const;

/**
 * Seconds: a screen that mounts asks again for a list it shows only when the list's answer is
 * older than this, so that the ask of its opening is not sent twice, and a screen never shows
 * an old answer.
 */
export const ASKED_ON_OPEN_S = 5;

export const clusterApi = createApi({
  reducerPath: 'clusterApi',
  // Endpoints have no request of their own to describe: each brings its queryFn.
  baseQuery: fakeBaseQuery<ClusterErrorInfo>(),
  tagTypes: CLUSTER_TAG_TYPES,
  endpoints: () => ({}),
});
