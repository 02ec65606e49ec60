import { describe, expect, it } from 'vitest';
import {
  readOpensearchRoleMappings,
  rolesOfUser,
  usersOfRole,
  type OpensearchRoleMapping,
} from './opensearchMappings';

// The example answer of GET _plugins/_security/api/rolesmapping in OpenSearch's documentation
// (security/api/role-mappings/get-role-mappings), shaped as the RoleMapping schema of
// spec/schemas/security._common.yaml.
const DOCUMENTED = {
  manage_snapshots: {
    and_backend_roles: [],
    backend_roles: ['snapshotrestore'],
    hidden: false,
    hosts: [],
    reserved: false,
    users: [],
  },
  logstash: {
    and_backend_roles: [],
    backend_roles: ['logstash'],
    hidden: false,
    hosts: [],
    reserved: false,
    users: [],
  },
  kibana_user: {
    and_backend_roles: [],
    backend_roles: ['kibanauser'],
    description: 'Maps kibanauser to kibana_user',
    hidden: false,
    hosts: [],
    reserved: false,
    users: [],
  },
};

const mapping = (role: string, fields: Partial<OpensearchRoleMapping>): OpensearchRoleMapping => ({
  role,
  users: [],
  backendRoles: [],
  andBackendRoles: [],
  hosts: [],
  reserved: false,
  hidden: false,
  description: null,
  ...fields,
});

const MAPPINGS = [
  mapping('all_access', { users: ['admin'], backendRoles: ['admin'], reserved: true }),
  mapping('analysts', { users: ['ann*', '/bob[0-9]+/'], backendRoles: ['team-?'] }),
  mapping('auditors', { andBackendRoles: ['audit', 'eu-*'] }),
  mapping('from_office', { hosts: ['*.office.example.com'] }),
  mapping('ops', { users: ['carol'], hosts: ['10.0.*'] }),
];

describe('readOpensearchRoleMappings', () => {
  it('reads the documented answer by role, with the description where there is one', () => {
    expect(readOpensearchRoleMappings(DOCUMENTED)).toEqual([
      mapping('kibana_user', {
        backendRoles: ['kibanauser'],
        description: 'Maps kibanauser to kibana_user',
      }),
      mapping('logstash', { backendRoles: ['logstash'] }),
      mapping('manage_snapshots', { backendRoles: ['snapshotrestore'] }),
    ]);
  });

  it('skips entries not objects and leaves fields of the wrong type empty', () => {
    expect(readOpensearchRoleMappings('x')).toEqual([]);
    expect(
      readOpensearchRoleMappings({
        a: 'x',
        b: { users: 'admin', backend_roles: [1, 'r'], reserved: 'true', description: 3 },
      }),
    ).toEqual([mapping('b', { backendRoles: ['r'] })]);
  });
});

