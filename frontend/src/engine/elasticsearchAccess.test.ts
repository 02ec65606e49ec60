import { describe, expect, it } from 'vitest';
import { MY_ADMIN_ROLE as DOCUMENTED_ADMIN_ROLE } from '../test/securityExamples';
import {
  explainElasticsearchAccess,
  type ElasticsearchAccessQuestion,
} from './elasticsearchAccess';

// The documented answer of POST _security/user/_has_privileges for rdeniro
// (specification/security/has_privileges/examples/response/SecurityHasPrivilegesResponseExample1.yaml).
const RDENIRO_PRIVILEGES = {
  username: 'rdeniro',
  has_all_requested: false,
  cluster: { monitor: true, manage: false },
  index: {
    suppliers: { read: true },
    products: { read: true },
    inventory: { read: true, write: false },
  },
  application: {
    inventory_manager: { 'product/1852563': { read: false, 'data:write/inventory': false } },
  },
};

// The documented answer of GET _security/role/my_admin_role.
const MY_ADMIN_ROLE = { my_admin_role: DOCUMENTED_ADMIN_ROLE };

// Roles rdeniro could hold, shaped like that answer.
const RDENIRO_ROLES = {
  catalog_reader: {
    cluster: ['monitor'],
    indices: [
      { names: ['suppliers', 'products'], privileges: ['read'], allow_restricted_indices: false },
    ],
  },
  stock_clerk: {
    cluster: ['monitor_ml'],
    indices: [
      {
        names: ['inv*'],
        privileges: ['read', 'view_index_metadata'],
        query: '{"term": {"site": "eu"}}',
      },
      { names: ['inventory-archive', 'orders'], privileges: ['write'] },
    ],
  },
};

function explain(overrides: Partial<ElasticsearchAccessQuestion>) {
  return explainElasticsearchAccess({
    hasPrivileges: RDENIRO_PRIVILEGES,
    roles: RDENIRO_ROLES,
    privilege: 'read',
    index: 'suppliers',
    ...overrides,
  });
}

describe('index privileges on Elasticsearch', () => {
  it("takes the engine's yes and names the role entry that grants it", () => {
    const access = explain({});
    expect(access.allowed).toBe(true);
    expect(access.clusterPrivilege).toBe(false);
    expect(access.grants).toEqual([
      {
        role: 'catalog_reader',
        pattern: 'suppliers',
        privilege: 'read',
        by: 'name',
        allowRestrictedIndices: false,
        limits: [],
      },
    ]);
    expect(access.closest).toEqual([]);
    expect(access.impliedButDenied).toEqual([]);
  });

  it('reports a document-level query on the grant', () => {
    const access = explain({ index: 'inventory' });
    expect(access.grants).toEqual([
      {
        role: 'stock_clerk',
        pattern: 'inv*',
        privilege: 'read',
        by: 'name',
        allowRestrictedIndices: false,
        limits: ['dls'],
      },
    ]);
  });

  it("takes the engine's no and lists the entries reaching the index, then the privilege elsewhere", () => {
    const access = explain({ index: 'inventory', privilege: 'write' });
    expect(access.allowed).toBe(false);
    expect(access.grants).toEqual([]);
    expect(access.impliedButDenied).toEqual([]);
    expect(access.closest).toEqual([
      {
        role: 'stock_clerk',
        lacks: 'privilege',
        pattern: 'inv*',
        privileges: ['read', 'view_index_metadata'],
      },
      { role: 'stock_clerk', lacks: 'index', pattern: 'inventory-archive', privileges: ['write'] },
    ]);
  });

  it('says nothing of an index the answer does not include', () => {
    const access = explain({ index: 'orders', privilege: 'write' });
    expect(access.allowed).toBeNull();
    expect(access.grants.map(({ role, pattern }) => [role, pattern])).toEqual([
      ['stock_clerk', 'orders'],
    ]);
  });

  it('matches index name patterns with ?, * and /regex/', () => {
    const roles = {
      logs: {
        indices: [
          { names: ['/logs-\\d{4}/'], privileges: ['read'] },
          { names: ['app-?'], privileges: ['read'] },
        ],
      },
    };
    const answer = (index: string) => ({ index: { [index]: { read: true } } });
    const grant = (index: string) =>
      explain({ roles, index, hasPrivileges: answer(index) }).grants.map(({ pattern }) => pattern);
    expect(grant('logs-2024')).toEqual(['/logs-\\d{4}/']);
    expect(grant('logs-24')).toEqual([]);
    expect(grant('app-1')).toEqual(['app-?']);
    expect(grant('app-12')).toEqual([]);
  });
});

