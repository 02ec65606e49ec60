import { describe, expect, it } from 'vitest';
import type { OpensearchRoleMapping } from '../../../engine/opensearchMappings';
import { mappableRoles, mappedRolesOf, mappingPatch } from './userMappings';

const mapping = (role: string, users: string[], more: Partial<OpensearchRoleMapping> = {}) => ({
  role,
  users,
  backendRoles: [],
  andBackendRoles: [],
  hosts: [],
  reserved: false,
  hidden: false,
  description: null,
  ...more,
});

const MAPPINGS: OpensearchRoleMapping[] = [
  mapping('all_access', ['admin'], { reserved: true }),
  mapping('readall', ['jdoe', 'ann']),
  mapping('own_index', ['*']),
  mapping('ops/team', ['bob']),
];

describe("a user's role mappings", () => {
  it('names the roles mapping the user by name, reserved ones apart', () => {
    expect(mappedRolesOf('jdoe', MAPPINGS)).toEqual({ editable: ['readall'], fixed: [] });
    expect(mappedRolesOf('admin', MAPPINGS)).toEqual({ editable: [], fixed: ['all_access'] });
    // A wildcard names every user, but not by name: it is the mapping's, not the user's.
    expect(mappedRolesOf('zed', MAPPINGS)).toEqual({ editable: [], fixed: [] });
  });

  it('offers every role but those with a reserved or hidden mapping', () => {
    expect(mappableRoles(['all_access', 'readall', 'kibana_user'], MAPPINGS)).toEqual([
      'readall',
      'kibana_user',
    ]);
  });

  it('patches the changed mappings whole, creating a missing one, escaping role names', () => {
    expect(mappingPatch('jdoe', ['ops/team', 'kibana_user'], MAPPINGS)).toEqual([
      { op: 'add', path: '/ops~1team/users', value: ['bob', 'jdoe'] },
      { op: 'add', path: '/kibana_user', value: { users: ['jdoe'] } },
      { op: 'add', path: '/readall/users', value: ['ann'] },
    ]);
    expect(mappingPatch('jdoe', ['readall'], MAPPINGS)).toEqual([]);
  });
});
