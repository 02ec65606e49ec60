import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeFetch,
  jsonResponse,
  TEST_TARGET,
  type RecordedRequest,
} from '../../../api/testFetch';
import { plannedRequests, speedIndices } from './importApi';
import { formatOf, readOptions } from './runTesting';

const file = new Blob(['x'.repeat(10_000)]);

describe('the bulk requests an import plans', () => {
  it('covers bodies of the chosen size, more for a compressed file or few documents a body', () => {
    const plain = plannedRequests(file, readOptions('ndjson', { batchBytes: 1000 }));
    expect(plain).toBeGreaterThanOrEqual(10);
    const packed = readOptions(formatOf('ndjson', { gzip: true }), { batchBytes: 1000 });
    expect(plannedRequests(file, packed)).toBeGreaterThan(plain);
    const fewDocuments = readOptions('ndjson', { batchBytes: 1000, maxDocuments: 2 });
    expect(plannedRequests(file, fewDocuments)).toBeGreaterThan(plain);
  });

  it('plans at least one request for an empty file', () => {
    expect(plannedRequests(new Blob([]), readOptions('ndjson'))).toBeGreaterThanOrEqual(1);
  });
});

const CLUSTER = TEST_TARGET;
const BOTH = { refreshOff: true, noReplicas: true };

/** One index's answer to GET {target}/_settings/… with defaults. */
const settingsOf = (...indices: string[]) =>
  Object.fromEntries(
    indices.map((index) => [
      index,
      {
        settings: { 'index.refresh_interval': '1s' },
        defaults: { 'index.number_of_replicas': '1' },
      },
    ]),
  );

function cluster(answers: Record<string, unknown>) {
  return installFakeFetch((request: RecordedRequest) => {
    const path = new URL(request.url).pathname;
    const answer = Object.entries(answers).find(([prefix]) => path.startsWith(prefix));
    return answer ? jsonResponse(answer[1]) : jsonResponse({ error: 'no such path' }, 404);
  });
}

describe('the index an import speeds up', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is an alias's write index, not every index behind it", async () => {
    cluster({
      '/logs/_settings': settingsOf('logs-1', 'logs-2'),
      // GET _alias/<alias>, as the reference documents it, the second index taking the writes.
      '/_alias/logs': {
        'logs-1': { aliases: { logs: {} } },
        'logs-2': { aliases: { logs: { is_write_index: true } } },
      },
    });
    const target = { name: 'logs', dataStream: false };
    expect(await speedIndices(CLUSTER, target, BOTH, false)).toEqual(['logs-2']);
  });

  it('is the index itself when the name is one index, or none when an alias has no write index', async () => {
    cluster({ '/books/_settings': settingsOf('books') });
    expect(await speedIndices(CLUSTER, { name: 'books', dataStream: false }, BOTH, false)).toEqual([
      'books',
    ]);
    cluster({
      '/logs/_settings': settingsOf('logs-1', 'logs-2'),
      '/_alias/logs': { 'logs-1': { aliases: { logs: {} } }, 'logs-2': { aliases: { logs: {} } } },
    });
    expect(await speedIndices(CLUSTER, { name: 'logs', dataStream: false }, BOTH, false)).toEqual(
      [],
    );
  });

  it("is a data stream's write index, the last of its backing indices", async () => {
    const { calls } = cluster({
      '/_data_stream/metrics': {
        data_streams: [
          {
            name: 'metrics',
            timestamp_field: { name: '@timestamp' },
            indices: [
              { index_name: '.ds-metrics-2099.03.07-000001', index_uuid: 'a' },
              { index_name: '.ds-metrics-2099.03.08-000002', index_uuid: 'b' },
            ],
          },
        ],
      },
    });
    const target = { name: 'metrics', dataStream: true };
    expect(await speedIndices(CLUSTER, target, BOTH, false)).toEqual([
      '.ds-metrics-2099.03.08-000002',
    ]);
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/_data_stream/metrics']);
  });

  it('is the new index, and nothing is asked when no speed setting is chosen', async () => {
    const { calls } = cluster({});
    const target = { name: 'fresh', dataStream: false };
    expect(await speedIndices(CLUSTER, target, BOTH, true)).toEqual(['fresh']);
    const none = { refreshOff: false, noReplicas: false };
    expect(await speedIndices(CLUSTER, target, none, false)).toEqual([]);
    expect(calls).toHaveLength(0);
  });
});
