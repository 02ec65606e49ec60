// Whether an OpenSearch user may perform an action on an index, and which role grants it (or
// which roles come closest). The security plugin has no API that answers this, so it is worked
// out here from the plugin's own answers, the way the plugin decides:
// - GET _plugins/_security/api/rolesmapping, `{role: {users, backend_roles, and_backend_roles,
//   hosts, ...}}`: a role is the user's when a `users` pattern matches the user's name, a
//   `backend_roles` pattern matches one of the user's backend roles, or every `and_backend_roles`
//   pattern matches one of them. Roles given to the user directly count too.
// - GET _plugins/_security/api/roles, `{role: {cluster_permissions, index_permissions:
//   [{index_patterns, allowed_actions, dls, fls, masked_fields}]}}`.
// - GET _plugins/_security/api/actiongroups, `{group: {allowed_actions}}`: an allowed action names
//   a group (whose members may name further groups) or is an action pattern.
// Patterns are securityPatterns.ts's. Cluster-level actions (opensearchAccessClusterActions.ts
// says which) are checked against the roles' cluster_permissions with no index. In index patterns
// `${user.name}` and `${user_name}` stand for the user's name; other `${...}` attributes are not
// evaluated and are reported as not covered. The answers are read by opensearchAccessConfig.ts,
// once for all the questions asked of them; how close a role's allowed actions come to the action
// is opensearchAccessScores.ts's.
import { isOpensearchClusterAction } from './opensearchAccessClusterActions';
import {
  actionGroupsOf,
  candidateMappings,
  mappingsOf,
  rolesOf,
  type IndexPermission,
  type MappingBook,
  type OpensearchNotCovered,
  type OpensearchUser,
  type Role,
  type RoleBook,
} from './opensearchAccessConfig';
import { actionScores, bestScore } from './opensearchAccessScores';
import {
  matchScore,
  namePatterns,
  rankNearMisses,
  type NameMatcher,
  type NearMissCandidate,
} from './securityPatterns';

// The role form sorts actions into cluster and index permissions with it.
export { isOpensearchClusterAction };

export interface OpensearchAccessQuestion {
  user: OpensearchUser;
  /** The rolesmapping answer. */
  mappings: unknown;
  /** The roles answer. */
  roles: unknown;
  /** The actiongroups answer. */
  actionGroups: unknown;
  /** An action name such as `indices:data/read/search` or `cluster:monitor/health`. */
  action: string;
  /** The index; without one the action is checked as a cluster action. */
  index?: string | null;
}

/** A role that allows the action: in which index pattern (index actions) and through which entry. */
export interface OpensearchGrant {
  role: string;
  indexPattern?: string;
  /** The allowed action that covers the action: an action group's name or an action pattern. */
  via: string;
}

/** A role of the user that does not allow the action but comes close. */
export interface OpensearchNearMiss {
  role: string;
  /** 'action': the role reaches the index (or has cluster permissions) but not this action;
   * 'index': the role allows the action, on other index patterns. */
  lacks: 'action' | 'index';
  /** The pattern that matches the index ('action'), or the nearest one allowing it ('index'). */
  indexPattern?: string;
  /** The allowed actions of that pattern's permission (or the role's cluster permissions). */
  actions: string[];
}

export type OpensearchMappedBy = 'user' | 'backend_role' | 'direct';

export interface OpensearchAccess {
  allowed: boolean;
  /** Whether the action was checked against cluster permissions (with no index). */
  clusterAction: boolean;
  grants: OpensearchGrant[];
  /** Best first: roles reaching the index, then roles allowing the action elsewhere. */
  closest: OpensearchNearMiss[];
  userRoles: { role: string; mappedBy: OpensearchMappedBy }[];
  /** The user's roles that the roles answer does not define. */
  undefinedRoles: string[];
  notCovered: OpensearchNotCovered[];
}

/** The user's roles, each with the first way it reaches the user, sorted by name. */
function userRolesOf(
  user: OpensearchUser,
  book: MappingBook,
  match: (pattern: string) => NameMatcher,
): OpensearchAccess['userRoles'] {
  const anyBackendRole = (pattern: string) => user.backendRoles.some(match(pattern));
  const found = new Map<string, OpensearchMappedBy>();
  for (const [role, mapping] of candidateMappings(book, user)) {
    if (mapping.users.some((pattern) => match(pattern)(user.name))) found.set(role, 'user');
    else if (
      mapping.backendRoles.some(anyBackendRole) ||
      (mapping.andBackendRoles.length > 0 && mapping.andBackendRoles.every(anyBackendRole))
    ) {
      found.set(role, 'backend_role');
    }
  }
  for (const role of user.roles ?? []) if (!found.has(role)) found.set(role, 'direct');
  return [...found]
    .map(([role, mappedBy]) => ({ role, mappedBy }))
    .sort((a, b) => a.role.localeCompare(b.role));
}

/** `pattern` with the user's name put in; null when it names attributes not evaluated here. */
function resolveIndexPattern(pattern: string, userName: string): string | null {
  const resolved = pattern
    .replaceAll('${user.name}', userName)
    .replaceAll('${user_name}', userName);
  return resolved.includes('${') ? null : resolved;
}

type Scored = NearMissCandidate<OpensearchNearMiss>;

