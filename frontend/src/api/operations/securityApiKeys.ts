// Elasticsearch's API key calls (engine/apiKeyExpiry, engine/apiKeyRequests): the keys, searched
// by the cluster from 7.15 (a text matched against name and owner, every page read with
// search_after) or listed whole before; creating, invalidating and updating keys.
import {
  apiKeySearchAfter,
  apiKeySearchBody,
  apiKeySearchTotal,
} from '../../engine/apiKeyRequests';
import { readApiKeys, type ApiKeyRow } from '../../engine/apiKeyExpiry';
import { encodePathSegment } from '../../lib/indexName';
import { clusterRequest } from '../client';
import { targetEngine, type ClusterTarget } from '../types';
import { SECURITY_PAGE_SIZE } from './security';

/** The keys of one answer, and where the ones after them start. */
export interface ApiKeyPage {
  /** The search text the keys answer (empty: every key). */
  filter: string;
  keys: ApiKeyRow[];
  /** The last key's sort values, to read the keys after it; null: there are no more. */
  after: unknown[] | null;
  /** How many keys match the search, as the cluster counted them; null where it does not say. */
  total: number | null;
  /** When the answer came (epoch milliseconds): the keys' expiry is judged at that time. */
  at: number;
}

/**
 * The keys of the first page: enough to fill any screen, few enough to arrive at once. The pages
 * after it hold as many keys as the search gives in one answer.
 */
export const FIRST_API_KEYS = 1_000;

/**
 * The cluster's API keys, newest first where the cluster searches them: the first page, which a
 * screen shows while the rest are read (getMoreApiKeys). `filter` is sent with the search; a
 * cluster without the search lists every key at once, and the filter is left to the caller.
 */
export async function getApiKeys(
  target: ClusterTarget,
  filter: string,
  signal?: AbortSignal,
): Promise<ApiKeyPage> {
  if (!targetEngine(target).apiKeyQuery) {
    const path = '_security/api_key';
    const answer = await clusterRequest<unknown>(target, { method: 'GET', path, signal });
    const keys = readApiKeys(answer);
    return { filter, keys, after: null, total: keys.length, at: Date.now() };
  }
  return searchApiKeys(target, filter, null, FIRST_API_KEYS, signal);
}

/** Every key of the search for `filter` after the sort values `after`, page by page. */
export async function getMoreApiKeys(
  target: ClusterTarget,
  { filter, after }: { filter: string; after: unknown[] },
  signal?: AbortSignal,
): Promise<ApiKeyRow[]> {
  const rows: ApiKeyRow[] = [];
  let next: unknown[] | null = after;
  while (next !== null) {
    const page = await searchApiKeys(target, filter, next, SECURITY_PAGE_SIZE, signal);
    rows.push(...page.keys);
    next = page.after;
  }
  return rows;
}

/** One page of `size` keys of the search for `filter`, after `after` (null: the first). */
async function searchApiKeys(
  target: ClusterTarget,
  filter: string,
  after: unknown[] | null,
  size: number,
  signal?: AbortSignal,
): Promise<ApiKeyPage> {
  const answer = await clusterRequest<unknown>(target, {
    method: 'POST',
    path: '_security/_query/api_key',
    body: apiKeySearchBody(filter, size, after),
    signal,
  });
  const keys = readApiKeys(answer);
  const last = keys.length < size ? null : apiKeySearchAfter(answer);
  return { filter, keys, after: last, total: apiKeySearchTotal(answer), at: Date.now() };
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
