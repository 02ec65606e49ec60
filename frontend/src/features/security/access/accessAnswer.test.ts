import { describe, expect, it } from 'vitest';
import { explainElasticsearchAccess } from '../../../engine/elasticsearchAccess';
import { evaluateOpensearchAccess } from '../../../engine/opensearchAccess';
import { elasticsearchAnswer, opensearchAnswer } from './accessAnswer';

const ROLES = {
  reader: {
    cluster: ['monitor'],
    indices: [
      { names: ['logs-*'], privileges: ['read'], query: '{"term":{"team":"a"}}' },
      { names: ['metrics-*'], privileges: ['write'] },
    ],
  },
};

const QUESTION = { user: 'jdoe', privilege: 'read', index: 'logs-1' };

function esAnswer(hasPrivileges: unknown, overrides = {}) {
  const question = { ...QUESTION, ...overrides };
  const access = explainElasticsearchAccess({ hasPrivileges, roles: ROLES, ...question });
  return (notAsked: 'noRunAs' | null = null) =>
    elasticsearchAnswer({ access, question, userRoles: ['reader'], notAsked });
}

describe('the Elasticsearch answer', () => {
  it('says yes with the granting role, its pattern and privilege, and its limits', () => {
    const answer = esAnswer({ username: 'jdoe', index: { 'logs-1': { read: true } } })();
    expect(answer.verdict).toBe('allowed');
    expect(answer.headline).toEqual({ key: 'verdict.allowedIndex', values: QUESTION });
    expect(answer.notes.map(({ key }) => key)).toEqual(['es.asked', 'userRoles']);
    expect(answer.sections).toEqual([
      {
        name: 'grantedBy',
        lines: [
          {
            key: 'es.grantIndex',
            values: { role: 'reader', pattern: 'logs-*', privilege: 'read' },
          },
        ],
      },
      {
        name: 'limits',
        lines: [{ key: 'es.limit.dls', values: { role: 'reader', pattern: 'logs-*' } }],
      },
    ]);
  });

  it('says no with the closest roles, and notes roles the engine overrules', () => {
    const denied = esAnswer({ index: { 'metrics-1': { read: false } } }, { index: 'metrics-1' })();
    expect(denied.verdict).toBe('denied');
    expect(denied.sections.map(({ name }) => name)).toEqual(['closest']);
    expect(denied.sections[0].lines[0]).toEqual({
      key: 'es.lacksPrivilege',
      values: { role: 'reader', pattern: 'metrics-*', privileges: 'write' },
    });
    const overruled = esAnswer({ index: { 'logs-1': { read: false } } })();
    expect(overruled.sections.map(({ name }) => name)).toEqual(['impliedButDenied']);
  });

  it('works a cluster privilege out from the roles, saying why the engine was not asked', () => {
    const answer = esAnswer(null, { privilege: 'monitor', index: '' })('noRunAs');
    expect(answer.verdict).toBe('allowed');
    expect(answer.headline.key).toBe('verdict.allowedCluster');
    expect(answer.notes.map(({ key }) => key)).toEqual(['es.noRunAs', 'es.fromRoles', 'userRoles']);
    expect(answer.sections[0].lines).toEqual([
      { key: 'es.grantCluster', values: { role: 'reader', privilege: 'monitor' } },
    ]);
  });
});

describe('the OpenSearch answer', () => {
  it('names what the evaluation does not cover, and a cluster action checked without index', () => {
    const access = evaluateOpensearchAccess({
      user: { name: 'jdoe', backendRoles: [], roles: ['hr', 'gone'] },
      mappings: {},
      roles: {
        hr: {
          cluster_permissions: ['cluster:monitor/*'],
          index_permissions: [
            { index_patterns: ['hr-*'], allowed_actions: ['indices:data/read/*'], dls: '{"x":1}' },
          ],
        },
      },
      actionGroups: {},
      action: 'indices:data/read/search',
      index: 'hr-1',
    });
    const answer = opensearchAnswer(
      access,
      { ...QUESTION, index: 'hr-1', privilege: 'indices:data/read/search' },
      false,
    );
    expect(answer.verdict).toBe('allowed');
    expect(answer.notes.map(({ key }) => key)).toEqual([
      'os.workedOut',
      'userRoles',
      'os.undefinedRoles',
    ]);
    expect(answer.sections.find(({ name }) => name === 'limits')?.lines).toEqual([
      { key: 'os.notCovered.dls' },
    ]);
  });

  it('answers for three hundred roles well within 50 ms', () => {
    const roles: Record<string, unknown> = {};
    const mappings: Record<string, unknown> = {};
    for (let at = 0; at < 300; at += 1) {
      roles[`r${at}`] = {
        cluster_permissions: ['cluster:monitor/*'],
        index_permissions: [
          { index_patterns: [`idx-${at}-*`], allowed_actions: ['indices:data/write/*'] },
        ],
      };
      mappings[`r${at}`] = { users: ['jdoe'] };
    }
    const run = () =>
      opensearchAnswer(
        evaluateOpensearchAccess({
          user: { name: 'jdoe', backendRoles: [] },
          mappings,
          roles,
          actionGroups: {},
          action: 'indices:data/read/search',
          index: 'idx-7-a',
        }),
        QUESTION,
        false,
      );
    run(); // The page has run this code before the answers arrive.
    const started = performance.now();
    const answer = run();
    expect(performance.now() - started).toBeLessThan(50);
    expect(answer.verdict).toBe('denied');
    expect(answer.sections[0].lines[0]).toMatchObject({
      key: 'os.lacksAction',
      values: { role: 'r7' },
    });
  });
});
