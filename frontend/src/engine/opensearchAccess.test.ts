import { describe, expect, it } from 'vitest';
import {
  evaluateOpensearchAccess,
  isOpensearchClusterAction,
  type OpensearchAccessQuestion,
} from './opensearchAccess';

// Action groups as the security plugin ships them (static_action_groups.yml), as GET
// _plugins/_security/api/actiongroups lists them.
const ACTION_GROUPS = {
  read: {
    reserved: true,
    static: true,
    type: 'index',
    allowed_actions: [
      'indices:data/read*',
      'indices:admin/mappings/fields/get*',
      'indices:admin/resolve/index',
    ],
  },
  write: {
    reserved: true,
    static: true,
    type: 'index',
    allowed_actions: ['indices:data/write*', 'indices:admin/mapping/put'],
  },
  crud: { reserved: true, static: true, type: 'index', allowed_actions: ['read', 'write'] },
  get: {
    reserved: true,
    static: true,
    type: 'index',
    allowed_actions: ['indices:data/read/get*', 'indices:data/read/mget*'],
  },
  indices_all: { reserved: true, static: true, type: 'index', allowed_actions: ['indices:*'] },
  indices_monitor: {
    reserved: true,
    static: true,
    type: 'index',
    allowed_actions: ['indices:monitor/*'],
  },
  cluster_monitor: {
    reserved: true,
    static: true,
    type: 'cluster',
    allowed_actions: ['cluster:monitor/*'],
  },
  cluster_composite_ops_ro: {
    reserved: true,
    static: true,
    type: 'cluster',
    allowed_actions: [
      'indices:data/read/mget',
      'indices:data/read/msearch',
      'indices:data/read/mtv',
      'indices:admin/aliases/exists*',
      'indices:admin/aliases/get*',
      'indices:data/read/scroll',
      'indices:admin/resolve/index',
    ],
  },
  cluster_composite_ops: {
    reserved: true,
    static: true,
    type: 'cluster',
    allowed_actions: [
      'indices:data/write/bulk',
      'indices:admin/aliases*',
      'indices:data/write/reindex',
      'cluster_composite_ops_ro',
    ],
  },
  manage_snapshots: {
    reserved: true,
    static: true,
    type: 'cluster',
    allowed_actions: ['cluster:admin/snapshot/*', 'cluster:admin/repository/*'],
  },
};

// The plugin's demo roles mapping (config/roles_mapping.yml) as the rolesmapping API answers it,
// with mappings by user pattern, by all of several backend roles and by host added.
const MAPPINGS = {
  all_access: {
    reserved: false,
    hidden: false,
    backend_roles: ['admin'],
    hosts: [],
    users: [],
    and_backend_roles: [],
  },
  own_index: {
    reserved: false,
    hidden: false,
    backend_roles: [],
    hosts: [],
    users: ['*'],
    and_backend_roles: [],
  },
  readall: {
    reserved: false,
    hidden: false,
    backend_roles: ['readall'],
    hosts: [],
    users: [],
    and_backend_roles: [],
  },
  manage_snapshots: {
    reserved: false,
    hidden: false,
    backend_roles: ['snapshotrestore'],
    hosts: [],
    users: [],
    and_backend_roles: [],
  },
  logs_writer: {
    backend_roles: ['ldap-*'],
    users: ['/analyst-\\d+/', 'aud?tor'],
    hosts: [],
    and_backend_roles: [],
  },
  oncall_ops: { backend_roles: [], users: [], hosts: [], and_backend_roles: ['ops', 'on*call'] },
  office_reader: { backend_roles: [], users: [], hosts: ['10.0.*'], and_backend_roles: [] },
  ghost: { users: ['jdoe'] },
};

