import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClusterRequestError } from '../errors';
import {
  captureRequests,
  expected,
  installFakeFetch,
  jsonResponse,
  TEST_TARGET,
  textResponse,
} from '../testFetch';
import type { RecordedRequest } from '../testFetch';
import {
  CHECK_ANSWER_REUSE_MS,
  checkClusterHealth,
  clusterHealth,
  clusterInfo,
  clusterReroute,
  clusterStats,
  clusterUuidOf,
  CONNECTION_TIMEOUT_MS,
  ping,
  takeCheckAnswer,
  testConnection,
} from './cluster';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ROOT = {
  name: 'node-1',
  cluster_name: 'prod',
  cluster_uuid: 'Xq1',
  version: { number: '8.15.2', build_flavor: 'default' },
  tagline: 'You Know, for Search',
};

function clusterAnswering(root: unknown, health: unknown = { status: 'yellow' }) {
  return installFakeFetch((req: RecordedRequest) => {
    if (req.url.endsWith('_cluster/health')) return jsonResponse(health);
    if (req.url.endsWith('_search'))
      return jsonResponse({ hits: { total: { value: 0 }, hits: [] } });
    return jsonResponse(root);
  });
}

describe('cluster operations: requests', () => {
  it('ping and clusterInfo GET the root', async () => {
    expect(await captureRequests(() => ping(TEST_TARGET))).toEqual([expected('GET', '')]);
    expect(await captureRequests(() => clusterInfo(TEST_TARGET))).toEqual([expected('GET', '')]);
  });

  it('clusterHealth GETs _cluster/health', async () => {
    expect(await captureRequests(() => clusterHealth(TEST_TARGET), { status: 'green' })).toEqual([
      expected('GET', '_cluster/health'),
    ]);
  });

  it('clusterStats GETs _cluster/stats', async () => {
    expect(await captureRequests(() => clusterStats(TEST_TARGET))).toEqual([
      expected('GET', '_cluster/stats'),
    ]);
  });

  it('clusterReroute POSTs one move command', async () => {
    const calls = await captureRequests(() =>
      clusterReroute(TEST_TARGET, {
        index: 'logs',
        shard: 2,
        fromNode: 'node-a',
        toNode: 'node-b',
      }),
    );
    expect(calls).toEqual([
      expected(
        'POST',
        '_cluster/reroute',
        '{"commands":[{"move":{"index":"logs","shard":2,"from_node":"node-a","to_node":"node-b"}}]}',
      ),
    ]);
  });
});

describe('testConnection', () => {
  it('pings, searches with size 0, then reads health', async () => {
    const { calls } = clusterAnswering(ROOT);
    const info = await testConnection(TEST_TARGET);
    expect(calls).toEqual([
      expected('GET', ''),
      expected('POST', '_search', '{"size":0}'),
      expected('GET', '_cluster/health'),
    ]);
    expect(info).toEqual({
      clusterName: 'prod',
      name: 'node-1',
      uuid: 'Xq1',
      version: '8.15.2',
      majorVersion: '8',
      distribution: 'elasticsearch',
      flavor: 'default',
      status: 'yellow',
    });
  });

  it('skips health on serverless and assumes green', async () => {
    const { calls } = clusterAnswering({
      ...ROOT,
      version: { number: '8.11.0', build_flavor: 'serverless' },
    });
    const info = await testConnection(TEST_TARGET);
    expect(calls.map((c) => c.url)).toEqual([
      'http://es.test:9200/',
      'http://es.test:9200/_search',
    ]);
    expect(info).toMatchObject({ flavor: 'serverless', status: 'green' });
  });

  it('recognises the fork by version.distribution', async () => {
    clusterAnswering(
      { name: 'n', cluster_name: 'c', version: { number: '2.19.1', distribution: 'opensearch' } },
      { status: 'green' },
    );
    expect(await testConnection(TEST_TARGET)).toMatchObject({
      distribution: 'opensearch',
      majorVersion: '2',
      uuid: 'c-n',
    });
  });

  it('fails when the search fails (credentials that may not read data)', async () => {
    installFakeFetch((req) =>
      req.url.endsWith('_search') ? jsonResponse({ error: 'forbidden' }, 403) : jsonResponse(ROOT),
    );
    await expect(testConnection(TEST_TARGET)).rejects.toMatchObject({ kind: 'api', status: 403 });
  });

  it('fails for an address that answers with something other than a cluster document', async () => {
    installFakeFetch(() => textResponse('It works!'));
    const err: unknown = await testConnection(TEST_TARGET).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ClusterRequestError);
    expect(err).toMatchObject({ kind: 'request', code: 'notACluster' });
  });
});

