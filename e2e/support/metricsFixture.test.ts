// The Metrics screen's route answers without a browser: each checked against both engines'
// specifications as fulfillFromSpec checks it.
// Run: npm run unit -- metricsFixture (in e2e/).
import { describe, expect, it } from 'vitest';
import { specificationsAvailable } from './schemaCheck';
import { assertConforms } from './specAnswer';
import { monitorForbidden, nodeStatsAnswer } from './metricsFixture';

const NODES = [
  { id: 'aB3dE5fG7hI9jK1lM3nO5p', name: 'node-1', roles: ['data', 'ingest', 'master'] },
  { id: 'qR7sT9uV1wX3yZ5aB7cD9e', name: 'node-2', roles: ['data'] },
];
const PATH =
  '/_nodes/stats/breaker,fs,http,indices,jvm,os,process,thread_pool/get,indexing,merge,search,segments';

describe.skipIf(!specificationsAvailable())(
  'the node statistics route',
  { timeout: 120_000 },
  () => {
    for (const engine of ['elasticsearch', 'opensearch'] as const) {
      it(`answers as ${engine} documents node statistics`, () => {
        for (const step of [0, 1, 7]) {
          const body = nodeStatsAnswer(engine, NODES, {
            step,
            start: 1_700_000_000_000,
            stepMs: 1000,
            heapShare: 0.9,
          });
          expect(() => assertConforms({ engine, method: 'GET', path: PATH, body })).not.toThrow();
        }
      });

      it(`refuses as ${engine} refuses a user without the monitor privilege`, () => {
        const body = monitorForbidden(engine, 'reader');
        expect(() =>
          assertConforms({ engine, method: 'GET', path: PATH, status: 403, body }),
        ).not.toThrow();
      });
    }

    it('grows the counters by one step a step, and sets the heap share asked for', () => {
      const at = (step: number) =>
        nodeStatsAnswer('elasticsearch', NODES, { step, start: 0, stepMs: 1000, heapShare: 0.9 })
          .nodes[NODES[0].id];
      expect(at(3).indices.indexing.index_total - at(2).indices.indexing.index_total).toBe(120);
      expect(at(3).timestamp - at(2).timestamp).toBe(1000);
      expect(at(3).jvm.mem.heap_used_in_bytes / at(3).jvm.mem.heap_max_in_bytes).toBeGreaterThan(
        0.85,
      );
    });
  },
);
