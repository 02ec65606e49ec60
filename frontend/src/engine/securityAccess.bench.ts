// How long the permissions answer takes for one user, one action and one index on a large
// security configuration (securityAccess.fixture.ts); the figures are printed, never asserted:
//   npx vitest bench --run --project node src/engine/securityAccess.bench.ts
import { bench, describe } from 'vitest';
import { explainElasticsearchAccess } from './elasticsearchAccess';
import { evaluateOpensearchAccess } from './opensearchAccess';
import { BIG_USERS, bigElasticsearchRoles, bigOpensearchAnswers } from './securityAccess.fixture';

const OPENSEARCH = bigOpensearchAnswers();
const ELASTICSEARCH_ROLES = bigElasticsearchRoles();
const { few: FEW, many: MANY } = BIG_USERS;

/** Answers no question was asked of yet, one per timed run: the first question after the
 * cluster's answers arrive reads them. */
const FIRST_RUNS = 20;
const fresh = <T>(make: () => T) => {
  const pool = Array.from({ length: FIRST_RUNS }, make);
  let next = 0;
  return () => pool[next++ % FIRST_RUNS];
};
const FIRST = { iterations: FIRST_RUNS, time: 0, warmupIterations: 0, warmupTime: 0 };
const freshOpensearch = fresh(bigOpensearchAnswers);
const freshElasticsearch = fresh(bigElasticsearchRoles);

describe('OpenSearch, 2,000 roles, 500 action groups, 10,000 mapping entries', () => {
  bench('a few roles, an index action', () => {
    evaluateOpensearchAccess({
      ...OPENSEARCH,
      user: FEW,
      action: 'indices:data/read/search',
      index: 'logs-app24-000123',
    });
  });
  bench('many roles, an index action denied', () => {
    evaluateOpensearchAccess({
      ...OPENSEARCH,
      user: MANY,
      action: 'indices:admin/delete',
      index: 'orders-app99-000001',
    });
  });
  bench(
    'many roles, an index action, the first question on the answers',
    () => {
      evaluateOpensearchAccess({
        ...freshOpensearch(),
        user: MANY,
        action: 'indices:data/read/search',
        index: 'logs-app30-000001',
      });
    },
    FIRST,
  );
  bench('many roles, a cluster action', () => {
    evaluateOpensearchAccess({ ...OPENSEARCH, user: MANY, action: 'cluster:monitor/health' });
  });
});

describe('Elasticsearch, 2,000 roles', () => {
  bench('an index privilege the engine denies', () => {
    explainElasticsearchAccess({
      hasPrivileges: { index: { 'orders-app99-000001': { write: false } } },
      roles: ELASTICSEARCH_ROLES,
      privilege: 'write',
      index: 'orders-app99-000001',
    });
  });
  bench(
    'an index privilege the engine denies, the first question on the answer',
    () => {
      explainElasticsearchAccess({
        hasPrivileges: { index: { 'orders-app99-000001': { write: false } } },
        roles: freshElasticsearch(),
        privilege: 'write',
        index: 'orders-app99-000001',
      });
    },
    FIRST,
  );
  bench('an index privilege the engine grants', () => {
    explainElasticsearchAccess({
      hasPrivileges: { index: { 'logs-app24-000123': { read: true } } },
      roles: ELASTICSEARCH_ROLES,
      privilege: 'read',
      index: 'logs-app24-000123',
    });
  });
});
