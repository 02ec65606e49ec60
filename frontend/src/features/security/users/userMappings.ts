// The roles an OpenSearch role mapping gives a user by name, edited from the user: which roles
// name the user in their mapping's `users`, and the JSON Patch of _plugins/_security/api/rolesmapping
// that makes a new list of them true. Each changed mapping's `users` is written whole (no
// index-based removal, which another edit could shift); a role without a mapping gets one.
// Reserved and hidden mappings cannot be changed through the API, so they are left out of the
// editable list and named apart.
import type { OpensearchRoleMapping } from '../../../engine/opensearchMappings';

export interface UserMappedRoles {
  /** The roles whose changeable mapping names the user, sorted. */
  editable: string[];
  /** The roles a reserved or hidden mapping gives the user by name (not changeable here). */
  fixed: string[];
}

const isFixed = (mapping: OpensearchRoleMapping) => mapping.reserved || mapping.hidden;

export function mappedRolesOf(
  user: string,
  mappings: readonly OpensearchRoleMapping[],
): UserMappedRoles {
  const naming = mappings.filter((mapping) => mapping.users.includes(user));
  return {
    editable: naming.filter((mapping) => !isFixed(mapping)).map((mapping) => mapping.role),
    fixed: naming.filter(isFixed).map((mapping) => mapping.role),
  };
}

/** The roles a user may be mapped to from here: every role but those with a fixed mapping. */
export function mappableRoles(
  roles: readonly string[],
  mappings: readonly OpensearchRoleMapping[],
): string[] {
  const fixed = new Set(mappings.filter(isFixed).map((mapping) => mapping.role));
  return roles.filter((role) => !fixed.has(role));
}

/** A JSON Pointer segment (RFC 6901): `~` as `~0`, `/` as `~1`. */
const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export interface PatchOperation {
  op: 'add';
  path: string;
  value: unknown;
}

/** The patch that maps `user` to exactly `after` among the changeable mappings; [] when none change. */
export function mappingPatch(
  user: string,
  after: readonly string[],
  mappings: readonly OpensearchRoleMapping[],
): PatchOperation[] {
  const before = new Set(mappedRolesOf(user, mappings).editable);
  const wanted = new Set(after);
  const byRole = new Map(mappings.map((mapping) => [mapping.role, mapping]));
  const operations: PatchOperation[] = [];
  for (const role of wanted) {
    if (before.has(role)) continue;
    const mapping = byRole.get(role);
    operations.push(
      mapping
        ? { op: 'add', path: `/${pointer(role)}/users`, value: [...mapping.users, user] }
        : { op: 'add', path: `/${pointer(role)}`, value: { users: [user] } },
    );
  }
  for (const role of before) {
    if (wanted.has(role)) continue;
    const users = byRole.get(role)?.users ?? [];
    operations.push({
      op: 'add',
      path: `/${pointer(role)}/users`,
      value: users.filter((name) => name !== user),
    });
  }
  return operations;
}
