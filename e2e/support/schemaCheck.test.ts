// The conformance checker of route fixtures' answers, on both engines' specifications.
// Run: npm run unit (in e2e/).
import { describe, expect, it } from 'vitest';
import { catIndexRow, emptySearchBody, errorBody, healthBody, infoBody, statsBody, STATS_LEFT_OUT } from './fakeCluster';
import { checkAnswer, endpoints, findEndpoint, specificationsAvailable } from './schemaCheck';
import { assertConforms } from './specAnswer';

const HEALTH = {
  cluster_name: 'testcluster',
  status: 'yellow',
  timed_out: false,
  number_of_nodes: 1,
  number_of_data_nodes: 1,
  active_primary_shards: 1,
  active_shards: 1,
  relocating_shards: 0,
  initializing_shards: 0,
  unassigned_shards: 1,
  unassigned_primary_shards: 0,
  delayed_unassigned_shards: 0,
  number_of_pending_tasks: 0,
  number_of_in_flight_fetch: 0,
  task_max_waiting_in_queue_millis: 0,
  active_shards_percent_as_number: 50.0,
};

function without<T extends object>(value: T, key: keyof T): Partial<T> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

// OpenSearch's health answer has no `unassigned_primary_shards` (an Elasticsearch 8 key).
const OS_HEALTH = without(HEALTH, 'unassigned_primary_shards');

const problems = (engine: 'elasticsearch' | 'opensearch', method: string, path: string, body: unknown, status = 200) =>
  checkAnswer(engine, method, path, status, body).problems;


