import { describe, expect, it } from 'vitest';
import { explainElasticsearchAccess } from './elasticsearchAccess';
import { evaluateOpensearchAccess, type OpensearchUser } from './opensearchAccess';
import { BIG_USERS, bigElasticsearchRoles, bigOpensearchAnswers } from './securityAccess.fixture';

// The permissions answer on a large configuration (2,000 roles, 500 action groups nested three
// deep, 10,000 mapping entries). Besides what a reader checks, each whole answer is compared by
// its SHA-256 (first 16 hex digits of the JSON) with the answer the straightforward evaluation,
// which read every role and mapping on each question, gave: reading the answers once and
// skipping patterns that cannot match must not change a single grant, near miss or their order.

const OPENSEARCH = bigOpensearchAnswers();
const ELASTICSEARCH_ROLES = bigElasticsearchRoles();
const USERS: Record<string, OpensearchUser> = BIG_USERS;

async function digest(answer: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(answer));
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...hash.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('OpenSearch on a large configuration', () => {
  it.each([
    ['few', 'indices:data/read/search', 'logs-app24-000123', '4765755872f2e702'],
    ['few', 'indices:data/read/search', 'metrics-app26-x', '8c398de5dc219027'],
    ['few', 'cluster:monitor/health', null, '016970c3ccd55809'],
    ['many', 'indices:admin/delete', 'orders-app99-000001', '6500767347cf3f6c'],
    ['many', 'indices:data/read/search', 'logs-app30-000001', '87192023e5fdd3f3'],
    ['many', 'cluster:monitor/health', null, 'c2d7b2986f1e0c32'],
    ['many', 'indices:custom/op0042', 'traces-app01-9', '6dda0753870ba60b'],
    ['patterned', 'indices:data/read/get', 'home-ops-12', 'c285c52e156842d2'],
    ['patterned', 'indices:data/write/bulk', 'logs-app00-1', 'fb53e21bd1cbfa24'],
  ])('gives %s user the same answer on %s %s', async (user, action, index, expected) => {
    const answer = evaluateOpensearchAccess({ ...OPENSEARCH, user: USERS[user], action, index });
    expect(await digest(answer)).toBe(expected);
  });

  it('finds roles mapped by name, name pattern, backend role and directly', () => {
    const answer = evaluateOpensearchAccess({
      ...OPENSEARCH,
      user: USERS.many,
      action: 'indices:data/read/search',
      index: 'logs-app30-000001',
    });
    expect(answer.allowed).toBe(true);
    expect(answer.userRoles).toHaveLength(137);
    expect(answer.userRoles.slice(0, 2)).toEqual([
      { role: 'role-0001', mappedBy: 'direct' },
      { role: 'role-0007', mappedBy: 'backend_role' },
    ]);
    expect(answer.grants[0]).toEqual({
      role: 'role-0010',
      indexPattern: 'logs-app30-*',
      via: 'middle-0010',
    });
    expect(answer.closest).toHaveLength(129);
  });

  it('names the grants of an index pattern written with the user name', () => {
    const answer = evaluateOpensearchAccess({
      ...OPENSEARCH,
      user: USERS.patterned,
      action: 'indices:data/read/get',
      index: 'home-ops-12',
    });
    expect(answer.grants).toHaveLength(22);
    expect(answer.grants[0]).toEqual({
      role: 'role-0007',
      indexPattern: 'home-${user.name}',
      via: 'indices:data/read/get',
    });
  });

  it('reports a host-mapped role that would grant a cluster action', () => {
    const answer = evaluateOpensearchAccess({
      ...OPENSEARCH,
      user: USERS.few,
      action: 'cluster:monitor/health',
    });
    expect(answer.grants).toHaveLength(8);
    expect(answer.notCovered).toEqual(['hosts']);
  });
});

describe('Elasticsearch on a large configuration', () => {
  const explain = (hasPrivileges: unknown, privilege: string, index: string | null) =>
    explainElasticsearchAccess({ hasPrivileges, roles: ELASTICSEARCH_ROLES, privilege, index });

  it.each([
    [
      { index: { 'orders-app99-000001': { write: false } } },
      'write',
      'orders-app99-000001',
      'fb1fabfb96d4ad44',
    ],
    [
      { index: { 'audit-app24-000123': { read: true } } },
      'read',
      'audit-app24-000123',
      'c56f02e6d61c2b03',
    ],
    [
      { index: { 'audit-app24-000123': { read: false } } },
      'read',
      'audit-app24-000123',
      'dd58e3cecce2c5d0',
    ],
    [
      { index: { 'logs-app24-000123': { 'indices:data/read/search': true } } },
      'indices:data/read/search',
      'logs-app24-000123',
      'f246a4f57096c981',
    ],
    [{ cluster: { monitor: false } }, 'monitor', null, '12bbdddfd512f7a6'],
    [
      { cluster: { 'cluster:admin/snapshot/create': true } },
      'cluster:admin/snapshot/create',
      null,
      '5f64ff057e18426b',
    ],
  ])('gives the same answer to %j', async (hasPrivileges, privilege, index, expected) => {
    expect(await digest(explain(hasPrivileges, privilege, index))).toBe(expected);
  });

  it('lists the roles covering a privilege the engine denies, and the closest elsewhere', () => {
    const answer = explain(
      { index: { 'audit-app24-000123': { read: false } } },
      'read',
      'audit-app24-000123',
    );
    expect(answer.impliedButDenied).toHaveLength(20);
    expect(answer.impliedButDenied[0]).toEqual({
      role: 'role-0008',
      pattern: 'audit-app24-*',
      privilege: 'read',
      by: 'name',
      allowRestrictedIndices: false,
      limits: [],
    });
    expect(answer.closest).toHaveLength(1980);
    expect(answer.closest[0]).toEqual({
      role: 'role-0007',
      pattern: 'audit-app22-*',
      privileges: ['view_index_metadata', 'read'],
      lacks: 'index',
    });
  });
});