describe('rolesOfUser', () => {
  it('gives the documented mappings through backend roles', () => {
    const mappings = readOpensearchRoleMappings(DOCUMENTED);
    expect(rolesOfUser({ name: 'kibanaro', backendRoles: ['kibanauser'] }, mappings)).toEqual([
      {
        role: 'kibana_user',
        ways: [{ by: 'backend_role', pattern: 'kibanauser', backendRoles: ['kibanauser'] }],
        certain: true,
      },
    ]);
  });

  it('says each way a role is mapped: name, backend role, all backend roles, hosts', () => {
    expect(
      rolesOfUser({ name: 'admin', backendRoles: ['admin', 'audit', 'eu-west'] }, MAPPINGS),
    ).toEqual([
      {
        role: 'all_access',
        ways: [
          { by: 'user', pattern: 'admin' },
          { by: 'backend_role', pattern: 'admin', backendRoles: ['admin'] },
        ],
        certain: true,
      },
      {
        role: 'auditors',
        ways: [{ by: 'and_backend_roles', patterns: ['audit', 'eu-*'] }],
        certain: true,
      },
      {
        role: 'from_office',
        ways: [{ by: 'hosts', patterns: ['*.office.example.com'] }],
        certain: false,
      },
      { role: 'ops', ways: [{ by: 'hosts', patterns: ['10.0.*'] }], certain: false },
    ]);
  });

  it('matches wildcards and /regular expressions/ over the whole name, case-sensitively', () => {
    const roles = (name: string, backendRoles: string[] = []) =>
      rolesOfUser({ name, backendRoles }, MAPPINGS)
        .filter((mapped) => mapped.certain)
        .map((mapped) => mapped.role);
    expect(roles('anna')).toEqual(['analysts']);
    expect(roles('Anna')).toEqual([]);
    expect(roles('bob12')).toEqual(['analysts']);
    expect(roles('bob')).toEqual([]);
    expect(roles('xbob1')).toEqual([]);
    expect(roles('zed', ['team-a'])).toEqual(['analysts']);
    expect(roles('zed', ['team-ab'])).toEqual([]);
  });

  it('needs every and_backend_roles pattern matched', () => {
    const certain = (backendRoles: string[]) =>
      rolesOfUser({ name: 'x', backendRoles }, MAPPINGS).some(
        (mapped) => mapped.role === 'auditors' && mapped.certain,
      );
    expect(certain(['audit', 'eu-west'])).toBe(true);
    expect(certain(['audit'])).toBe(false);
    expect(certain(['eu-west', 'eu-north'])).toBe(false);
    expect(certain([])).toBe(false);
  });

  it('counts roles given directly, with or without a mapping, before mapped ways', () => {
    const user = { name: 'carol', backendRoles: [], roles: ['ops', 'readall'] };
    expect(rolesOfUser(user, MAPPINGS)).toEqual([
      {
        role: 'from_office',
        ways: [{ by: 'hosts', patterns: ['*.office.example.com'] }],
        certain: false,
      },
      {
        role: 'ops',
        ways: [
          { by: 'direct' },
          { by: 'user', pattern: 'carol' },
          { by: 'hosts', patterns: ['10.0.*'] },
        ],
        certain: true,
      },
      { role: 'readall', ways: [{ by: 'direct' }], certain: true },
    ]);
  });

  it('gives nothing for no mappings or an empty mapping', () => {
    expect(rolesOfUser({ name: 'x', backendRoles: ['a'] }, [])).toEqual([]);
    expect(rolesOfUser({ name: 'x', backendRoles: ['a'] }, [mapping('empty', {})])).toEqual([]);
  });
});

describe('usersOfRole', () => {
  const USERS = [
    { name: 'admin', backendRoles: ['admin'] },
    { name: 'anna', backendRoles: [] },
    { name: 'dave', backendRoles: ['team-b'] },
    { name: 'erin', backendRoles: ['admin'] },
    { name: 'frank', backendRoles: ['sales'] },
  ];

  it('lists the named users and also those the backend roles map', () => {
    expect(usersOfRole('analysts', MAPPINGS, USERS)).toEqual({
      listed: ['ann*', '/bob[0-9]+/'],
      hosts: [],
      users: [
        { name: 'anna', ways: [{ by: 'user', pattern: 'ann*' }] },
        {
          name: 'dave',
          ways: [{ by: 'backend_role', pattern: 'team-?', backendRoles: ['team-b'] }],
        },
      ],
    });
    expect(usersOfRole('all_access', MAPPINGS, USERS).users.map((user) => user.name)).toEqual([
      'admin',
      'erin',
    ]);
  });

  it('keeps hosts apart: they may map further users but are not evaluated', () => {
    expect(usersOfRole('ops', MAPPINGS, USERS)).toEqual({
      listed: ['carol'],
      hosts: ['10.0.*'],
      users: [],
    });
    expect(usersOfRole('from_office', MAPPINGS, USERS).users).toEqual([]);
  });

  it('counts users given the role directly, even a role without a mapping', () => {
    const users = [...USERS, { name: 'gina', backendRoles: [], roles: ['readall', 'analysts'] }];
    expect(usersOfRole('readall', MAPPINGS, users)).toEqual({
      listed: [],
      hosts: [],
      users: [{ name: 'gina', ways: [{ by: 'direct' }] }],
    });
    expect(usersOfRole('analysts', MAPPINGS, users).users.map((user) => user.name)).toEqual([
      'anna',
      'dave',
      'gina',
    ]);
  });

  it('gives nothing for a role without a mapping or no users', () => {
    expect(usersOfRole('nobody', MAPPINGS, USERS)).toEqual({ listed: [], hosts: [], users: [] });
    expect(usersOfRole('analysts', MAPPINGS, []).users).toEqual([]);
  });
});
