// Why an Elasticsearch user has (or lacks) a privilege on an index, or on the cluster. The engine
// answers whether (POST _security/user/_has_privileges, `{username, has_all_requested, cluster:
// {privilege: bool}, index: {index: {privilege: bool}}, application}`); the user's role
// descriptors (GET _security/role/{names}, `{role: {cluster, indices: [{names, privileges,
// field_security, query, allow_restricted_indices}]}}`) say which role it comes from.
// Privilege names are not listed here: all that is known is that `all` covers every privilege, a
// name covers itself, and an action pattern (`indices:data/read/*`) covers the actions it matches.
// Index name patterns are securityPatterns.ts's. When the engine says no while a role names `all`,
// the privilege itself or a covering action pattern for the index, the role is reported so the
// screen can say the engine's answer may be stricter than the roles suggest.
// Answers are read with care: a field of the wrong type is left empty, and nothing throws. The
// roles answer is read once, for all the questions asked of it.
import { isRecord } from '../lib/storage';
import {
  closeness,
  matchScore,
  namePatterns,
  rankNearMisses,
  stringsOf,
  type NameMatcher,
  type NearMissCandidate,
} from './securityPatterns';

export interface ElasticsearchAccessQuestion {
  /** The _has_privileges answer. */
  hasPrivileges: unknown;
  /** The GET _security/role answer for the user's roles. */
  roles: unknown;
  /** A privilege name (`read`, `monitor`) or an action (`indices:data/read/search`). */
  privilege: string;
  /** The index; without one the privilege is a cluster privilege. */
  index?: string | null;
}

/** How a role's privilege covers the one asked about. */
export type ElasticsearchCoverage = 'all' | 'name' | 'action_pattern';

/** Limits on a grant the answer does not account for: document-level (a role query) and
 * field-level security. */
export type ElasticsearchLimit = 'dls' | 'fls';

export interface ElasticsearchGrant {
  role: string;
  /** The role's index name pattern that matches the index (index privileges only). */
  pattern?: string;
  /** The role's privilege that covers the one asked about. */
  privilege: string;
  by: ElasticsearchCoverage;
  /** Index privileges: whether the entry reaches restricted (system) indices too. */
  allowRestrictedIndices?: boolean;
  limits: ElasticsearchLimit[];
}

/** A role entry near the question: it reaches the index without naming the privilege, or names
 * the privilege for other indices. */
export interface ElasticsearchNearMiss {
  role: string;
  lacks: 'privilege' | 'index';
  pattern?: string;
  privileges: string[];
}

export interface ElasticsearchAccess {
  /** The engine's answer; null when the has-privileges answer does not include the question. */
  allowed: boolean | null;
  clusterPrivilege: boolean;
  /** The role entries that cover the privilege, when the engine does not say no. */
  grants: ElasticsearchGrant[];
  /** Allowed without a role naming the privilege: the entries reaching the index (or the roles'
   * cluster privileges), one of which holds a privilege that implies it. */
  impliedBy: { role: string; pattern?: string; privileges: string[] }[];
  /** Denied although these entries cover the privilege: the engine may be stricter here. */
  impliedButDenied: ElasticsearchGrant[];
  /** When not allowed, best first: entries reaching the index, then entries elsewhere. */
  closest: ElasticsearchNearMiss[];
}

interface Entry {
  /** Null for the role's cluster privileges. */
  names: string[] | null;
  privileges: string[];
  allowRestrictedIndices: boolean;
  limits: ElasticsearchLimit[];
}

/** The engine's answer to the question, if it was asked. */
function engineAnswer(answer: unknown, privilege: string, index: string): boolean | null {
  if (!isRecord(answer)) return null;
  const indices = isRecord(answer.index) ? answer.index : {};
  const section =
    index === '' ? answer.cluster : Object.hasOwn(indices, index) ? indices[index] : null;
  if (!isRecord(section) || !Object.hasOwn(section, privilege)) return null;
  const allowed = section[privilege];
  return typeof allowed === 'boolean' ? allowed : null;
}

function limitsOf(entry: Record<string, unknown>): ElasticsearchLimit[] {
  const limits: ElasticsearchLimit[] = [];
  const query = entry.query;
  if ((typeof query === 'string' && query.trim() !== '') || isRecord(query)) limits.push('dls');
  const fields = isRecord(entry.field_security) ? entry.field_security : null;
  const granted = stringsOf(fields?.grant);
  const allFields = granted.length === 1 && granted[0] === '*';
  if (fields !== null && (!allFields || stringsOf(fields.except).length > 0)) limits.push('fls');
  return limits;
}

function readIndexEntry(entry: Record<string, unknown>): Entry {
  return {
    names: typeof entry.names === 'string' ? [entry.names] : stringsOf(entry.names),
    privileges: stringsOf(entry.privileges),
    allowRestrictedIndices: entry.allow_restricted_indices === true,
    limits: limitsOf(entry),
  };
}

/** Each role's entries for the question: its cluster privileges, or its index entries. */
function readRoles(answer: unknown, cluster: boolean): Map<string, Entry[]> {
  if (!isRecord(answer)) return new Map();
  const known = readRolesOnce.get(answer) ?? {};
  readRolesOnce.set(answer, known);
  const key = cluster ? 'cluster' : 'index';
  return (known[key] ??= readRolesAnswer(answer, cluster));
}

