// The security API's calls, on the engine's own API (engine/security*): who the connected user
// is, the users and the roles. Elasticsearch's searches page through every entry with
// search_after, a thousand at a time, sorted by name; the versions before them get the whole map
// in one answer.
import type { SecurityApi } from '../../engine/profile';
import { identityOf, identityPath, type Identity } from '../../engine/security';
import {
  elasticsearchRolePage,
  elasticsearchRoles,
  opensearchRoles,
  type SecurityRole,
} from '../../engine/securityRoles';
import {
  elasticsearchUserPage,
  elasticsearchUsers,
  opensearchUsers,
  type SecurityUser,
} from '../../engine/securityUsers';
import { encodePathSegment } from '../../lib/indexName';
import { clusterRequest } from '../client';
import { targetEngine, type ClusterTarget } from '../types';

/**
 * The page size of Elasticsearch's user, role and API key searches: the most a search may return
 * at once (the security index's max_result_window), so that 50,000 API keys take five requests,
 * one after the other, rather than fifty.
 */
export const SECURITY_PAGE_SIZE = 10_000;

/** The OpenSearch security plugin's configuration API. */
export const OPENSEARCH_SECURITY_API = '_plugins/_security/api';

/**
 * Who the connected user is; null when the engine has no security API or its answer names no
 * user. A cluster without security enabled answers with an error (api/apiAvailability reads it).
 */
export async function getIdentity(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<Identity | null> {
  const api = targetEngine(target).security;
  const path = identityPath(api);
  if (path === null) return null;
  return identityOf(api, await clusterRequest<unknown>(target, { method: 'GET', path, signal }));
}

/**
 * Every page of an Elasticsearch search by name, joined; no page is asked after the count the
 * cluster gave is read.
 */
async function everyPage<Row>(
  target: ClusterTarget,
  path: string,
  sortField: string,
  read: (answer: unknown) => { rows: Row[]; after: unknown[] | null; total: number | null },
  signal?: AbortSignal,
): Promise<Row[]> {
  const rows: Row[] = [];
  let after: unknown[] | null = null;
  for (;;) {
    const body: Record<string, unknown> = { size: SECURITY_PAGE_SIZE, sort: [sortField] };
    if (after !== null) body.search_after = after;
    const page = read(
      await clusterRequest<unknown>(target, { method: 'POST', path, body, signal }),
    );
    rows.push(...page.rows);
    const counted = page.total !== null && rows.length >= page.total;
    if (page.rows.length < SECURITY_PAGE_SIZE || page.after === null || counted) return rows;
    after = page.after;
  }
}

/** Every user of the cluster's security, sorted by name. */
export async function getUsers(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<SecurityUser[]> {
  return readUsers(target, signal);
}

async function readUsers(target: ClusterTarget, signal?: AbortSignal): Promise<SecurityUser[]> {
  const engine = targetEngine(target);
  if (engine.security === 'opendistro') {
    const path = `${OPENSEARCH_SECURITY_API}/internalusers`;
    return opensearchUsers(await clusterRequest<unknown>(target, { method: 'GET', path, signal }));
  }
  if (engine.userQuery) {
    return everyPage(
      target,
      '_security/_query/user',
      'username',
      (answer) => {
        const page = elasticsearchUserPage(answer);
        return { rows: page.users, after: page.after, total: page.total };
      },
      signal,
    );
  }
  const answer = await clusterRequest<unknown>(target, {
    method: 'GET',
    path: '_security/user',
    signal,
  });
  return elasticsearchUsers(answer);
}

/** Every role of the cluster's security, sorted by name. */
export async function getRoles(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<SecurityRole[]> {
  return readRoles(target, signal);
}

async function readRoles(target: ClusterTarget, signal?: AbortSignal): Promise<SecurityRole[]> {
  const engine = targetEngine(target);
  if (engine.security === 'opendistro') {
    const path = `${OPENSEARCH_SECURITY_API}/roles`;
    return opensearchRoles(await clusterRequest<unknown>(target, { method: 'GET', path, signal }));
  }
  if (engine.roleQuery) {
    return everyPage(
      target,
      '_security/_query/role',
      'name',
      (answer) => {
        const page = elasticsearchRolePage(answer);
        return { rows: page.roles, after: page.after, total: page.total };
      },
      signal,
    );
  }
  const answer = await clusterRequest<unknown>(target, {
    method: 'GET',
    path: '_security/role',
    signal,
  });
  return elasticsearchRoles(answer);
}

/** The path of one user: Elasticsearch's native user, or OpenSearch's internal user. */
export function userPath(api: SecurityApi, name: string): string {
  return api === 'opendistro'
    ? `${OPENSEARCH_SECURITY_API}/internalusers/${encodePathSegment(name)}`
    : `_security/user/${encodePathSegment(name)}`;
}

/** The path of one role on the cluster's security API (of the target's engine, or `api`). */
export function rolePath(on: SecurityApi | ClusterTarget, name: string): string {
  const api = typeof on === 'string' ? on : targetEngine(on).security;
  return api === 'opendistro'
    ? `${OPENSEARCH_SECURITY_API}/roles/${encodePathSegment(name)}`
    : `_security/role/${encodePathSegment(name)}`;
}

export function deleteUser(target: ClusterTarget, name: string, signal?: AbortSignal) {
  return clusterRequest<unknown>(target, {
    method: 'DELETE',
    path: userPath(targetEngine(target).security, name),
    signal,
  });
}

export function deleteRole(target: ClusterTarget, name: string, signal?: AbortSignal) {
  return clusterRequest<unknown>(target, {
    method: 'DELETE',
    path: rolePath(target, name),
    signal,
  });
}

/** Enables or disables an Elasticsearch user (OpenSearch users have no such state). */
export function setUserEnabled(
  target: ClusterTarget,
  name: string,
  enabled: boolean,
  signal?: AbortSignal,
) {
  const path = `${userPath(targetEngine(target).security, name)}/${enabled ? '_enable' : '_disable'}`;
  return clusterRequest<unknown>(target, { method: 'PUT', path, signal });
}

/** Saves a user with the request the editor made (PUT whole, or an OpenSearch JSON Patch). */
export function saveUser(
  target: ClusterTarget,
  name: string,
  request: { method: 'PUT' | 'PATCH'; body: unknown },
  signal?: AbortSignal,
) {
  return clusterRequest<unknown>(target, {
    method: request.method,
    path: userPath(targetEngine(target).security, name),
    body: request.body,
    signal,
  });
}
