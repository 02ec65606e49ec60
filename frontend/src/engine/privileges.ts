// What the connected user may do, read once per cluster, and whether a write the console offers
// is among it. The screens use the answer to disable what would be refused with a 403, naming the
// privilege that is missing. The rule throughout: when the answer cannot be sure (an unknown
// shape, a pattern it cannot evaluate, a privilege outside its table), the write is held, never
// blocked.
// - Elasticsearch: GET _security/user/_privileges, `{cluster: [name], indices: [{names,
//   privileges, allow_restricted_indices}], run_as: [name], ...}`. Privilege names imply others
//   along the engine's documented hierarchy (IMPLIED below); a role may also name action patterns
//   (`indices:admin/delete`, `cluster:admin/*`), matched against the write's action.
// - OpenSearch: GET _plugins/_security/authinfo (the user's security roles), GET
//   _plugins/_security/api/roles (`{role: {cluster_permissions, index_permissions:
//   [{index_patterns, allowed_actions}]}}`) and GET _plugins/_security/api/actiongroups: every
//   allowed action is an action pattern or a group, opened down to its action patterns.
import { isRecord } from '../lib/storage';
import { compilePattern, memoized } from './elasticsearchPatterns';
import { expandActionGroups, membersByGroup, readActionGroups } from './opensearchActionGroups';
import { compileNamePattern, stringsOf } from './securityPatterns';

/**
 * What a write needs: a cluster privilege, or a privilege on one index. `cluster` and
 * `privilege` are Elasticsearch's names; `action` OpenSearch's action name for the write (its
 * permissions name actions), also matched against an Elasticsearch role's action patterns.
 */
export type PrivilegeNeed =
  { cluster: string; action?: string } | { index: string; privilege: string; action?: string };

/** Privileges on the indices some name patterns match. */
export interface IndexPrivileges {
  names: string[];
  /** Privilege names or action patterns; on OpenSearch, action groups opened to their actions. */
  privileges: string[];
}

export interface Privileges {
  engine: 'elasticsearch' | 'opensearch';
  /** Cluster privilege names or action patterns (OpenSearch: groups opened). */
  cluster: string[];
  indices: IndexPrivileges[];
  /** Elasticsearch: the users the connected user may run as. */
  runAs: string[];
  /** OpenSearch: the security roles the privileges come from. */
  roles: string[];
  /** OpenSearch: roles of the user the roles answer does not show (hidden ones): not judged. */
  unknownRoles: string[];
}

/** Elasticsearch's GET _security/user/_privileges answer; null for an unknown shape. */
export function readElasticsearchPrivileges(answer: unknown): Privileges | null {
  if (!isRecord(answer) || !Array.isArray(answer.cluster) || !Array.isArray(answer.indices))
    return null;
  return {
    engine: 'elasticsearch',
    cluster: stringsOf(answer.cluster),
    indices: answer.indices.filter(isRecord).map((entry) => ({
      names: typeof entry.names === 'string' ? [entry.names] : stringsOf(entry.names),
      privileges: stringsOf(entry.privileges),
    })),
    runAs: stringsOf(answer.run_as),
    roles: [],
    unknownRoles: [],
  };
}

/** The OpenSearch answers the privileges are read from. */
export interface OpensearchPrivilegeAnswers {
  authinfo: unknown;
  roles: unknown;
  actionGroups: unknown;
}

