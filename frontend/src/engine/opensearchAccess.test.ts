import { describe, expect, it } from 'vitest';
import { evaluateOpensearchAccess } from './opensearchAccess';
import { ACTION_GROUPS, SEARCH, ask } from './opensearchAccess.fixture';

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
