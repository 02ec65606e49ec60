import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureRequests,
  expected,
  installFakeFetch,
  jsonResponse,
  TEST_TARGET,
} from '../testFetch';
import {
  addIsmPolicy,
  changeIsmPolicy,
  moveToStep,
  removeLifecyclePolicy,
  retryManagedIndices,
} from './managedIndices';

afterEach(() => {
  vi.unstubAllGlobals();
});

const BASE = TEST_TARGET.uri;

/** The index names a recorded request carries in its path, decoded. */
function namesIn(url: string, before: string, after = ''): string[] {
  const path = new URL(url).pathname.slice(1);
  const start = path.indexOf(before) + before.length;
  const names = path.slice(start, after === '' ? undefined : path.lastIndexOf(after));
  return names.split(',').map(decodeURIComponent);
}

/**
 * A cluster whose ILM explain (only_errors) names the indices of its path still in ERROR (all but
 * those in `settled`), and that acknowledges every other call; `posts` are the other calls.
 */
function ilmCluster(
  settled: ReadonlySet<string> = new Set(),
  answer = (_index: number) => jsonResponse({ acknowledged: true }),
) {
  let posts = 0;
  const { calls } = installFakeFetch((request) => {
    if (request.method === 'GET') {
      const names = namesIn(request.url, '', '/_ilm/explain').filter((name) => !settled.has(name));
      return jsonResponse({
        indices: Object.fromEntries(names.map((name) => [name, { index: name, policy: 'p' }])),
      });
    }
    return answer(posts++);
  });
  return {
    posts: () => calls.filter((call) => call.method === 'POST'),
    gets: () => calls.filter((call) => call.method === 'GET'),
  };
}

// 300 names of 40 characters: about 12,000 characters, far beyond what one path should carry.
const MANY = Array.from(
  { length: 300 },
  (_, i) => `logs-application-east-${String(i).padStart(18, '0')}`,
);

describe('calls on many managed indices', () => {
  it('retries on each engine, odd names escaped; ILM reads which are still in ERROR first', async () => {
    const ilm = ilmCluster();
    await retryManagedIndices(TEST_TARGET, 'ilm', ['a b', 'x#1']);
    expect(ilm.gets().map((call) => call.url)).toEqual([
      `${BASE}a%20b,x%231/_ilm/explain?only_errors=true&filter_path=indices.*.index,indices.*.policy`,
    ]);
    expect(ilm.posts().map((call) => call.url)).toEqual([`${BASE}a%20b,x%231/_ilm/retry`]);
    vi.unstubAllGlobals();
    expect(
      await captureRequests(() => retryManagedIndices(TEST_TARGET, 'ism', ['a b', 'x#1'])),
    ).toEqual([expected('POST', '_plugins/_ism/retry/a%20b,x%231')]);
  });

  it('removes a policy, adds and changes an ISM policy with its body', async () => {
    expect(await captureRequests(() => removeLifecyclePolicy(TEST_TARGET, 'ilm', ['a']))).toEqual([
      expected('POST', 'a/_ilm/remove'),
    ]);
    expect(await captureRequests(() => removeLifecyclePolicy(TEST_TARGET, 'ism', ['a']))).toEqual([
      expected('POST', '_plugins/_ism/remove/a'),
    ]);
    expect(
      await captureRequests(() => addIsmPolicy(TEST_TARGET, ['a', 'b'], { policy_id: 'p' })),
    ).toEqual([expected('POST', '_plugins/_ism/add/a,b', '{"policy_id":"p"}')]);
    expect(
      await captureRequests(() =>
        changeIsmPolicy(TEST_TARGET, ['a'], { policy_id: 'p', state: 'warm' }),
      ),
    ).toEqual([
      expected('POST', '_plugins/_ism/change_policy/a', '{"policy_id":"p","state":"warm"}'),
    ]);
  });

  it('moves one index to a step', async () => {
    const body = {
      current_step: { phase: 'hot', action: 'rollover', name: 'ERROR' },
      next_step: { phase: 'warm' },
    };
    expect(await captureRequests(() => moveToStep(TEST_TARGET, 'a b', body))).toEqual([
      expected('POST', '_ilm/move/a%20b', JSON.stringify(body)),
    ]);
  });

  it('sends long lists in several requests, every index exactly once', async () => {
    for (const kind of ['ilm', 'ism'] as const) {
      const cluster = ilmCluster();
      const outcomes = await retryManagedIndices(TEST_TARGET, kind, MANY);
      const calls = kind === 'ilm' ? cluster.posts() : [...cluster.gets(), ...cluster.posts()];
      expect(calls.length).toBeGreaterThan(1);
      expect(outcomes).toHaveLength(calls.length);
      const sent = calls.flatMap((call) =>
        kind === 'ilm'
          ? namesIn(call.url, '', '/_ilm/retry')
          : namesIn(call.url, '_plugins/_ism/retry/'),
      );
      expect(sent).toEqual(MANY);
      expect(outcomes.flatMap((outcome) => outcome.indices)).toEqual(MANY);
      for (const call of calls) expect(call.url.length - BASE.length).toBeLessThan(2_100);
      vi.unstubAllGlobals();
    }
  });

  it('leaves out of an ILM retry the indices no longer in ERROR, and says so', async () => {
    const cluster = ilmCluster(new Set(['b']));
    const outcomes = await retryManagedIndices(TEST_TARGET, 'ilm', ['a', 'b', 'c']);
    expect(cluster.posts().map((call) => call.url)).toEqual([`${BASE}a,c/_ilm/retry`]);
    expect(outcomes).toEqual([
      { indices: ['a', 'c'], ok: true, response: { acknowledged: true } },
      { indices: ['b'], ok: true, response: null, settled: true },
    ]);
  });

  it('sends the group as it is when the ILM read fails: the engine says what it refuses', async () => {
    const { calls } = installFakeFetch((request) =>
      request.method === 'GET'
        ? jsonResponse({ error: 'boom' }, 500)
        : jsonResponse({ acknowledged: true }),
    );
    await retryManagedIndices(TEST_TARGET, 'ilm', ['a', 'b']);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `${BASE}a,b/_ilm/retry`,
    ]);
  });

  it('reports a failed request with its indices while the others still run', async () => {
    const cluster = ilmCluster(new Set(), (index) =>
      index === 1
        ? jsonResponse(
            {
              error: {
                type: 'illegal_argument_exception',
                reason: 'cannot retry an action for an index that has not encountered an error',
              },
              status: 400,
            },
            400,
          )
        : jsonResponse({ acknowledged: true }),
    );
    const outcomes = await retryManagedIndices(TEST_TARGET, 'ilm', MANY);
    const calls = cluster.posts();
    expect(calls.length).toBeGreaterThan(2);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual(calls.map((_call, index) => index !== 1));
    const failed = outcomes[1];
    expect(failed.ok).toBe(false);
    if (failed.ok) return;
    expect(failed.indices).toEqual(namesIn(calls[1].url, '', '/_ilm/retry'));
    expect(failed.error).toMatchObject({ kind: 'api', status: 400 });
    expect(JSON.stringify(failed.error.body)).toContain('has not encountered an error');
  });

  it('reports an unreachable cluster per request', async () => {
    installFakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const outcomes = await retryManagedIndices(TEST_TARGET, 'ism', ['a']);
    expect(outcomes).toEqual([
      { indices: ['a'], ok: false, error: expect.objectContaining({ kind: 'network' }) },
    ]);
  });
});