describe('privileges the answer may be too strict about', () => {
  it('reports a role holding all on the index when the engine says no, with its limits', () => {
    const access = explain({
      roles: MY_ADMIN_ROLE,
      index: 'index1',
      privilege: 'read',
      hasPrivileges: {
        username: 'admin',
        has_all_requested: false,
        index: { index1: { read: false } },
      },
    });
    expect(access.allowed).toBe(false);
    expect(access.grants).toEqual([]);
    expect(access.impliedButDenied).toEqual([
      {
        role: 'my_admin_role',
        pattern: 'index1',
        privilege: 'all',
        by: 'all',
        allowRestrictedIndices: false,
        limits: ['fls'],
      },
    ]);
    expect(access.closest).toEqual([]);
  });

  it('reports a role naming the privilege, in any case, when the engine says no', () => {
    const roles = { shouty: { indices: [{ names: ['*'], privileges: ['READ'] }] } };
    const access = explain({ roles, index: 'inventory', privilege: 'write' });
    expect(access.impliedButDenied).toEqual([]);
    const denied = explain({
      roles,
      index: 'inventory',
      hasPrivileges: { index: { inventory: { read: false } } },
    });
    expect(denied.impliedButDenied.map(({ privilege, by }) => [privilege, by])).toEqual([
      ['READ', 'name'],
    ]);
  });

  it('covers an action by an action pattern, never by a privilege name', () => {
    const roles = {
      searcher: {
        indices: [{ names: ['logs-*'], privileges: ['indices:data/read/*', 'monitor'] }],
      },
    };
    const ask = (privilege: string, allowed: boolean) =>
      explain({
        roles,
        privilege,
        index: 'logs-1',
        hasPrivileges: { index: { 'logs-1': { [privilege]: allowed } } },
      });
    expect(ask('indices:data/read/search', false).impliedButDenied).toEqual([
      {
        role: 'searcher',
        pattern: 'logs-*',
        privilege: 'indices:data/read/*',
        by: 'action_pattern',
        allowRestrictedIndices: false,
        limits: [],
      },
    ]);
    expect(ask('indices:data/write/index', false).impliedButDenied).toEqual([]);
    // indices:data/read/* does not name `read`: the role only reaches the index.
    expect(ask('read', false).impliedButDenied).toEqual([]);
  });

  it('names the entries one of which implies a privilege the engine grants but no role names', () => {
    const access = explain({
      roles: { writer: { indices: [{ names: ['inv*'], privileges: ['write', 'manage'] }] } },
      index: 'inventory',
      privilege: 'index',
      hasPrivileges: { index: { inventory: { index: true } } },
    });
    expect(access.allowed).toBe(true);
    expect(access.grants).toEqual([]);
    expect(access.impliedBy).toEqual([
      { role: 'writer', pattern: 'inv*', privileges: ['write', 'manage'] },
    ]);
  });
});

describe('cluster privileges on Elasticsearch', () => {
  it('reads the cluster answer and the roles cluster privileges', () => {
    const access = explain({ privilege: 'monitor', index: null });
    expect(access.clusterPrivilege).toBe(true);
    expect(access.allowed).toBe(true);
    expect(access.grants).toEqual([
      { role: 'catalog_reader', privilege: 'monitor', by: 'name', limits: [] },
    ]);
  });

  it('ranks the roles closest to a denied cluster privilege', () => {
    const access = explain({ privilege: 'manage', index: null });
    expect(access.allowed).toBe(false);
    expect(access.closest).toEqual([
      { role: 'catalog_reader', lacks: 'privilege', privileges: ['monitor'] },
      { role: 'stock_clerk', lacks: 'privilege', privileges: ['monitor_ml'] },
    ]);
    const monitorMl = explain({
      privilege: 'monitor_ml',
      index: null,
      hasPrivileges: { cluster: { monitor_ml: false } },
    });
    expect(monitorMl.impliedButDenied.map(({ role }) => role)).toEqual(['stock_clerk']);
  });

  it("reports the documented role's cluster all when the engine says no", () => {
    const access = explain({
      roles: MY_ADMIN_ROLE,
      privilege: 'manage_security',
      index: null,
      hasPrivileges: { cluster: { manage_security: false } },
    });
    expect(access.impliedButDenied).toEqual([
      { role: 'my_admin_role', privilege: 'all', by: 'all', limits: [] },
    ]);
  });
});

describe('reading Elasticsearch answers with care', () => {
  it('ignores values of the wrong type and never throws', () => {
    const access = explainElasticsearchAccess({
      hasPrivileges: { index: { x: { read: 'yes' } } },
      roles: {
        a: 'x',
        b: { indices: [null, { names: 'x', privileges: ['read', 2] }] },
        c: { indices: 'x' },
      },
      privilege: 'read',
      index: 'x',
    });
    expect(access.allowed).toBeNull();
    expect(access.grants.map(({ role, pattern }) => [role, pattern])).toEqual([['b', 'x']]);
    const nothing = explainElasticsearchAccess({
      hasPrivileges: null,
      roles: [],
      privilege: 'read',
      index: 'constructor',
    });
    expect(nothing).toEqual({
      allowed: null,
      clusterPrivilege: false,
      grants: [],
      impliedBy: [],
      impliedButDenied: [],
      closest: [],
    });
  });
});
