import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeFetch,
  jsonResponse,
  queryOf,
  rejection,
  TEST_TARGET,
  textResponse,
} from '../testFetch';
import { nodeHotThreads, nodeStats } from './nodeStats';

afterEach(() => {
  vi.unstubAllGlobals();
});

const HOT_THREADS = `::: {node-0}{USpTGYaBSIKbgSUJR2Z9lg}{127.0.0.1}
   Hot threads at 2026-01-01T00:00:00Z, interval=500ms, busiestThreads=3, ignoreIdleThreads=true:

   12.5% (62.5ms out of 500ms) cpu usage by thread 'elasticsearch[node-0][<b>write</b>][T#1]'
`;

describe('nodeStats', () => {
  it('asks one node for the groups the dialog shows, its id escaped as one path segment', async () => {
    const { calls } = installFakeFetch(() => jsonResponse({ nodes: {} }));
    await nodeStats(TEST_TARGET, 'a/b?c');
    expect(calls[0].method).toBe('GET');
    expect(calls[0].url).toBe(
      'http://es.test:9200/_nodes/a%2Fb%3Fc/stats/jvm,thread_pool,breaker,os,process,fs',
    );
  });

  it("rejects with the engine's refusal", async () => {
    installFakeFetch(() =>
      jsonResponse(
        {
          error: {
            type: 'unsupported_operation_exception',
            reason: '_nodes/stats is not supported by osmem',
          },
          status: 400,
        },
        400,
      ),
    );
    const err = await rejection(nodeStats(TEST_TARGET, 'osmem-node'));
    expect(err).toMatchObject({ kind: 'api', status: 400 });
    expect(err.message).toContain('_nodes/stats is not supported by osmem');
  });
});

describe('nodeHotThreads', () => {
  it('sends threads, interval and ignore_idle_threads and returns the text as sent', async () => {
    const { calls } = installFakeFetch(() => textResponse(HOT_THREADS));
    const text = await nodeHotThreads(TEST_TARGET, 'node 1', {
      threads: 5,
      intervalMs: 1000,
      ignoreIdleThreads: false,
    });
    expect(text).toBe(HOT_THREADS);
    expect(calls[0].url.split('?')[0]).toBe('http://es.test:9200/_nodes/node%201/hot_threads');
    expect(queryOf(calls[0].url)).toEqual({
      threads: '5',
      interval: '1000ms',
      ignore_idle_threads: 'false',
    });
  });

  it('uses 3 threads, 500 ms and ignores idle threads by default', async () => {
    const { calls } = installFakeFetch(() => textResponse(''));
    expect(await nodeHotThreads(TEST_TARGET, 'n1')).toBe('');
    expect(queryOf(calls[0].url)).toEqual({
      threads: '3',
      interval: '500ms',
      ignore_idle_threads: 'true',
    });
  });

  it('rejects an HTML page, labelled as such or not, with a clear code', async () => {
    installFakeFetch((_request, index) =>
      index === 0
        ? textResponse('<html><body>Sign in</body></html>', 200, 'text/html')
        : textResponse('<!DOCTYPE html><title>Proxy</title>'),
    );
    const labelled = await rejection(nodeHotThreads(TEST_TARGET, 'n1'));
    const unlabelled = await rejection(nodeHotThreads(TEST_TARGET, 'n1'));
    for (const err of [labelled, unlabelled]) {
      expect(err).toMatchObject({ kind: 'request', code: 'htmlInsteadOfText' });
      expect(err.message).toBe('The cluster answered with HTML instead of text.');
    }
  });

  it("rejects a failed answer with the cluster's JSON error", async () => {
    const refusal = {
      error: {
        type: 'unsupported_operation_exception',
        reason: '_nodes/hot_threads is not supported by osmem',
      },
      status: 400,
    };
    installFakeFetch(() => jsonResponse(refusal, 400));
    const err = await rejection(nodeHotThreads(TEST_TARGET, 'n1'));
    expect(err).toMatchObject({ kind: 'api', status: 400, body: refusal });
  });
});