// The demo roles (all_access, own_index, readall, manage_snapshots) as the roles API answers
// them, and roles of a logging team added.
const ROLES = {
  all_access: {
    reserved: true,
    hidden: false,
    static: true,
    cluster_permissions: ['*'],
    index_permissions: [
      { index_patterns: ['*'], fls: [], masked_fields: [], allowed_actions: ['*'] },
    ],
    tenant_permissions: [{ tenant_patterns: ['*'], allowed_actions: ['kibana_all_write'] }],
  },
  own_index: {
    reserved: true,
    hidden: false,
    static: false,
    cluster_permissions: ['*'],
    index_permissions: [
      {
        index_patterns: ['${user_name}'],
        fls: [],
        masked_fields: [],
        allowed_actions: ['indices_all'],
      },
    ],
    tenant_permissions: [],
  },
  readall: {
    reserved: true,
    hidden: false,
    static: false,
    cluster_permissions: ['cluster_composite_ops_ro'],
    index_permissions: [
      { index_patterns: ['*'], fls: [], masked_fields: [], allowed_actions: ['read'] },
    ],
    tenant_permissions: [],
  },
  manage_snapshots: {
    reserved: true,
    hidden: false,
    static: false,
    cluster_permissions: ['manage_snapshots'],
    index_permissions: [
      {
        index_patterns: ['*'],
        fls: [],
        masked_fields: [],
        allowed_actions: ['indices:data/write/index', 'indices:admin/create'],
      },
    ],
    tenant_permissions: [],
  },
  logs_writer: {
    cluster_permissions: ['cluster_monitor'],
    index_permissions: [
      { index_patterns: ['logs-*', '/audit-\\d{4}/'], allowed_actions: ['crud'], dls: '', fls: [] },
      { index_patterns: ['metrics-*'], allowed_actions: ['get', 'indices_monitor'] },
    ],
  },
  oncall_ops: {
    cluster_permissions: ['cluster_composite_ops'],
    index_permissions: [
      { index_patterns: ['app-${user.name}-*'], allowed_actions: ['indices:data/read/*'] },
      { index_patterns: ['team-${attr.jwt.team}'], allowed_actions: ['indices:data/write/*'] },
    ],
  },
  office_reader: {
    index_permissions: [{ index_patterns: ['reports'], allowed_actions: ['read'] }],
  },
  restricted_reader: {
    index_permissions: [
      {
        index_patterns: ['hr-*'],
        allowed_actions: ['read'],
        dls: '{"term": {"public": true}}',
        fls: ['~salary'],
        masked_fields: ['ssn'],
      },
    ],
  },
};

const SEARCH = 'indices:data/read/search';

function ask(overrides: Partial<OpensearchAccessQuestion>) {
  return evaluateOpensearchAccess({
    user: { name: 'jdoe', backendRoles: [] },
    mappings: MAPPINGS,
    roles: ROLES,
    actionGroups: ACTION_GROUPS,
    action: SEARCH,
    index: 'movies',
    ...overrides,
  });
}

describe('the roles an OpenSearch user has', () => {
  it('maps by user name pattern and by backend role, naming how', () => {
    const access = ask({ user: { name: 'jdoe', backendRoles: ['readall', 'staff'] } });
    expect(access.userRoles).toEqual([
      { role: 'ghost', mappedBy: 'user' },
      { role: 'own_index', mappedBy: 'user' },
      { role: 'readall', mappedBy: 'backend_role' },
    ]);
  });

  it('matches user names with a regex or ?, and backend roles with a wildcard', () => {
    const roles = (name: string, backendRoles: string[] = []) =>
      ask({ user: { name, backendRoles } }).userRoles.map(({ role }) => role);
    expect(roles('analyst-42')).toContain('logs_writer');
    expect(roles('analyst-x')).not.toContain('logs_writer');
    expect(roles('auditor')).toContain('logs_writer');
    expect(roles('bob', ['ldap-logs'])).toContain('logs_writer');
    expect(roles('bob', ['ldap'])).not.toContain('logs_writer');
  });

  it('maps by and_backend_roles only when every pattern matches a backend role', () => {
    const roles = (backendRoles: string[]) =>
      ask({ user: { name: 'bob', backendRoles } }).userRoles.map(({ role }) => role);
    expect(roles(['ops', 'on-call'])).toContain('oncall_ops');
    expect(roles(['ops'])).not.toContain('oncall_ops');
  });

  it('counts roles given directly, and names the ones no role defines', () => {
    const access = ask({ user: { name: 'bob', backendRoles: [], roles: ['readall', 'vanished'] } });
    expect(access.userRoles).toEqual([
      { role: 'own_index', mappedBy: 'user' },
      { role: 'readall', mappedBy: 'direct' },
      { role: 'vanished', mappedBy: 'direct' },
    ]);
    expect(access.undefinedRoles).toEqual(['vanished']);
    expect(access.allowed).toBe(true);
  });
});

