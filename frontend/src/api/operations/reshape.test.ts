import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureRequests,
  expected,
  installFakeFetch,
  jsonResponse,
  pathOf,
  rejection,
  TEST_TARGET,
} from '../testFetch';
import { getReshapeAnswers, segmentCount, sendPlanned, waitHealth } from './reshape';

afterEach(() => {
  vi.unstubAllGlobals();
});

const HEALTH_TIMED_OUT = {
  cluster_name: 'docker-cluster',
  status: 'yellow',
  timed_out: true,
  active_shards: 2,
  unassigned_shards: 2,
};

describe('getReshapeAnswers', () => {
  it('reads the copies, the nodes, the settings, the disks and the routing shards', async () => {
    const calls = await captureRequests(() => getReshapeAnswers(TEST_TARGET, 'logs #1'), []);
    expect(calls.map((call) => call.url.replace('http://es.test:9200/', ''))).toEqual([
      '_cat/shards/logs%20%231?format=json&h=index,shard,prirep,state,node,store&bytes=b',
      '_cat/nodes?format=json&h=name,id,node.role',
      'logs%20%231/_settings?flat_settings=true',
      '_cat/allocation?format=json&bytes=b',
      '_cluster/state/metadata/logs%20%231?filter_path=metadata.indices.*.routing_num_shards',
    ]);
  });

  it('goes without the disks and the routing shards when the cluster refuses them', async () => {
    installFakeFetch((request) =>
      /allocation|_cluster\/state/.test(request.url)
        ? jsonResponse({ error: { type: 'security_exception', reason: 'no' }, status: 403 }, 403)
        : jsonResponse([{ answer: pathOf(request.url) }]),
    );
    const answers = await getReshapeAnswers(TEST_TARGET, 'logs');
    expect(answers.allocation).toBeNull();
    expect(answers.metadata).toBeNull();
    expect(answers.settings).toEqual([{ answer: 'http://es.test:9200/logs/_settings' }]);
  });

  it('fails when the copies cannot be read', async () => {
    installFakeFetch((request) =>
      request.url.includes('_cat/shards')
        ? jsonResponse({ error: { type: 'index_not_found_exception', reason: 'gone' } }, 404)
        : jsonResponse([]),
    );
    expect((await rejection(getReshapeAnswers(TEST_TARGET, 'logs'))).status).toBe(404);
  });
});

describe('sendPlanned and waitHealth', () => {
  it('sends a planned request as is', async () => {
    const calls = await captureRequests(() =>
      sendPlanned(TEST_TARGET, {
        method: 'PUT',
        path: 'logs/_settings',
        body: { 'index.blocks.write': true },
      }),
    );
    expect(calls).toEqual([expected('PUT', 'logs/_settings', '{"index.blocks.write":true}')]);
  });

  it('resolves with the health the engine answers with 408 once the wait timed out', async () => {
    installFakeFetch(() => jsonResponse(HEALTH_TIMED_OUT, 408));
    const health = await waitHealth(TEST_TARGET, {
      method: 'GET',
      path: '_cluster/health/small',
      params: { wait_for_status: 'green', timeout: '30s' },
    });
    expect(health).toEqual(HEALTH_TIMED_OUT);
  });

  it('fails on any other error, a 408 without a health included', async () => {
    installFakeFetch(() => jsonResponse({ error: 'timeout' }, 408));
    const call = { method: 'GET', path: '_cluster/health/small' } as const;
    expect((await rejection(waitHealth(TEST_TARGET, call))).status).toBe(408);
    installFakeFetch(() => jsonResponse({ error: { type: 'index_not_found_exception' } }, 404));
    expect((await rejection(waitHealth(TEST_TARGET, call))).status).toBe(404);
  });
});

describe('segmentCount', () => {
  it('counts the rows of _cat/segments for the indices', async () => {
    const { calls } = installFakeFetch(() =>
      jsonResponse([{ segment: '_0' }, { segment: '_1' }, { segment: '_0' }]),
    );
    expect(await segmentCount(TEST_TARGET, ['logs', 'a b'])).toBe(3);
    expect(calls[0].url).toBe(
      'http://es.test:9200/_cat/segments/logs,a%20b?format=json&h=index,shard,segment',
    );
  });
});