describe('checkClusterHealth', () => {
  it('pings and reads health at the same time, without searching', async () => {
    const { calls } = clusterAnswering(ROOT, { status: 'red' });
    const info = await checkClusterHealth(TEST_TARGET);
    expect(calls.map((c) => `${c.method} ${c.url}`).sort()).toEqual([
      'GET http://es.test:9200/',
      'GET http://es.test:9200/_cluster/health',
    ]);
    expect(info.status).toBe('red');
  });
});

describe('takeCheckAnswer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the answers of the last check of the same cluster out once each', async () => {
    clusterAnswering(ROOT, { status: 'yellow', number_of_nodes: 3 });
    await checkClusterHealth(TEST_TARGET);
    expect(takeCheckAnswer(TEST_TARGET, 'health')).toEqual({
      status: 'yellow',
      number_of_nodes: 3,
    });
    expect(takeCheckAnswer(TEST_TARGET, 'health')).toBeUndefined();
    expect(takeCheckAnswer({ ...TEST_TARGET }, 'info')).toEqual(ROOT);
    expect(takeCheckAnswer(TEST_TARGET, 'info')).toBeUndefined();
  });

  it('gives nothing for another address, other credentials or after the reuse time', async () => {
    vi.useFakeTimers();
    clusterAnswering(ROOT);
    await checkClusterHealth(TEST_TARGET);
    expect(
      takeCheckAnswer({ ...TEST_TARGET, uri: 'http://other.test:9200/' }, 'info'),
    ).toBeUndefined();
    expect(
      takeCheckAnswer({ ...TEST_TARGET, auth: { ...TEST_TARGET.auth } }, 'info'),
    ).toBeUndefined();
    vi.advanceTimersByTime(CHECK_ANSWER_REUSE_MS);
    expect(takeCheckAnswer(TEST_TARGET, 'info')).toBeUndefined();
  });

  it('keeps nothing from a check that failed', async () => {
    clusterAnswering(ROOT);
    await checkClusterHealth(TEST_TARGET);
    takeCheckAnswer(TEST_TARGET, 'info');
    takeCheckAnswer(TEST_TARGET, 'health');
    installFakeFetch(() => textResponse('<html>down</html>', 502));
    await expect(checkClusterHealth(TEST_TARGET)).rejects.toBeInstanceOf(Error);
    expect(takeCheckAnswer(TEST_TARGET, 'health')).toBeUndefined();
  });
});

/** A cluster that accepts every request and never answers; a request ends only when aborted. */
function hangingCluster(): string[] {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      urls.push(url);
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }),
  );
  return urls;
}

describe('a cluster that never answers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['the connection test', testConnection],
    ['the health check', checkClusterHealth],
  ])('%s gives up after 20 s with a timeout', async (_name, run) => {
    vi.useFakeTimers();
    const urls = hangingCluster();
    const outcome = run(TEST_TARGET).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CONNECTION_TIMEOUT_MS - 1);
    // The health check asks for the root and the health at once; the test pings first.
    expect(urls).toEqual(
      run === checkClusterHealth
        ? ['http://es.test:9200/_cluster/health', 'http://es.test:9200/']
        : ['http://es.test:9200/'],
    );
    await vi.advanceTimersByTimeAsync(1);
    expect(CONNECTION_TIMEOUT_MS).toBe(20_000);
    expect(await outcome).toMatchObject({
      kind: 'network',
      code: 'timeout',
      status: -1,
      message: 'The cluster did not answer within 20 s.',
    });
  });

  it('still reports a cancelled test as cancelled, not as a timeout', async () => {
    hangingCluster();
    const controller = new AbortController();
    const outcome = testConnection(TEST_TARGET, controller.signal).catch((e: unknown) => e);
    controller.abort();
    expect(await outcome).toMatchObject({ kind: 'request', code: 'aborted' });
  });
});

describe('clusterUuidOf', () => {
  it('uses cluster_uuid, else cluster_name-name without whitespace', () => {
    expect(clusterUuidOf(ROOT)).toBe('Xq1');
    expect(clusterUuidOf({ cluster_name: 'my cluster', name: 'node 1' })).toBe('mycluster-node1');
  });
});