/** The roles answers read, by answer object, for cluster and for index questions. */
const readRolesOnce = new WeakMap<
  object,
  { cluster?: Map<string, Entry[]>; index?: Map<string, Entry[]> }
>();

function readRolesAnswer(answer: unknown, cluster: boolean): Map<string, Entry[]> {
  const roles = new Map<string, Entry[]>();
  if (!isRecord(answer)) return roles;
  for (const [name, role] of Object.entries(answer)) {
    if (!isRecord(role)) continue;
    const entries = cluster
      ? [
          {
            names: null,
            privileges: stringsOf(role.cluster),
            allowRestrictedIndices: false,
            limits: [],
          },
        ]
      : (Array.isArray(role.indices) ? role.indices : []).filter(isRecord).map(readIndexEntry);
    roles.set(name, entries);
  }
  return roles;
}

const isAction = (privilege: string) => privilege.includes(':');

/** How `held` covers `asked`, or null. Privilege names are compared case-insensitively, as the
 * engine reads them; actions exactly. */
function coverage(
  held: string,
  asked: string,
  match: (pattern: string) => NameMatcher,
): ElasticsearchCoverage | null {
  const lowered = held.toLowerCase();
  if (lowered === 'all') return 'all';
  if (held === asked) return 'name';
  if (!isAction(asked)) return lowered === asked.toLowerCase() ? 'name' : null;
  return isAction(held) && matchScore(held, asked, match) === Infinity ? 'action_pattern' : null;
}

interface Context {
  privilege: string;
  index: string;
  match: (pattern: string) => NameMatcher;
}

interface RoleFindings {
  covering: ElasticsearchGrant[];
  reaching: { role: string; pattern?: string; privileges: string[] }[];
  nearMisses: NearMissCandidate<ElasticsearchNearMiss>[];
}

/** The entry's first name matching the index (true for cluster entries), else its closest. */
function placeEntry(entry: Entry, { index, match }: Context) {
  if (entry.names === null) return { pattern: undefined, matches: true, score: 0 };
  let nearest = { pattern: undefined as string | undefined, matches: false, score: -1 };
  for (const pattern of entry.names) {
    const score = matchScore(pattern, index, match);
    if (score === Infinity) return { pattern, matches: true, score: 0 };
    if (score > nearest.score) nearest = { pattern, matches: false, score };
  }
  return nearest;
}

/** The entry's privileges that cover the one asked about, with how. */
function coveringsOf(entry: Entry, { privilege: asked, match }: Context) {
  const coverings: { privilege: string; by: ElasticsearchCoverage }[] = [];
  for (const privilege of entry.privileges) {
    const by = coverage(privilege, asked, match);
    if (by !== null) coverings.push({ privilege, by });
  }
  return coverings;
}

function findings(role: string, entries: Entry[], context: Context): RoleFindings {
  const found: RoleFindings = { covering: [], reaching: [], nearMisses: [] };
  for (const entry of entries) {
    const place = placeEntry(entry, context);
    const coverings = coveringsOf(entry, context);
    if (!place.matches && (coverings.length === 0 || place.pattern === undefined)) continue;
    const at = place.pattern === undefined ? {} : { pattern: place.pattern };
    const seen = { role, ...at, privileges: entry.privileges };
    if (place.matches && coverings.length > 0) {
      const restricted =
        entry.names === null ? {} : { allowRestrictedIndices: entry.allowRestrictedIndices };
      for (const { privilege, by } of coverings) {
        found.covering.push({ role, ...at, privilege, by, ...restricted, limits: entry.limits });
      }
    } else if (place.matches && entry.privileges.length > 0) {
      found.reaching.push(seen);
      const score = Math.max(
        0,
        ...entry.privileges.map((held) => closeness(held, context.privilege)),
      );
      found.nearMisses.push({ nearMiss: { ...seen, lacks: 'privilege' }, role, kind: 0, score });
    } else if (!place.matches) {
      found.nearMisses.push({
        nearMiss: { ...seen, lacks: 'index' },
        role,
        kind: 1,
        score: place.score,
      });
    }
  }
  return found;
}

/** Whether the user holds `privilege` on `index` (or on the cluster), and which roles explain it. */
export function explainElasticsearchAccess(
  question: ElasticsearchAccessQuestion,
): ElasticsearchAccess {
  const index = question.index ?? '';
  const clusterPrivilege = index === '';
  const allowed = engineAnswer(question.hasPrivileges, question.privilege, index);
  const context: Context = { privilege: question.privilege, index, match: namePatterns() };
  const covering: ElasticsearchGrant[] = [];
  const reaching: ElasticsearchAccess['impliedBy'] = [];
  const nearMisses: NearMissCandidate<ElasticsearchNearMiss>[] = [];
  for (const [role, entries] of readRoles(question.roles, clusterPrivilege)) {
    const found = findings(role, entries, context);
    covering.push(...found.covering);
    reaching.push(...found.reaching);
    if (found.covering.length === 0) nearMisses.push(...found.nearMisses);
  }
  return {
    allowed,
    clusterPrivilege,
    grants: allowed === false ? [] : covering,
    impliedBy: allowed === true && covering.length === 0 ? reaching : [],
    impliedButDenied: allowed === false ? covering : [],
    closest: allowed === true ? [] : rankNearMisses(nearMisses),
  };
}