/** The connected OpenSearch user's privileges; null for an unknown shape. */
export function readOpensearchPrivileges(answers: OpensearchPrivilegeAnswers): Privileges | null {
  const { authinfo, roles } = answers;
  if (!isRecord(authinfo) || !Array.isArray(authinfo.roles) || !isRecord(roles)) return null;
  const groups = membersByGroup(readActionGroups(answers.actionGroups));
  const opened = (allowed: unknown) =>
    stringsOf(allowed).flatMap((name) =>
      groups.has(name) ? expandActionGroups(groups, name).actions : [name],
    );
  const userName = typeof authinfo.user_name === 'string' ? authinfo.user_name : null;
  // The plugin puts the user's name for these in index patterns; other attributes are not judged.
  const named = (pattern: string) =>
    userName === null ? pattern : pattern.replace(/\$\{(user\.name|user_name)\}/g, userName);
  const userRoles = stringsOf(authinfo.roles);
  const defined = userRoles.map((name) => roles[name]).filter(isRecord);
  return {
    engine: 'opensearch',
    cluster: [...new Set(defined.flatMap((role) => opened(role.cluster_permissions)))],
    indices: defined.flatMap((role) =>
      (Array.isArray(role.index_permissions) ? role.index_permissions : [])
        .filter(isRecord)
        .map((permission) => ({
          names: stringsOf(permission.index_patterns).map(named),
          privileges: opened(permission.allowed_actions),
        })),
    ),
    runAs: [],
    roles: userRoles,
    unknownRoles: userRoles.filter((name) => !isRecord(roles[name])),
  };
}

/**
 * Elasticsearch's privilege hierarchy, the part the console's writes touch: what each name
 * implies besides itself (`all` implies everything). Sources: the security privileges reference,
 * elastic.co/guide/en/elasticsearch/reference/current/security-privileges.html ("manage: builds
 * on monitor and adds cluster operations that change values in the cluster ... does not include
 * the ability to manage security"; index "manage: all monitor privileges plus index and data
 * stream administration"; "write: privilege to perform all write operations on documents").
 */
const CLUSTER_IMPLIED: Record<string, (name: string) => boolean> = {
  manage: (name) =>
    (name.startsWith('manage_') && !SECURITY_CLUSTER.has(name)) ||
    name.startsWith('monitor') ||
    name.startsWith('read_') ||
    name === 'create_snapshot' ||
    name === 'cancel_task',
  monitor: (name) => name.startsWith('monitor_'),
  manage_security: (name) => SECURITY_CLUSTER.has(name) || name === 'read_security',
  manage_api_key: (name) => name === 'manage_own_api_key',
  manage_ilm: (name) => name === 'read_ilm',
  manage_slm: (name) => name === 'read_slm' || name === 'create_snapshot',
  manage_pipeline: (name) => name === 'read_pipeline',
  manage_ingest_pipelines: (name) => name === 'manage_pipeline' || name === 'read_pipeline',
};

/** The cluster privileges that `manage` leaves out: security's. */
const SECURITY_CLUSTER: ReadonlySet<string> = new Set([
  'manage_security',
  'manage_api_key',
  'manage_own_api_key',
  'manage_service_account',
  'manage_token',
  'manage_saml',
  'manage_oidc',
  'manage_user_profile',
]);

const INDEX_IMPLIED: Record<string, readonly string[]> = {
  manage: [
    'monitor',
    'view_index_metadata',
    'create_index',
    'delete_index',
    'manage_ilm',
    'manage_data_stream_lifecycle',
    'maintenance',
    'auto_configure',
    'manage_follow_index',
  ],
  write: ['index', 'create', 'create_doc', 'delete'],
  index: ['create', 'create_doc'],
  create: ['create_doc'],
};

/** Whether one held Elasticsearch privilege name gives `wanted`. */
function impliesCluster(held: string, wanted: string): boolean {
  return held === 'all' || held === wanted || (CLUSTER_IMPLIED[held]?.(wanted) ?? false);
}

function impliesIndex(held: string, wanted: string): boolean {
  return held === 'all' || held === wanted || (INDEX_IMPLIED[held]?.includes(wanted) ?? false);
}

/** An action pattern rather than a privilege name. */
const isAction = (name: string) => name.includes(':') || name.includes('*');

const actionMatcher = memoized(compileNamePattern);

/**
 * Whether `held` gives what is wanted: true, false, or null (not sure). Elasticsearch: an action
 * pattern that does not match the action (or no action named) leaves it unsure, the engines'
 * action names differing where the need names OpenSearch's. OpenSearch: a name that is neither
 * an action pattern nor a group the answer opened leaves it unsure.
 */
