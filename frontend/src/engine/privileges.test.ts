import { describe, expect, it } from 'vitest';
import {
  missingPrivilege,
  privilegeTerm,
  readElasticsearchPrivileges,
  readOpensearchPrivileges,
  type Privileges,
} from './privileges';

// The documented answer of GET _security/user/_privileges
// (security/get_user_privileges/examples/response/SecurityGetUserPrivilegesResponseExample1.yaml).
const DOCUMENTED = {
  cluster: ['all'],
  global: [],
  indices: [{ names: ['*'], privileges: ['all'], allow_restricted_indices: true }],
  applications: [{ application: '*', privileges: ['*'], resources: ['*'] }],
  run_as: ['*'],
};

function es(cluster: string[], indices: { names: string[]; privileges: string[] }[] = []) {
  return readElasticsearchPrivileges({ cluster, indices, run_as: [] });
}

describe('readElasticsearchPrivileges', () => {
  it('reads the documented answer', () => {
    expect(readElasticsearchPrivileges(DOCUMENTED)).toEqual({
      engine: 'elasticsearch',
      cluster: ['all'],
      indices: [{ names: ['*'], privileges: ['all'] }],
      runAs: ['*'],
      roles: [],
      unknownRoles: [],
    });
  });

  it('gives null for an answer of another shape', () => {
    expect(readElasticsearchPrivileges({ cluster: 'all' })).toBeNull();
    expect(readElasticsearchPrivileges('nope')).toBeNull();
  });
});

describe('missingPrivilege on Elasticsearch', () => {
  it('holds everything for the documented superuser', () => {
    const privileges = readElasticsearchPrivileges(DOCUMENTED);
    expect(missingPrivilege(privileges, { cluster: 'manage_security' })).toBeNull();
    expect(missingPrivilege(privileges, { index: 'logs-1', privilege: 'delete_index' })).toBeNull();
  });

  it('follows the cluster hierarchy: manage gives manage_* and monitor, not security', () => {
    const manage = es(['manage']);
    expect(missingPrivilege(manage, { cluster: 'manage_ilm' })).toBeNull();
    expect(missingPrivilege(manage, { cluster: 'manage_index_templates' })).toBeNull();
    expect(missingPrivilege(manage, { cluster: 'monitor_ml' })).toBeNull();
    expect(missingPrivilege(manage, { cluster: 'create_snapshot' })).toBeNull();
    expect(missingPrivilege(manage, { cluster: 'manage_security' })).toBe('manage_security');
    expect(missingPrivilege(manage, { cluster: 'manage_api_key' })).toBe('manage_api_key');
    const security = es(['manage_security']);
    expect(missingPrivilege(security, { cluster: 'manage_own_api_key' })).toBeNull();
    expect(missingPrivilege(security, { cluster: 'manage' })).toBe('manage');
    expect(missingPrivilege(es(['monitor']), { cluster: 'manage' })).toBe('manage');
  });

  it('follows the index hierarchy and the names an entry covers', () => {
    const privileges = es(
      [],
      [
        { names: ['logs-*'], privileges: ['manage'] },
        { names: ['/metrics-[0-9]+/'], privileges: ['write'] },
        { names: ['books'], privileges: ['all'] },
      ],
    );
    const need = (index: string, privilege: string) =>
      missingPrivilege(privileges, { index, privilege });
    expect(need('logs-1', 'delete_index')).toBeNull();
    expect(need('logs-1', 'write')).toBe('write');
    expect(need('metrics-12', 'delete')).toBeNull();
    expect(need('metrics-12', 'delete_index')).toBe('delete_index');
    expect(need('metrics-x', 'delete')).toBe('delete');
    expect(need('books', 'manage')).toBeNull();
    expect(need('other', 'delete_index')).toBe('delete_index');
  });

  it('matches action patterns against the action of the write', () => {
    const privileges = es(
      ['cluster:admin/settings/*'],
      [{ names: ['*'], privileges: ['indices:admin/delete'] }],
    );
    expect(
      missingPrivilege(privileges, { cluster: 'manage', action: 'cluster:admin/settings/update' }),
    ).toBeNull();
    expect(
      missingPrivilege(privileges, {
        index: 'a',
        privilege: 'delete_index',
        action: 'indices:admin/delete',
      }),
    ).toBeNull();
    expect(
      missingPrivilege(privileges, {
        index: 'a',
        privilege: 'manage',
        action: 'indices:admin/close',
      }),
    ).toBeNull();
  });

  it('holds what it cannot judge: no answer, an action pattern without an action, a wildcard index', () => {
    expect(missingPrivilege(null, { cluster: 'manage' })).toBeNull();
    expect(missingPrivilege(es(['cluster:admin/*']), { cluster: 'manage' })).toBeNull();
    const readOnly = es([], [{ names: ['*'], privileges: ['read'] }]);
    expect(missingPrivilege(readOnly, { index: 'logs-*', privilege: 'delete_index' })).toBeNull();
    const lucene = es([], [{ names: ['/logs-<1-9>/'], privileges: ['all'] }]);
    expect(missingPrivilege(lucene, { index: 'logs-1', privilege: 'delete_index' })).toBeNull();
  });
});

