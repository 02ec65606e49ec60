// OpenSearch's role mappings (GET _plugins/_security/api/rolesmapping): `{role: {users,
// backend_roles, and_backend_roles, hosts, reserved, hidden, description}}`. The security plugin
// gives a user a role when the user's name matches one of `users`, when one of the user's backend
// roles matches one of `backend_roles`, or when every pattern of `and_backend_roles` is matched by
// some backend role of the user. `hosts` depend on where each request comes from and are not
// evaluated here: a role mapped only through hosts is reported as possible, not certain. Roles
// given to a user directly (an internal user's `opendistro_security_roles`) count too. Patterns
// are securityPatterns.ts's, read as the plugin reads them (case-sensitive). Answers are read
// with care: an entry of the wrong shape is skipped, a field of the wrong type is left empty, and
// nothing throws.
import { isRecord } from '../lib/storage';
import type { OpensearchUser } from './opensearchAccessConfig';
import { namePatterns, stringsOf, type NameMatcher } from './securityPatterns';

export interface OpensearchRoleMapping {
  role: string;
  users: string[];
  backendRoles: string[];
  andBackendRoles: string[];
  hosts: string[];
  /** Read-only through the API. */
  reserved: boolean;
  /** Hidden from the API's lists and the dashboards. */
  hidden: boolean;
  description: string | null;
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The mappings of a GET _plugins/_security/api/rolesmapping answer, by role. */
export function readOpensearchRoleMappings(answer: unknown): OpensearchRoleMapping[] {
  if (!isRecord(answer)) return [];
  return Object.entries(answer)
    .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
    .sort(([a], [b]) => byName(a, b))
    .map(([role, mapping]) => ({
      role,
      users: stringsOf(mapping.users),
      backendRoles: stringsOf(mapping.backend_roles),
      andBackendRoles: stringsOf(mapping.and_backend_roles),
      hosts: stringsOf(mapping.hosts),
      reserved: mapping.reserved === true,
      hidden: mapping.hidden === true,
      description: typeof mapping.description === 'string' ? mapping.description : null,
    }));
}

/** How a user comes to have a role. */
export type MappingWay =
  /** Given to the user directly, not by a mapping. */
  | { by: 'direct' }
  /** The user's name matches `pattern` of the mapping's `users`. */
  | { by: 'user'; pattern: string }
  /** `backendRoles` of the user match `pattern` of `backend_roles`. */
  | { by: 'backend_role'; pattern: string; backendRoles: string[] }
  /** Every pattern of `and_backend_roles` is matched by a backend role of the user. */
  | { by: 'and_backend_roles'; patterns: string[] }
  /** The mapping also names hosts, which depend on the request and are not evaluated. */
  | { by: 'hosts'; patterns: string[] };

type Matcher = (pattern: string) => NameMatcher;

/** The ways `mapping` gives its role to `user`; hosts, when named, come last. */
function mappingWays(
  mapping: OpensearchRoleMapping,
  user: OpensearchUser,
  matcher: Matcher,
): MappingWay[] {
  const ways: MappingWay[] = [];
  for (const pattern of mapping.users)
    if (matcher(pattern)(user.name)) ways.push({ by: 'user', pattern });
  for (const pattern of mapping.backendRoles) {
    const backendRoles = user.backendRoles.filter(matcher(pattern));
    if (backendRoles.length > 0) ways.push({ by: 'backend_role', pattern, backendRoles });
  }
  const patterns = mapping.andBackendRoles;
  if (patterns.length > 0 && patterns.every((pattern) => user.backendRoles.some(matcher(pattern))))
    ways.push({ by: 'and_backend_roles', patterns });
  if (mapping.hosts.length > 0) ways.push({ by: 'hosts', patterns: mapping.hosts });
  return ways;
}

/** The ways `user` has `role`: directly, then through the role's mapping (if it has one). */
function waysOf(
  role: string,
  mapping: OpensearchRoleMapping | undefined,
  user: OpensearchUser,
  matcher: Matcher,
): MappingWay[] {
  const direct: MappingWay[] = user.roles?.includes(role) ? [{ by: 'direct' }] : [];
  return mapping === undefined ? direct : [...direct, ...mappingWays(mapping, user, matcher)];
}

export interface MappedRole {
  role: string;
  ways: MappingWay[];
  /** Given directly or mapped by name or backend roles, not only possibly through hosts. */
  certain: boolean;
}

const isCertain = (ways: readonly MappingWay[]): boolean => ways.some((way) => way.by !== 'hosts');

/** The roles `user` has, by role, with how; roles only hosts may give are marked uncertain. */
export function rolesOfUser(
  user: OpensearchUser,
  mappings: readonly OpensearchRoleMapping[],
): MappedRole[] {
  const matcher = namePatterns();
  const byRole = new Map(mappings.map((mapping) => [mapping.role, mapping]));
  const roles = new Set([...byRole.keys(), ...(user.roles ?? [])]);
  return [...roles]
    .sort(byName)
    .map((role) => {
      const ways = waysOf(role, byRole.get(role), user, matcher);
      return { role, ways, certain: isCertain(ways) };
    })
    .filter((mapped) => mapped.ways.length > 0);
}

export interface MappedUsers {
  /** The `users` patterns of the role's mapping, as written (they may name users not listed). */
  listed: string[];
  /** The role's hosts, which may map further users (not evaluated). */
  hosts: string[];
  /** The known users who have the role, with how (hosts left out). */
  users: { name: string; ways: MappingWay[] }[];
}

/**
 * Who has `role`: the names its mapping lists and, among `users`, everyone who has it directly,
 * by name or by backend roles (the dashboards' "mapped users" view leaves the last out).
 */
export function usersOfRole(
  role: string,
  mappings: readonly OpensearchRoleMapping[],
  users: readonly OpensearchUser[],
): MappedUsers {
  const mapping = mappings.find((candidate) => candidate.role === role);
  const matcher = namePatterns();
  const mapped = users
    .map((user) => ({
      name: user.name,
      ways: waysOf(role, mapping, user, matcher).filter((way) => way.by !== 'hosts'),
    }))
    .filter((user) => user.ways.length > 0);
  return { listed: mapping?.users ?? [], hosts: mapping?.hosts ?? [], users: mapped };
}