interface Verdict {
  grants: OpensearchGrant[];
  nearMisses: Scored[];
  notCovered: Set<OpensearchNotCovered>;
}

interface Context {
  userName: string;
  index: string;
  score: (entry: string) => number;
  match: (pattern: string) => NameMatcher;
}

/** A near miss of `role`, roles reaching the index (lacking the action) ranked first. */
function nearMiss(
  role: string,
  lacks: OpensearchNearMiss['lacks'],
  actions: string[],
  score: number,
  indexPattern?: string,
): Scored {
  const shown: OpensearchNearMiss =
    indexPattern === undefined ? { role, lacks, actions } : { role, lacks, indexPattern, actions };
  return { nearMiss: shown, role, kind: lacks === 'action' ? 0 : 1, score };
}

function clusterVerdict(name: string, role: Role, { score }: Context): Verdict {
  const grants = role.cluster
    .filter((entry) => score(entry) === Infinity)
    .map((via) => ({ role: name, via }));
  const nearMisses =
    grants.length === 0 && role.cluster.length > 0
      ? [nearMiss(name, 'action', role.cluster, bestScore(role.cluster, score))]
      : [];
  return { grants, nearMisses, notCovered: new Set() };
}

type Place =
  { pattern: string; matches: true } | { pattern: string; matches: false; score: number };

/** The permission's first pattern matching the index, else its closest pattern. */
function placeIndex(
  permission: IndexPermission,
  context: Context,
  verdict: Verdict,
  covers: boolean,
): Place | null {
  let nearest: { pattern: string; score: number } | null = null;
  for (const pattern of permission.patterns) {
    const resolved = resolveIndexPattern(pattern, context.userName);
    if (resolved === null) {
      if (covers) verdict.notCovered.add('attributes');
    } else {
      const score = matchScore(resolved, context.index, context.match);
      if (score === Infinity) return { pattern, matches: true };
      if (nearest === null || score > nearest.score) nearest = { pattern, score };
    }
  }
  return nearest === null
    ? null
    : { pattern: nearest.pattern, matches: false, score: nearest.score };
}

function indexVerdict(name: string, role: Role, context: Context): Verdict {
  const verdict: Verdict = { grants: [], nearMisses: [], notCovered: new Set() };
  for (const permission of role.index) {
    const via = permission.actions.find((entry) => context.score(entry) === Infinity);
    const place = placeIndex(permission, context, verdict, via !== undefined);
    if (place === null) continue;
    const indexPattern = place.pattern;
    if (place.matches && via !== undefined) {
      verdict.grants.push({ role: name, indexPattern, via });
      permission.limits.forEach((limit) => verdict.notCovered.add(limit));
    } else if (place.matches) {
      const score = bestScore(permission.actions, context.score);
      verdict.nearMisses.push(nearMiss(name, 'action', permission.actions, score, indexPattern));
    } else if (via !== undefined) {
      verdict.nearMisses.push(
        nearMiss(name, 'index', permission.actions, place.score, indexPattern),
      );
    }
  }
  return verdict;
}

/** Whether `user` may perform `action` on `index`, which roles grant it and which come closest. */
export function evaluateOpensearchAccess(question: OpensearchAccessQuestion): OpensearchAccess {
  const { user, action } = question;
  const index = question.index ?? '';
  const clusterAction = index === '' || isOpensearchClusterAction(action);
  const match = namePatterns();
  const roles = rolesOf(question.roles);
  const mappings = mappingsOf(question.mappings);
  const groups = actionGroupsOf(question.actionGroups);
  const context: Context = {
    userName: user.name,
    index,
    match,
    score: actionScores(groups, action, match),
  };
  const judge = (name: string, role: Role) =>
    clusterAction ? clusterVerdict(name, role, context) : indexVerdict(name, role, context);

  const userRoles = userRolesOf(user, mappings, match);
  const grants: OpensearchGrant[] = [];
  const nearMisses: Scored[] = [];
  const notCovered = new Set<OpensearchNotCovered>();
  for (const { role: name } of userRoles) {
    const role = roles(name);
    if (role === undefined) continue;
    const verdict = judge(name, role);
    grants.push(...verdict.grants);
    if (verdict.grants.length === 0) nearMisses.push(...verdict.nearMisses);
    verdict.notCovered.forEach((code) => notCovered.add(code));
  }
  if (hostMappedRoleGrants(userRoles, mappings, roles, judge)) notCovered.add('hosts');
  return {
    allowed: grants.length > 0,
    clusterAction,
    grants,
    closest: rankNearMisses(nearMisses),
    userRoles,
    undefinedRoles: userRoles.map(({ role }) => role).filter((role) => roles(role) === undefined),
    notCovered: [...notCovered].sort(),
  };
}

/** Whether a role the user does not have, mapped by hosts, would grant the action: the caller's
 * address (unknown here) may give it to the user. */
function hostMappedRoleGrants(
  userRoles: OpensearchAccess['userRoles'],
  book: MappingBook,
  roles: RoleBook,
  judge: (name: string, role: Role) => Verdict,
): boolean {
  const held = new Set(userRoles.map(({ role }) => role));
  for (const at of book.hosted) {
    const [name] = book.mappings[at];
    const role = held.has(name) ? undefined : roles(name);
    if (role !== undefined && judge(name, role).grants.length > 0) return true;
  }
  return false;
}
