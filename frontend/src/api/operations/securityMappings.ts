// Role mappings on the cluster's security API: Elasticsearch's (`_security/role_mapping`, rules
// that match users of a realm) and OpenSearch's (`_plugins/_security/api/rolesmapping`, users,
// backend roles and hosts per role). Read with engine/roleMappingRules.ts and
// engine/opensearchMappings.ts; written whole with PUT.
import { readRoleMappings, type RoleMappingRow } from '../../engine/roleMappings';
import {
  readOpensearchRoleMappings,
  type OpensearchRoleMapping,
} from '../../engine/opensearchMappings';
import { encodePathSegment } from '../../lib/indexName';
import { isRecord } from '../../lib/storage';
import { clusterRequest } from '../client';
import { targetEngine, type ClusterTarget } from '../types';
import { OPENSEARCH_SECURITY_API } from './security';

/** Elasticsearch's mappings: the answer as sent (what the tester tries) and its rows. */
export interface ElasticsearchRoleMappings {
  answer: Record<string, unknown>;
  rows: RoleMappingRow[];
}

/** An OpenSearch mapping as listed, with the entry as sent. */
export interface OpensearchMappingRow extends OpensearchRoleMapping {
  /** Built into the plugin's configuration: refused by the API like reserved ones. */
  static: boolean;
  source: Record<string, unknown>;
}

/** The path of one Elasticsearch role mapping. */
export const elasticsearchMappingPath = (name: string) =>
  `_security/role_mapping/${encodePathSegment(name)}`;

/** The OpenSearch role mappings, all of them. */
export const OPENSEARCH_ROLE_MAPPINGS_PATH = `${OPENSEARCH_SECURITY_API}/rolesmapping`;

/** The path of the OpenSearch mapping of one role. */
export const opensearchMappingPath = (role: string) =>
  `${OPENSEARCH_ROLE_MAPPINGS_PATH}/${encodePathSegment(role)}`;

/** The path of one mapping on the cluster's security API (OpenSearch names it by its role). */
export function roleMappingPath(target: ClusterTarget, name: string): string {
  return targetEngine(target).security === 'opendistro'
    ? opensearchMappingPath(name)
    : elasticsearchMappingPath(name);
}

/** Every Elasticsearch role mapping, sorted by name. */
export async function getElasticsearchRoleMappings(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<ElasticsearchRoleMappings> {
  const path = '_security/role_mapping';
  const answer = await clusterRequest<unknown>(target, { method: 'GET', path, signal });
  const mappings = isRecord(answer) ? answer : {};
  return { answer: mappings, rows: readRoleMappings(mappings) };
}

/** Every OpenSearch role mapping, sorted by role. */
export async function getOpensearchRoleMappings(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<OpensearchMappingRow[]> {
  const path = OPENSEARCH_ROLE_MAPPINGS_PATH;
  const answer = await clusterRequest<unknown>(target, { method: 'GET', path, signal });
  const entries = isRecord(answer) ? answer : {};
  return readOpensearchRoleMappings(entries).map((mapping) => {
    const source = entries[mapping.role] as Record<string, unknown>;
    return { ...mapping, static: source.static === true, source };
  });
}

export interface RoleMappingWrite {
  name: string;
  body: Record<string, unknown>;
}

/** Creates or replaces one mapping. */
export function putRoleMapping(
  target: ClusterTarget,
  { name, body }: RoleMappingWrite,
  signal?: AbortSignal,
) {
  const path = roleMappingPath(target, name);
  return clusterRequest<unknown>(target, { method: 'PUT', path, body, signal });
}

export function deleteRoleMapping(target: ClusterTarget, name: string, signal?: AbortSignal) {
  const path = roleMappingPath(target, name);
  return clusterRequest<unknown>(target, { method: 'DELETE', path, signal });
}

/** Changes several OpenSearch role mappings in one JSON Patch of the whole collection. */
export function patchOpensearchRoleMappings(
  target: ClusterTarget,
  operations: readonly unknown[],
  signal?: AbortSignal,
) {
  return clusterRequest<unknown>(target, {
    method: 'PATCH',
    path: OPENSEARCH_ROLE_MAPPINGS_PATH,
    body: operations,
    signal,
  });
}
