// The roles of a cluster's security, in one shape for both engines, each with its definition as
// the engine sent it (for the JSON view and the editors). Elasticsearch: GET _security/role answers
// `{name: {cluster, indices: [{names, privileges, field_security, query}], applications, run_as,
// metadata, transient_metadata, description}}`, POST _security/_query/role (8.15 on) `{total,
// count, roles: [{name, ..., _sort}]}`; a built-in role carries `metadata._reserved: true`.
// OpenSearch: GET _plugins/_security/api/roles answers `{name: {cluster_permissions,
// index_permissions: [{index_patterns, allowed_actions, dls, fls, masked_fields}],
// tenant_permissions, description, reserved, hidden, static}}`.
import { isRecord } from '../lib/storage';
import { byName, record, text, texts } from './securityUsers';

export interface SecurityRole {
  name: string;
  description: string;
  /** Cluster privileges (Elasticsearch) or permissions (OpenSearch). */
  cluster: string[];
  /** Every index name or pattern the role grants something on, in the order given. */
  indices: string[];
  /** Some index grant limits documents (DLS) or fields (FLS, masked fields). */
  restricted: boolean;
  reserved: boolean;
  hidden: boolean;
  /** The definition as the engine sent it, minus what a write may not send back (`_sort`). */
  definition: Record<string, unknown>;
}

const unique = (names: string[]) => [...new Set(names)];

function hasFieldRule(grant: Record<string, unknown>): boolean {
  const fields = record(grant.field_security);
  return texts(fields.grant).some((name) => name !== '*') || texts(fields.except).length > 0;
}

function elasticsearchRole(name: string, definition: Record<string, unknown>): SecurityRole {
  const grants = Array.isArray(definition.indices) ? definition.indices.filter(isRecord) : [];
  const kept = { ...definition };
  delete kept._sort;
  delete kept.name;
  return {
    name,
    description: text(definition.description),
    cluster: texts(definition.cluster),
    indices: unique(grants.flatMap((grant) => texts(grant.names))),
    restricted: grants.some((grant) => grant.query !== undefined || hasFieldRule(grant)),
    reserved: record(definition.metadata)._reserved === true,
    hidden: false,
    definition: kept,
  };
}

/** Elasticsearch's GET _security/role answer, sorted by name. */
export function elasticsearchRoles(answer: unknown): SecurityRole[] {
  return Object.entries(record(answer))
    .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
    .map(([name, definition]) => elasticsearchRole(name, definition))
    .sort(byName);
}

/** One page of Elasticsearch's POST _security/_query/role answer, in the order it came. */
export function elasticsearchRolePage(answer: unknown): {
  roles: SecurityRole[];
  /** How many match, as the cluster counted them; null where the answer does not say. */
  total: number | null;
  after: unknown[] | null;
} {
  const found = isRecord(answer) && Array.isArray(answer.roles) ? answer.roles : [];
  const entries = found.filter(isRecord).filter((entry) => text(entry.name) !== '');
  const last = entries.at(-1);
  return {
    roles: entries.map((entry) => elasticsearchRole(text(entry.name), entry)),
    total: isRecord(answer) && typeof answer.total === 'number' ? answer.total : null,
    after: last && Array.isArray(last._sort) ? last._sort : null,
  };
}

/** OpenSearch's GET roles answer, sorted by name. */
export function opensearchRoles(answer: unknown): SecurityRole[] {
  return Object.entries(record(answer))
    .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
    .map(([name, definition]) => {
      const grants = Array.isArray(definition.index_permissions)
        ? definition.index_permissions.filter(isRecord)
        : [];
      return {
        name,
        description: text(definition.description),
        cluster: texts(definition.cluster_permissions),
        indices: unique(grants.flatMap((grant) => texts(grant.index_patterns))),
        restricted: grants.some(
          (grant) =>
            text(grant.dls) !== '' ||
            texts(grant.fls).length > 0 ||
            texts(grant.masked_fields).length > 0,
        ),
        reserved: definition.reserved === true || definition.static === true,
        hidden: definition.hidden === true,
        definition,
      };
    })
    .sort(byName);
}
