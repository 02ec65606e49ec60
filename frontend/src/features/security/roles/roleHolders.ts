// Who holds a role, for the change preview: Elasticsearch's users that list it among their
// roles; OpenSearch's users that have it directly or through its mapping (by name or backend
// roles), and the user names its mapping lists that are not among the known users.
import { usersOfRole, type OpensearchRoleMapping } from '../../../engine/opensearchMappings';
import type { SecurityUser } from '../../../engine/securityUsers';

export interface RoleHolders {
  users: string[];
  /** OpenSearch: names the mapping lists that match no known user (external users, patterns). */
  listed: string[];
}

export function esRoleHolders(role: string, users: readonly SecurityUser[]): RoleHolders {
  return {
    users: users.filter((user) => user.roles.includes(role)).map((user) => user.name),
    listed: [],
  };
}

export function osRoleHolders(
  role: string,
  mappings: readonly OpensearchRoleMapping[],
  users: readonly SecurityUser[],
): RoleHolders {
  const known = users.map((user) => ({
    name: user.name,
    backendRoles: user.backendRoles,
    roles: user.roles,
  }));
  const mapped = usersOfRole(role, mappings, known);
  const names = mapped.users.map((user) => user.name);
  return { users: names, listed: mapped.listed.filter((name) => !names.includes(name)) };
}