describe.skipIf(!specificationsAvailable())('the fixture answer checker', { timeout: 120_000 }, () => {
  describe('on the Elasticsearch specification', () => {
    it('finds the endpoint by method and path, literal segments first', () => {
      expect(findEndpoint('elasticsearch', 'GET', '/_cluster/health')?.name).toBe('cluster.health');
      expect(findEndpoint('elasticsearch', 'GET', '/logs-1/_search?size=0')?.name).toBe('search');
      expect(findEndpoint('elasticsearch', 'POST', '/_cluster/allocation/explain')?.name).toBe('cluster.allocation_explain');
      expect(findEndpoint('elasticsearch', 'GET', '/_cat/indices')?.name).toBe('cat.indices');
    });

    it('passes the documented examples of the endpoints the app reads', () => {
      for (const name of ['cat.indices', 'cat.shards', 'search']) {
        const endpoint = endpoints('elasticsearch').find((e) => e.name === name)!;
        const examples = endpoint.examples();
        expect(examples.length, name).toBeGreaterThan(0);
        for (const example of examples) {
          expect(checkAnswer('elasticsearch', endpoint.methods[0], endpoint.paths[0], example.status, example.value).problems, example.source).toEqual([]);
        }
      }
    });

    it('takes null for a _cat column without a value, and nowhere else', () => {
      const row = { index: 'logs', shard: '0', prirep: 'p', state: 'STARTED', 'unassigned.reason': null };
      expect(problems('elasticsearch', 'GET', '/_cat/shards', [row])).toEqual([]);
      expect(problems('elasticsearch', 'GET', '/_cluster/health', { ...HEALTH, cluster_name: null })).toEqual([
        '$.cluster_name: expected string, got null',
      ]);
    });

    it('passes a health answer with every required key', () => {
      expect(problems('elasticsearch', 'GET', '/_cluster/health', HEALTH)).toEqual([]);
    });

    it('reports a key the definition lacks', () => {
      expect(problems('elasticsearch', 'GET', '/_cluster/health', { ...HEALTH, healthy: true })).toEqual(['$.healthy: not in the specification']);
    });

    it('reports a wrong type at the path of the key, through dictionaries and inherited classes', () => {
      const stats = { _nodes: { total: 1, successful: 1, failed: 0 }, cluster_name: 'c', nodes: { abc: { os: { cpu: { percent: '5' } } } } };
      expect(problems('elasticsearch', 'GET', '/_nodes/stats', stats)).toEqual(['$.nodes.abc.os.cpu.percent: expected number, got string']);
    });

    it('reports a missing required key and a value outside an enum', () => {
      expect(problems('elasticsearch', 'GET', '/_cluster/health', without(HEALTH, 'status'))).toEqual(['$.status: missing required key']);
      expect(problems('elasticsearch', 'GET', '/_cluster/health', { ...HEALTH, status: 'purple' })).toEqual([
        expect.stringMatching(/^\$\.status: expected one of .*green.*, got "purple"$/),
      ]);
    });

    it("accepts whatever the user's documents hold, and checks the rest of a hit", () => {
      const hit = { _index: 'logs', _id: '1', _score: 1, _source: { any: ['thing', { at: 1 }] } };
      const search = (hits: unknown[]) => ({
        took: 1,
        timed_out: false,
        _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
        hits: { total: { value: hits.length, relation: 'eq' }, max_score: 1, hits },
      });
      expect(problems('elasticsearch', 'POST', '/logs/_search', search([hit]))).toEqual([]);
      expect(problems('elasticsearch', 'POST', '/logs/_search', search([{ ...hit, _id: 1 }]))).toEqual(['$.hits.hits[0]._id: expected string, got number']);
    });

    it('checks an error answer against the error object', () => {
      const error = { error: { root_cause: [{ type: 'x', reason: 'y' }], type: 'x', reason: 'y' }, status: 404 };
      expect(problems('elasticsearch', 'GET', '/_slm/policy/p', error, 404)).toEqual([]);
      expect(problems('elasticsearch', 'GET', '/_slm/policy/p', { ...error, status: '404' }, 404)).toEqual(['$.status: expected number, got string']);
    });

    it('names an answer to a path no endpoint serves', () => {
      expect(problems('elasticsearch', 'GET', '/_no/such/thing/here', {})).toEqual(['elasticsearch has no endpoint for GET /_no/such/thing/here']);
    });
  });

  describe('on the OpenSearch specification', () => {
    it('passes a health answer with every required key (the OpenAPI schema by $ref)', () => {
      expect(findEndpoint('opensearch', 'GET', '/_cluster/health/logs')?.name).toBe('cluster.health');
      expect(problems('opensearch', 'GET', '/_cluster/health', OS_HEALTH)).toEqual([]);
    });

    it('passes the documented examples it holds', () => {
      const documented = endpoints('opensearch').flatMap((endpoint) => endpoint.examples().map((example) => ({ endpoint, example })));
      expect(documented.length).toBeGreaterThan(0);
      for (const { endpoint, example } of documented) {
        expect(checkAnswer('opensearch', endpoint.methods[0], endpoint.paths[0], example.status, example.value).problems, example.source).toEqual([]);
      }
    });

    it('reports a key the definition lacks, a wrong type and a missing required key', () => {
      expect(problems('opensearch', 'GET', '/_cluster/health', { ...OS_HEALTH, healthy: true })).toEqual(['$.healthy: not in the specification']);
      expect(problems('opensearch', 'GET', '/_cluster/health', { ...OS_HEALTH, number_of_nodes: '1' })).toEqual(['$.number_of_nodes: expected integer, got string']);
      expect(problems('opensearch', 'GET', '/_cluster/health', without(OS_HEALTH, 'timed_out'))).toEqual(['$.timed_out: missing required key']);
    });

    it('checks inside arrays and allOf compositions, and leaves documents open', () => {
      const row = { index: 'logs', health: 'green', 'docs.count': '3' };
      expect(problems('opensearch', 'GET', '/_cat/indices', [row])).toEqual([]);
      expect(problems('opensearch', 'GET', '/_cat/indices', [row, { ...row, 'docs.count': 3 }])).toEqual(['$[1]["docs.count"]: expected null or string, got 3']);
      const hit = { _index: 'logs', _id: '1', _score: 1, _source: { any: ['thing'] } };
      const search = { took: 1, timed_out: false, _shards: { total: 1, successful: 1, skipped: 0, failed: 0 }, hits: { total: { value: 1, relation: 'eq' }, max_score: 1, hits: [hit] } };
      expect(problems('opensearch', 'POST', '/logs/_search', search)).toEqual([]);
    });
  });

  describe('the fixtures helper', () => {
    it("passes the fake cluster's answers, and lets an answer accept only what it names", () => {
      const answers: [string, string, unknown][] = [
        ['GET', '/', infoBody('c', 'n')],
        ['GET', '/_cluster/health', healthBody('c', 'yellow')],
        ['GET', '/_cat/indices', [catIndexRow('logs', 'green')]],
        ['POST', '/logs/_search', emptySearchBody],
      ];
      for (const [method, path, body] of answers) expect(() => assertConforms({ engine: 'elasticsearch', method, path, body })).not.toThrow();
      expect(() => assertConforms({ engine: 'elasticsearch', method: 'GET', path: '/nowhere', status: 404, body: errorBody(404, 'x', 'y') })).not.toThrow();
      const stats = { engine: 'elasticsearch' as const, method: 'GET', path: '/_cluster/stats', body: statsBody('c', 1) };
      expect(() => assertConforms(stats)).toThrow(/\$\.repositories: missing required key/);
      expect(() => assertConforms({ ...stats, accept: STATS_LEFT_OUT })).not.toThrow();
      const policies = { engine: 'elasticsearch' as const, method: 'GET', path: '/_ilm/policy', body: { p: { version: 1, modified_date: '2024-01-01T00:00:00Z', policy: { phases: {} }, in_use_by: {} } } };
      expect(() => assertConforms(policies)).toThrow(/\$\.p\.in_use_by: not in the specification/);
      expect(() => assertConforms({ ...policies, accept: ['$.*.in_use_by'] })).not.toThrow();
    });
  });
});
