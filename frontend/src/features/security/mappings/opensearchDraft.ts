// The OpenSearch mapping editor's body (PUT _plugins/_security/api/rolesmapping/{role}): the
// users, backend roles and hosts typed, beside what the editor does not show (and_backend_roles,
// description) as listed; and who, among the internal users, would gain or lose the role.
import type { OpensearchMappingRow } from '../../../api/operations/securityMappings';
import { usersOfRole, type OpensearchRoleMapping } from '../../../engine/opensearchMappings';
import type { OpensearchUser } from '../../../engine/opensearchAccessConfig';

export interface OpensearchMappingForm {
  role: string;
  users: string[];
  backendRoles: string[];
  hosts: string[];
}

/** What the plugin lists but refuses in a PUT body. */
const READ_ONLY = ['reserved', 'hidden', 'static'];

/** The listed entry as a PUT body: without the marks the plugin sets itself. */
export function writableSource(source: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).filter(([key]) => !READ_ONLY.includes(key)));
}

export function opensearchForm(row: OpensearchMappingRow | null): OpensearchMappingForm {
  return {
    role: row?.role ?? '',
    users: row?.users ?? [],
    backendRoles: row?.backendRoles ?? [],
    hosts: row?.hosts ?? [],
  };
}

/** The body to PUT: the listed entry's other fields kept, the three lists replaced. */
export function opensearchBody(
  row: OpensearchMappingRow | null,
  form: OpensearchMappingForm,
): Record<string, unknown> {
  return {
    ...(row ? writableSource(row.source) : {}),
    users: form.users,
    backend_roles: form.backendRoles,
    hosts: form.hosts,
  };
}

export interface RoleHolders {
  gained: string[];
  lost: string[];
}

/** The internal users who gain or lose `form.role` when its mapping becomes `form`. */
export function roleHolders(
  mappings: readonly OpensearchRoleMapping[],
  form: OpensearchMappingForm,
  users: readonly OpensearchUser[],
): RoleHolders {
  const current = mappings.find((mapping) => mapping.role === form.role);
  const next: OpensearchRoleMapping = {
    role: form.role,
    users: form.users,
    backendRoles: form.backendRoles,
    andBackendRoles: current?.andBackendRoles ?? [],
    hosts: form.hosts,
    reserved: false,
    hidden: false,
    description: current?.description ?? null,
  };
  const holders = (list: readonly OpensearchRoleMapping[]) =>
    new Set(usersOfRole(form.role, list, users).users.map((user) => user.name));
  const before = holders(mappings);
  const after = holders([...mappings.filter((mapping) => mapping.role !== form.role), next]);
  return {
    gained: [...after].filter((name) => !before.has(name)).sort(),
    lost: [...before].filter((name) => !after.has(name)).sort(),
  };
}