describe('index actions on OpenSearch', () => {
  it('grants through an action group, naming the role, the pattern and the group', () => {
    const access = ask({ user: { name: 'jdoe', backendRoles: ['readall'] } });
    expect(access.allowed).toBe(true);
    expect(access.clusterAction).toBe(false);
    expect(access.grants).toEqual([{ role: 'readall', indexPattern: '*', via: 'read' }]);
    expect(access.notCovered).toEqual([]);
  });

  it('denies without a role reaching the index', () => {
    const access = ask({ user: { name: 'jdoe', backendRoles: [] } });
    expect(access.allowed).toBe(false);
    expect(access.grants).toEqual([]);
  });

  it("puts the user's name into ${user_name} and ${user.name} patterns", () => {
    const own = ask({ action: 'indices:data/write/index', index: 'jdoe' });
    expect(own.grants).toEqual([
      { role: 'own_index', indexPattern: '${user_name}', via: 'indices_all' },
    ]);
    expect(ask({ action: 'indices:data/write/index', index: 'alice' }).allowed).toBe(false);

    const ops = { name: 'bob', backendRoles: ['ops', 'oncall'] };
    expect(ask({ user: ops, index: 'app-bob-2024' }).grants).toEqual([
      { role: 'oncall_ops', indexPattern: 'app-${user.name}-*', via: 'indices:data/read/*' },
    ]);
    expect(ask({ user: ops, index: 'app-alice-2024' }).allowed).toBe(false);
  });

  it('reports patterns naming other user attributes as not evaluated', () => {
    const access = ask({
      user: { name: 'bob', backendRoles: ['ops', 'oncall'] },
      action: 'indices:data/write/index',
      index: 'team-blue',
    });
    expect(access.allowed).toBe(false);
    expect(access.notCovered).toEqual(['attributes']);
  });

  it('follows nested action groups and wildcard actions', () => {
    const analyst = { name: 'analyst-7', backendRoles: [] };
    // crud names read and write, which name the action patterns.
    expect(
      ask({ user: analyst, action: 'indices:data/write/update', index: 'logs-app' }).grants,
    ).toEqual([{ role: 'logs_writer', indexPattern: 'logs-*', via: 'crud' }]);
    expect(ask({ user: analyst, index: 'audit-2024' }).grants).toEqual([
      { role: 'logs_writer', indexPattern: '/audit-\\d{4}/', via: 'crud' },
    ]);
    expect(ask({ user: analyst, index: 'audit-24' }).allowed).toBe(false);
  });

  it('survives action groups that name each other', () => {
    const actionGroups = {
      ...ACTION_GROUPS,
      loop_a: { allowed_actions: ['loop_b', 'indices:data/read/get'] },
      loop_b: { allowed_actions: ['loop_a'] },
    };
    const roles = {
      looping: { index_permissions: [{ index_patterns: ['*'], allowed_actions: ['loop_b'] }] },
    };
    const mappings = { looping: { users: ['jdoe'] } };
    const ask2 = (action: string) =>
      evaluateOpensearchAccess({
        user: { name: 'jdoe', backendRoles: [] },
        mappings,
        roles,
        actionGroups,
        action,
        index: 'x',
      });
    expect(ask2('indices:data/read/get').grants).toEqual([
      { role: 'looping', indexPattern: '*', via: 'loop_b' },
    ]);
    expect(ask2(SEARCH).allowed).toBe(false);
  });

  it('reports document- and field-level limits on the grants', () => {
    const access = ask({
      user: { name: 'jdoe', backendRoles: [], roles: ['restricted_reader'] },
      index: 'hr-people',
    });
    expect(access.allowed).toBe(true);
    expect(access.notCovered).toEqual(['dls', 'fls', 'masked_fields']);
  });

  it('reports a role mapped by host that would grant the action', () => {
    expect(ask({ index: 'reports' }).notCovered).toEqual(['hosts']);
    expect(ask({ index: 'other' }).notCovered).toEqual([]);
  });
});

describe('cluster actions on OpenSearch', () => {
  it('tells the cluster actions the plugin checks without an index', () => {
    expect(isOpensearchClusterAction('cluster:monitor/health')).toBe(true);
    expect(isOpensearchClusterAction('indices:data/write/bulk')).toBe(true);
    expect(isOpensearchClusterAction('indices:data/read/msearch/template')).toBe(true);
    expect(isOpensearchClusterAction('indices:admin/template/put')).toBe(true);
    expect(isOpensearchClusterAction('indices:data/write/bulk[s]')).toBe(false);
    expect(isOpensearchClusterAction(SEARCH)).toBe(false);
  });

  it('checks them against cluster permissions, whatever the index', () => {
    const analyst = { name: 'analyst-1', backendRoles: [] };
    const health = ask({
      user: analyst,
      action: 'cluster:monitor/health',
      index: 'nothing-matches',
    });
    expect(health.clusterAction).toBe(true);
    // The demo's own_index role, every user's, allows every cluster action.
    expect(health.grants).toEqual([
      { role: 'logs_writer', via: 'cluster_monitor' },
      { role: 'own_index', via: '*' },
    ]);
    const bulk = ask({
      user: { name: 'bob', backendRoles: ['ops', 'oncall'] },
      action: 'indices:data/write/bulk',
    });
    expect(bulk.grants).toContainEqual({ role: 'oncall_ops', via: 'cluster_composite_ops' });
  });

  it('checks an action without an index as a cluster action', () => {
    const access = ask({
      user: { name: 'x', backendRoles: ['readall'] },
      action: 'indices:data/read/mget',
      index: null,
    });
    expect(access.clusterAction).toBe(true);
    expect(access.grants).toContainEqual({ role: 'readall', via: 'cluster_composite_ops_ro' });
  });
});

