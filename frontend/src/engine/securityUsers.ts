// The users of a cluster's security, in one shape for both engines. Elasticsearch: GET
// _security/user answers `{name: {username, roles, full_name, email, metadata, enabled}}`, POST
// _security/_query/user (8.14 on) `{total, count, users: [{username, ..., _sort}]}`; a reserved
// (built-in) user carries `metadata._reserved: true`. OpenSearch's security plugin: GET
// _plugins/_security/api/internalusers answers `{name: {backend_roles, attributes, description,
// opendistro_security_roles, reserved, hidden, static}}` (the password hash is left out). Answers
// are read with care: a field of the wrong type is left empty, and nothing throws.
import { isRecord } from '../lib/storage';

export interface SecurityUser {
  name: string;
  fullName: string;
  email: string;
  description: string;
  /** Elasticsearch: the user's roles; OpenSearch: the roles given to the user directly. */
  roles: string[];
  /** OpenSearch: the backend roles, mapped to roles by role mappings. */
  backendRoles: string[];
  /** Elasticsearch: enabled or disabled; OpenSearch has no such state (null). */
  enabled: boolean | null;
  /** Built in: the engine refuses to change or delete it. */
  reserved: boolean;
  /** OpenSearch: hidden from the API's lists. */
  hidden: boolean;
  /** Elasticsearch's metadata, OpenSearch's attributes. */
  metadata: Record<string, unknown>;
}

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

export const byName = (a: { name: string }, b: { name: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

function elasticsearchUser(name: string, entry: Record<string, unknown>): SecurityUser {
  const metadata = record(entry.metadata);
  return {
    name,
    fullName: text(entry.full_name),
    email: text(entry.email),
    description: '',
    roles: texts(entry.roles),
    backendRoles: [],
    enabled: entry.enabled !== false,
    reserved: metadata._reserved === true,
    hidden: false,
    metadata,
  };
}

/** One page of `_security/_query/user`: its users, and the sort values to ask the next page with. */
export interface UserPage {
  users: SecurityUser[];
  /** How many match, as the cluster counted them; null where the answer does not say. */
  total: number | null;
  /** The last user's `_sort` values (search_after), or null when the answer had none. */
  after: unknown[] | null;
}

/** Elasticsearch's GET _security/user answer (a map of users), sorted by name. */
export function elasticsearchUsers(answer: unknown): SecurityUser[] {
  return Object.entries(record(answer))
    .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
    .map(([name, entry]) => elasticsearchUser(text(entry.username) || name, entry))
    .sort(byName);
}

/** One page of Elasticsearch's POST _security/_query/user answer, in the order it came. */
export function elasticsearchUserPage(answer: unknown): UserPage {
  const found = isRecord(answer) && Array.isArray(answer.users) ? answer.users : [];
  const entries = found.filter(isRecord).filter((entry) => text(entry.username) !== '');
  const last = entries.at(-1);
  return {
    users: entries.map((entry) => elasticsearchUser(text(entry.username), entry)),
    total: isRecord(answer) && typeof answer.total === 'number' ? answer.total : null,
    after: last && Array.isArray(last._sort) ? last._sort : null,
  };
}

/** OpenSearch's GET internalusers answer, sorted by name (hidden users are marked, not left out). */
export function opensearchUsers(answer: unknown): SecurityUser[] {
  return Object.entries(record(answer))
    .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
    .map(([name, entry]) => ({
      name,
      fullName: '',
      email: '',
      description: text(entry.description),
      roles: texts(entry.opendistro_security_roles),
      backendRoles: texts(entry.backend_roles),
      enabled: null,
      reserved: entry.reserved === true || entry.static === true,
      hidden: entry.hidden === true,
      metadata: record(entry.attributes),
    }))
    .sort(byName);
}
