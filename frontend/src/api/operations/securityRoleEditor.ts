// The calls of the role editor: writing a role (Elasticsearch's PUT _security/role/{name},
// OpenSearch's PUT _plugins/_security/api/roles/{name}), what its fields offer (Elasticsearch's
// built-in privileges, OpenSearch's action groups, the fields of the indices an entry names), a
// document-level query checked on those indices, and OpenSearch's role mappings (who holds a role).
import type { EngineProfile } from '../../engine/profile';
import { encodePathSegment, indexPath } from '../../lib/indexName';
import { clusterRequest } from '../client';
import type { ClusterTarget } from '../types';
import { OPENSEARCH_SECURITY_API, rolePath } from './security';

/** The path a role is written to on `engine`'s security API, for the request shown before it goes. */
export function roleWritePath(engine: EngineProfile, name: string): string {
  return engine.security === 'opendistro'
    ? `${OPENSEARCH_SECURITY_API}/roles/${encodePathSegment(name)}`
    : `_security/role/${encodePathSegment(name)}`;
}

/** Creates or replaces the role `name` with `body`. */
export function putRole(
  target: ClusterTarget,
  name: string,
  body: Record<string, unknown>,
  signal?: AbortSignal,
) {
  return clusterRequest<unknown>(target, {
    method: 'PUT',
    path: rolePath(target, name),
    body,
    signal,
  });
}

/** GET _security/privilege/_builtin (Elasticsearch 7.3 on): `{cluster: [...], index: [...]}`. */
export function getBuiltinPrivileges(target: ClusterTarget, signal?: AbortSignal) {
  return clusterRequest<unknown>(target, {
    method: 'GET',
    path: '_security/privilege/_builtin',
    signal,
  });
}

/** GET _plugins/_security/api/actiongroups: `{group: {allowed_actions, type, ...}}`. */
export function getActionGroups(target: ClusterTarget, signal?: AbortSignal) {
  return clusterRequest<unknown>(target, {
    method: 'GET',
    path: `${OPENSEARCH_SECURITY_API}/actiongroups`,
    signal,
  });
}

/** GET _plugins/_security/api/rolesmapping: `{role: {users, backend_roles, ...}}`. */
export function getRoleMappings(target: ClusterTarget, signal?: AbortSignal) {
  return clusterRequest<unknown>(target, {
    method: 'GET',
    path: `${OPENSEARCH_SECURITY_API}/rolesmapping`,
    signal,
  });
}

/** Indices that do not exist (yet) and patterns that match none are no error. */
const LENIENT = { ignore_unavailable: true, allow_no_indices: true } as const;

/** GET {names}/_field_caps?fields=*: the fields of the indices `names` (names and patterns) match. */
export function getFieldCaps(
  target: ClusterTarget,
  names: readonly string[],
  signal?: AbortSignal,
) {
  return clusterRequest<unknown>(target, {
    method: 'GET',
    path: `${indexPath(names)}/_field_caps`,
    params: { fields: '*', filter_path: 'fields', ...LENIENT },
    signal,
  });
}

export interface QueryCheckArg {
  names: string[];
  query: Record<string, unknown>;
}

/** POST {names}/_validate/query?explain=true with `{query}`: whether the query is valid there. */
export function validateQuery(
  target: ClusterTarget,
  { names, query }: QueryCheckArg,
  signal?: AbortSignal,
) {
  return clusterRequest<unknown>(target, {
    method: 'POST',
    path: `${indexPath(names)}/_validate/query`,
    params: { explain: true, ...LENIENT },
    body: { query },
    signal,
  });
}
