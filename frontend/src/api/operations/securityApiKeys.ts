// Elasticsearch's API key calls (engine/apiKeyExpiry, engine/apiKeyRequests): the keys, searched
// by the cluster from 7.15 (a text matched against name and owner, every page read with
// search_after) or listed whole before; creating, invalidating and updating keys.
import { apiKeySearchAfter, apiKeySearchBody } from '../../engine/apiKeyRequests';
import { readApiKeys, type ApiKeyRow } from '../../engine/apiKeyExpiry';
import { encodePathSegment } from '../../lib/indexName';
import { clusterRequest } from '../client';
import { targetEngine, type ClusterTarget } from '../types';
import { frozen, SECURITY_PAGE_SIZE } from './security';

/**
 * The cluster's API keys, newest first where the cluster searches them. `filter` is sent with the
 * search; a cluster without the search lists every key, and the filter is left to the caller.
 */
export async function getApiKeys(
  target: ClusterTarget,
  filter: string,
  signal?: AbortSignal,
): Promise<ApiKeyRow[]> {
  if (!targetEngine(target).apiKeyQuery) {
    const path = '_security/api_key';
    return frozen(
      readApiKeys(await clusterRequest<unknown>(target, { method: 'GET', path, signal })),
    );
  }
  const rows: ApiKeyRow[] = [];
  let after: unknown[] | null = null;
  for (;;) {
    const body = apiKeySearchBody(filter, SECURITY_PAGE_SIZE, after);
    const answer = await clusterRequest<unknown>(target, {
      method: 'POST',
      path: '_security/_query/api_key',
      body,
      signal,
    });
    const page = readApiKeys(answer);
    rows.push(...page);
    after = apiKeySearchAfter(answer);
    if (page.length < SECURITY_PAGE_SIZE || after === null) return frozen(rows);
  }
}

/** What a new key is made of; the engine gives it its owner's permissions without descriptors. */
export interface NewApiKey {
  name: string;
  /** A time value such as `30d`; none: the key never expires. */
  expiration?: string;
  role_descriptors?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
}

/** Creates a key; the answer holds its secret, which is never shown again. */
export function createApiKey(target: ClusterTarget, key: NewApiKey, signal?: AbortSignal) {
  return clusterRequest<unknown>(target, {
    method: 'POST',
    path: '_security/api_key',
    body: key,
    signal,
  });
}

/** Invalidates the keys of `ids` at once. */
export function invalidateApiKeys(
  target: ClusterTarget,
  ids: readonly string[],
  signal?: AbortSignal,
) {
  return clusterRequest<unknown>(target, {
    method: 'DELETE',
    path: '_security/api_key',
    body: { ids },
    signal,
  });
}

/** What an update of a key changes; what is left out stays as it is. */
export interface ApiKeyChange {
  role_descriptors?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
  expiration?: string;
}

/** Updates one key of the connected user (8.4). */
export function updateApiKey(
  target: ClusterTarget,
  id: string,
  change: ApiKeyChange,
  signal?: AbortSignal,
) {
  return clusterRequest<unknown>(target, {
    method: 'PUT',
    path: `_security/api_key/${encodePathSegment(id)}`,
    body: change,
    signal,
  });
}

/** Gives keys of the connected user a new expiration at once (8.13). */
export function bulkUpdateApiKeys(
  target: ClusterTarget,
  ids: readonly string[],
  expiration: string,
  signal?: AbortSignal,
) {
  return clusterRequest<unknown>(target, {
    method: 'POST',
    path: '_security/api_key/_bulk_update',
    body: { ids, expiration },
    signal,
  });
}
