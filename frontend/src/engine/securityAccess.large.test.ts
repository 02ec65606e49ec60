import { describe, expect, it } from 'vitest';
import { explainElasticsearchAccess } from './elasticsearchAccess';
import { evaluateOpensearchAccess } from './opensearchAccess';
import type { OpensearchUser } from './opensearchAccessConfig';
import { BIG_USERS, bigElasticsearchRoles, bigOpensearchAnswers } from './securityAccess.fixture';

// The permissions answer on a large configuration (2,000 roles, 500 action groups nested three
// deep, 10,000 mapping entries): reading the answers once and skipping patterns that cannot match
// still finds every way a role is given and every grant.

const OPENSEARCH = bigOpensearchAnswers();
const ELASTICSEARCH_ROLES = bigElasticsearchRoles();
const USERS: Record<string, OpensearchUser> = BIG_USERS;

describe('OpenSearch on a large configuration', () => {
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
