import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureRequests,
  expected,
  installFakeFetch,
  jsonResponse,
  TEST_TARGET,
} from '../testFetch';
import { CONFIRMING_TARGET, recordQuestions } from '../testConsent';
import { setWriteConfirmer } from '../writeConfirmation';
import {
  indexAction,
  indexClearCache,
  indexClose,
  indexDelete,
  indexFlush,
  indexForcemerge,
  indexOpen,
  indexRefresh,
  summariseIndexAction,
} from './indexActions';

afterEach(() => {
  setWriteConfirmer(null);
  vi.unstubAllGlobals();
});

const names = (n: number) => Array.from({ length: n }, (_, i) => `i${i}`);

describe('index actions: the request of each', () => {
  it.each([
    ['delete', indexDelete, 'DELETE', 'a,b'],
    ['refresh', indexRefresh, 'POST', 'a,b/_refresh'],
    ['flush', indexFlush, 'POST', 'a,b/_flush'],
    ['clear cache', indexClearCache, 'POST', 'a,b/_cache/clear'],
    ['close', indexClose, 'POST', 'a,b/_close'],
    ['open', indexOpen, 'POST', 'a,b/_open'],
    ['forcemerge', indexForcemerge, 'POST', 'a,b/_forcemerge'],
  ] as const)('%s sends %s', async (_name, run, method, path) => {
    expect(await captureRequests(() => run(TEST_TARGET, ['a', 'b']))).toEqual([
      expected(method, path),
    ]);
  });

  it('escapes each name', async () => {
    expect(
      await captureRequests(() => indexRefresh(TEST_TARGET, ['<logs-{now/d}>', 'x%'])),
    ).toEqual([expected('POST', '%3Clogs-%7Bnow%2Fd%7D%3E,x%25/_refresh')]);
  });
});

describe('index actions: chunks of 16', () => {
  it('sends 40 indices as three sequential requests of 16, 16 and 8', async () => {
    const calls = await captureRequests(() => indexClose(TEST_TARGET, names(40)));
    expect(calls).toEqual([
      expected('POST', `${names(16).join(',')}/_close`),
      expected('POST', `${names(32).slice(16).join(',')}/_close`),
      expected('POST', `${names(40).slice(32).join(',')}/_close`),
    ]);
  });

  it('asks a cluster that asks before writes once for all the chunks', async () => {
    const { calls } = installFakeFetch();
    const asked = recordQuestions();
    await indexDelete(CONFIRMING_TARGET, [...names(40), 'a b']);
    expect(calls.map((call) => call.method)).toEqual(['DELETE', 'DELETE', 'DELETE']);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.plan).toEqual([
      { kind: 'batch', method: 'DELETE', pattern: '/{indices}', names: [...names(40), 'a%20b'] },
    ]);
  });

  it('asks the question of one request when the indices fit in one', async () => {
    installFakeFetch();
    const asked = recordQuestions();
    await indexClose(CONFIRMING_TARGET, names(16));
    expect(asked).toEqual([
      { method: 'POST', path: `/${names(16).join(',')}/_close`, clusterName: 'production' },
    ]);
  });

  it('sends no chunk once the plan is declined', async () => {
    const { calls } = installFakeFetch();
    const asked = recordQuestions(false);
    const chunks = await indexFlush(CONFIRMING_TARGET, names(40));
    expect(asked).toHaveLength(1);
    expect(calls).toHaveLength(0);
    expect(chunks.map((chunk) => chunk.ok)).toEqual([false, false, false]);
  });

  it('reports the failing chunk with its indices and still runs the others', async () => {
    const { calls } = installFakeFetch((req) =>
      req.url.includes('i20')
        ? jsonResponse({ error: { type: 'index_closed_exception', reason: 'closed' } }, 400)
        : jsonResponse({ acknowledged: true }),
    );
    const chunks = await indexDelete(TEST_TARGET, names(33));
    expect(calls).toHaveLength(3);
    expect(chunks.map((c) => c.ok)).toEqual([true, false, true]);
    const summary = summariseIndexAction(chunks);
    expect(summary.ok).toBe(false);
    expect(summary.failed).toEqual(names(32).slice(16));
    expect(summary.succeeded).toEqual([...names(16), 'i32']);
    expect(summary.errors).toMatchObject([{ kind: 'api', status: 400 }]);
    expect(summary.responses).toEqual([{ acknowledged: true }, { acknowledged: true }]);
  });
});

describe('index actions: no index given', () => {
  it('refresh, flush, clear cache and forcemerge apply to all indices', async () => {
    expect(await captureRequests(() => indexRefresh(TEST_TARGET, []))).toEqual([
      expected('POST', '_refresh'),
    ]);
    expect(await captureRequests(() => indexClearCache(TEST_TARGET, []))).toEqual([
      expected('POST', '_cache/clear'),
    ]);
  });

  it('delete, close and open refuse without sending anything', async () => {
    const { calls } = installFakeFetch();
    for (const action of ['delete', 'close', 'open'] as const) {
      await expect(indexAction(TEST_TARGET, action, [])).rejects.toThrow(RangeError);
    }
    expect(calls).toHaveLength(0);
  });

  it('reports a failure of the all-indices request as a failed chunk', async () => {
    installFakeFetch(() => jsonResponse({ error: 'x' }, 500));
    const chunks = await indexFlush(TEST_TARGET, []);
    expect(chunks).toMatchObject([{ indices: [], ok: false, error: { status: 500 } }]);
  });
});