function givesIt(
  held: readonly string[],
  wanted: { privilege: string | null; action: string | undefined },
  implies: (held: string, wanted: string) => boolean,
): boolean | null {
  const { privilege, action } = wanted;
  if (privilege !== null && held.some((name) => implies(name, privilege))) return true;
  const patterns = held.filter(isAction);
  if (action !== undefined && patterns.some((pattern) => actionMatcher(pattern)(action)))
    return true;
  const unknown = privilege === null ? held.some((name) => !isAction(name)) : patterns.length > 0;
  return unknown ? null : false;
}

const esIndexMatcher = memoized((pattern: string) => compilePattern(pattern));

/** The index name patterns of one entry that match `index`; null when one cannot be evaluated. */
function entryMatches(
  engine: Privileges['engine'],
  names: string[],
  index: string,
): boolean | null {
  let unsure = false;
  for (const name of names) {
    if (engine === 'opensearch') {
      if (name.includes('${')) unsure = true;
      else if (compileNamePattern(name)(index)) return true;
      continue;
    }
    const regex = esIndexMatcher(name);
    if (regex === null) unsure = true;
    else if (regex.test(index)) return true;
  }
  return unsure ? null : false;
}

/**
 * OpenSearch's security REST API is open to the roles its configuration names
 * (`plugins.security.restapi.roles_enabled`, which no API reads) or by `restapi:admin/*`
 * permissions. A user who read the roles without a `restapi:admin/roles` permission came in by
 * such a role, which opens every endpoint: their security writes are held.
 */
function opensearchRestApiHeld(privileges: Privileges, action: string): boolean {
  if (!action.startsWith('restapi:')) return false;
  return !privileges.cluster.some((pattern) => actionMatcher(pattern)('restapi:admin/roles'));
}

function missingCluster(privileges: Privileges, need: { cluster: string; action?: string }) {
  if (privileges.engine === 'opensearch') {
    if (need.action === undefined || opensearchRestApiHeld(privileges, need.action)) return null;
    const held = givesIt(privileges.cluster, { privilege: null, action: need.action }, () => false);
    return held === false ? need.action : null;
  }
  const wanted = { privilege: need.cluster, action: need.action };
  return givesIt(privileges.cluster, wanted, impliesCluster) === false ? need.cluster : null;
}

function missingIndex(
  privileges: Privileges,
  need: { index: string; privilege: string; action?: string },
) {
  const opensearch = privileges.engine === 'opensearch';
  if (opensearch && need.action === undefined) return null;
  // A wildcard in the index asked about is resolved by the engine; not judged here.
  if (/[*?]/.test(need.index)) return null;
  const wanted = { privilege: opensearch ? null : need.privilege, action: need.action };
  let unsure = false;
  for (const entry of privileges.indices) {
    const matches = entryMatches(privileges.engine, entry.names, need.index);
    if (matches === false) continue;
    const gives = givesIt(entry.privileges, wanted, impliesIndex);
    if (gives === true && matches === true) return null;
    if (gives !== false) unsure = true;
  }
  if (unsure) return null;
  return opensearch ? (need.action ?? null) : need.privilege;
}

/** What the engine calls what a user holds: privileges (Elasticsearch), permissions (OpenSearch). */
export function privilegeTerm(privileges: Privileges): 'Privilege' | 'Permission' {
  return privileges.engine === 'opensearch' ? 'Permission' : 'Privilege';
}

/**
 * The privilege (Elasticsearch) or action (OpenSearch) `need` lacks; null when the user holds it
 * or the answer cannot be sure.
 */
export function missingPrivilege(
  privileges: Privileges | null,
  need: PrivilegeNeed,
): string | null {
  if (privileges === null || privileges.unknownRoles.length > 0) return null;
  return 'cluster' in need ? missingCluster(privileges, need) : missingIndex(privileges, need);
}