// The demo configuration's shapes: authinfo, GET api/roles and GET api/actiongroups.
const ACTION_GROUPS = {
  indices_all: { reserved: true, allowed_actions: ['indices:*'], type: 'index' },
  crud: { reserved: true, allowed_actions: ['indices:data/read*', 'indices:data/write*'] },
  cluster_monitor: { reserved: true, allowed_actions: ['cluster:monitor/*'] },
};

function os(roles: Record<string, unknown>, userRoles = Object.keys(roles)): Privileges | null {
  return readOpensearchPrivileges({
    authinfo: { user_name: 'kirk', roles: userRoles, backend_roles: [] },
    roles,
    actionGroups: ACTION_GROUPS,
  });
}

describe('OpenSearch privileges', () => {
  const reader = os({
    readall: {
      cluster_permissions: ['cluster_monitor'],
      index_permissions: [
        { index_patterns: ['*'], allowed_actions: ['crud'] },
        { index_patterns: ['own-*'], allowed_actions: ['indices_all'] },
        { index_patterns: ['${user.name}'], allowed_actions: ['indices_all'] },
      ],
    },
  });

  it('reads the roles with their action groups opened', () => {
    expect(reader).toMatchObject({
      engine: 'opensearch',
      cluster: ['cluster:monitor/*'],
      roles: ['readall'],
      indices: [
        { names: ['*'], privileges: ['indices:data/read*', 'indices:data/write*'] },
        { names: ['own-*'], privileges: ['indices:*'] },
        { names: ['kirk'], privileges: ['indices:*'] },
      ],
    });
  });

  it('names the missing action', () => {
    const deleteIndex = (index: string) =>
      missingPrivilege(reader, {
        index,
        privilege: 'delete_index',
        action: 'indices:admin/delete',
      });
    expect(deleteIndex('logs-1')).toBe('indices:admin/delete');
    expect(deleteIndex('own-1')).toBeNull();
    expect(deleteIndex('kirk')).toBeNull();
    expect(
      missingPrivilege(reader, { cluster: 'manage', action: 'cluster:admin/settings/update' }),
    ).toBe('cluster:admin/settings/update');
  });

  it('holds security writes for a user who reached the REST API by a configured role', () => {
    expect(
      missingPrivilege(reader, {
        cluster: 'manage_security',
        action: 'restapi:admin/internalusers',
      }),
    ).toBeNull();
    const byPermission = os({ rolesonly: { cluster_permissions: ['restapi:admin/roles'] } });
    expect(
      missingPrivilege(byPermission, {
        cluster: 'manage_security',
        action: 'restapi:admin/internalusers',
      }),
    ).toBe('restapi:admin/internalusers');
  });

  it('holds what it cannot judge: hidden roles, unknown groups, attributes, no action', () => {
    const hidden = os({ readall: { cluster_permissions: [] } }, ['readall', 'hidden_role']);
    expect(hidden?.unknownRoles).toEqual(['hidden_role']);
    expect(missingPrivilege(hidden, { cluster: 'manage', action: 'cluster:admin/x' })).toBeNull();
    const unknownGroup = os({ r: { cluster_permissions: ['some_group'] } });
    expect(
      missingPrivilege(unknownGroup, { cluster: 'manage', action: 'cluster:admin/x' }),
    ).toBeNull();
    const attributes = os({
      r: {
        index_permissions: [
          { index_patterns: ['${attr.internal.team}-*'], allowed_actions: ['indices_all'] },
        ],
      },
    });
    expect(
      missingPrivilege(attributes, {
        index: 'a-1',
        privilege: 'delete_index',
        action: 'indices:admin/delete',
      }),
    ).toBeNull();
    expect(missingPrivilege(reader, { cluster: 'manage' })).toBeNull();
    expect(readOpensearchPrivileges({ authinfo: {}, roles: {}, actionGroups: {} })).toBeNull();
  });
});

describe('privilegeTerm', () => {
  it("names what a user holds in each engine's own word", () => {
    const held = { cluster: [], indices: [], runAs: [], roles: [], unknownRoles: [] };
    expect(privilegeTerm({ engine: 'elasticsearch', ...held })).toBe('Privilege');
    expect(privilegeTerm({ engine: 'opensearch', ...held })).toBe('Permission');
  });
});