describe('the roles closest to allowing an action', () => {
  // Without the demo's own_index, which every user has.
  const mappings = { ...MAPPINGS, own_index: { users: [] } };
  const analyst = {
    name: 'analyst-1',
    backendRoles: ['snapshotrestore'],
    roles: ['restricted_reader'],
  };

  it('lists roles reaching the index first, then roles allowing the action elsewhere', () => {
    const access = ask({
      mappings,
      user: analyst,
      action: 'indices:data/write/delete',
      index: 'metrics-cpu',
    });
    expect(access.allowed).toBe(false);
    expect(access.closest).toEqual([
      {
        role: 'manage_snapshots',
        lacks: 'action',
        indexPattern: '*',
        actions: ['indices:data/write/index', 'indices:admin/create'],
      },
      {
        role: 'logs_writer',
        lacks: 'action',
        indexPattern: 'metrics-*',
        actions: ['get', 'indices_monitor'],
      },
      { role: 'logs_writer', lacks: 'index', indexPattern: 'logs-*', actions: ['crud'] },
    ]);
  });

  it('ranks the role holding the nearest action first', () => {
    // get (indices:data/read/get*) comes nearer indices:data/read/search than index creation does.
    const access = ask({ mappings, user: analyst, action: SEARCH, index: 'metrics-cpu' });
    expect(access.closest.map(({ role, lacks }) => [role, lacks])).toEqual([
      ['logs_writer', 'action'],
      ['manage_snapshots', 'action'],
      ['logs_writer', 'index'],
      ['restricted_reader', 'index'],
    ]);
  });

  it('ranks the pattern nearest the index first among roles allowing the action elsewhere', () => {
    const access = ask({ mappings, user: { name: 'analyst-1', backendRoles: [] }, index: 'logs' });
    expect(access.closest).toEqual([
      { role: 'logs_writer', lacks: 'index', indexPattern: 'logs-*', actions: ['crud'] },
    ]);
  });

  it('names roles with cluster permissions that lack a cluster action', () => {
    const access = ask({ mappings, user: analyst, action: 'cluster:admin/settings/update' });
    expect(access.allowed).toBe(false);
    // cluster:admin/snapshot/* comes nearer cluster:admin/settings/update than cluster:monitor/*.
    expect(access.closest).toEqual([
      { role: 'manage_snapshots', lacks: 'action', actions: ['manage_snapshots'] },
      { role: 'logs_writer', lacks: 'action', actions: ['cluster_monitor'] },
    ]);
  });
});

describe('reading OpenSearch answers with care', () => {
  it('ignores values of the wrong type and never throws', () => {
    const access = evaluateOpensearchAccess({
      user: { name: 'jdoe', backendRoles: [] },
      mappings: { a: 'x', b: { users: 'jdoe' }, c: { users: ['jdoe', 3] } },
      roles: {
        c: {
          cluster_permissions: 'x',
          index_permissions: [null, { index_patterns: [1, 'm*'], allowed_actions: ['*'] }],
        },
      },
      actionGroups: [],
      action: SEARCH,
      index: 'movies',
    });
    expect(access.userRoles).toEqual([{ role: 'c', mappedBy: 'user' }]);
    expect(access.grants).toEqual([{ role: 'c', indexPattern: 'm*', via: '*' }]);
    expect(
      evaluateOpensearchAccess({
        ...access,
        user: { name: 'x', backendRoles: [] },
        mappings: null,
        roles: 7,
        actionGroups: 'x',
        action: SEARCH,
      }).allowed,
    ).toBe(false);
  });

  it('expands many nested action groups without blowing up', () => {
    // 500 groups, each naming the next two: expanding every path would take 2^250 steps.
    const actionGroups: Record<string, unknown> = {};
    for (let level = 0; level < 500; level += 1) {
      actionGroups[`g${level}`] = {
        allowed_actions:
          level === 499
            ? ['indices:data/read/search']
            : [`g${level + 1}`, `g${Math.min(level + 2, 499)}`],
      };
    }
    const roles: Record<string, unknown> = {};
    const mappings: Record<string, unknown> = {};
    for (let role = 0; role < 2000; role += 1) {
      roles[`r${role}`] = {
        index_permissions: [
          { index_patterns: [`idx-${role}`], allowed_actions: [`g${role % 500}`] },
        ],
      };
      mappings[`r${role}`] = { users: ['jdoe'] };
    }
    const access = evaluateOpensearchAccess({
      user: { name: 'jdoe', backendRoles: [] },
      mappings,
      roles,
      actionGroups,
      action: SEARCH,
      index: 'idx-1999',
    });
    expect(access.grants).toEqual([{ role: 'r1999', indexPattern: 'idx-1999', via: 'g499' }]);
    expect(access.closest).toHaveLength(1999);
  });
});
