import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  captureRequests,
  expected,
  installFakeFetch,
  jsonResponse,
  rejection,
  TEST_TARGET,
} from '../testFetch';
import {
  addIsmPolicy,
  changeIsmPolicy,
  explainIndex,
  explainManagedIndices,
  explainPath,
  managedIndicesPath,
  moveToStep,
  refusedIndices,
  removeLifecyclePolicy,
  retryManagedIndices,
} from './managedIndices';
import { ilmManagedIndices } from '../../engine/lifecycle';

afterEach(() => {
  vi.unstubAllGlobals();
});

const BASE = 'http://es.test:9200/';

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

// GET */_ilm/explain for an index whose shrink failed: what the list of managed indices shows,
// and the parts of an entry it does not (the failure's type and stack trace, the phase definition).
const FAILED_EXPLAIN: ExplainAnswer = {
  indices: {
    'metrics-000002': {
      index: 'metrics-000002',
      managed: true,
      policy: 'metrics',
      age: '12d',
      phase: 'warm',
      action: 'shrink',
      step: 'ERROR',
      failed_step: 'shrink',
      failed_step_retry_count: 1,
      step_info: { type: 'exception', reason: 'no node can hold all the shards', stack_trace: '…' },
      phase_execution: { policy: 'metrics', version: 2, modified_date_in_millis: 1 },
    },
  },
};

type Entry = Record<string, unknown>;
type ExplainAnswer = { indices: Record<string, Entry> };

/** What Elasticsearch keeps of `entry` for the paths of a filter_path below `indices.*`. */
function keep(entry: Entry, paths: string[][]): Entry {
  const kept: Entry = {};
  for (const [key, ...rest] of paths) {
    if (!(key in entry)) continue;
    const value = entry[key];
    kept[key] =
      rest.length === 0 ? value : { ...(kept[key] as Entry), ...keep(value as Entry, [rest]) };
  }
  return kept;
}

/** The answer as the engine sends it when asked with `filterPath`. */
function filtered(answer: ExplainAnswer, filterPath: string): ExplainAnswer {
  const paths = filterPath.split(',').map((path) => path.split('.'));
  expect(paths.every(([indices, any]) => indices === 'indices' && any === '*')).toBe(true);
  const below = paths.map((path) => path.slice(2));
  const entries = Object.entries(answer.indices).map(([name, entry]) => [name, keep(entry, below)]);
  return { indices: Object.fromEntries(entries) };
}

/** What the list of managed indices reads of an answer, the raw entry aside. */
const listed = (answer: ExplainAnswer) =>
  ilmManagedIndices(answer).map(({ raw: _raw, ...index }) => index);

describe('managed indices paths', () => {
  it('explains every index, hidden ones included, keeping only what the list reads on ILM', () => {
    const ilm = new URL(managedIndicesPath('ilm'), BASE);
    expect(ilm.pathname).toBe('/*,.*/_ilm/explain');
    expect(ilm.searchParams.get('only_managed')).toBe('true');
    const kept = filtered(FAILED_EXPLAIN, ilm.searchParams.get('filter_path') ?? '');
    expect(listed(kept)).toEqual(listed(FAILED_EXPLAIN));
    const [entry] = Object.values(kept.indices);
    expect(entry).not.toHaveProperty('phase_execution');
    expect(entry.step_info).toEqual({ reason: 'no node can hold all the shards' });
    expect(managedIndicesPath('ism')).toBe('_plugins/_ism/explain/*,.*');
  });

  it('explains named indices on either engine, the names as given', () => {
    expect(explainPath('ilm', 'a,b%20c')).toBe('a,b%20c/_ilm/explain');
    expect(explainPath('ism', '.ds-*')).toBe('_plugins/_ism/explain/.ds-*');
  });

  it('sends the explain of all managed indices as GET', async () => {
    const ilm = await captureRequests(() => explainManagedIndices(TEST_TARGET, 'ilm'));
    expect(ilm).toHaveLength(1);
    expect(ilm[0].method).toBe('GET');
    expect(new URL(ilm[0].url).pathname).toBe('/*,.*/_ilm/explain');
    expect(new URL(ilm[0].url).searchParams.get('only_managed')).toBe('true');
    expect(await captureRequests(() => explainManagedIndices(TEST_TARGET, 'ism'))).toEqual([
      expected('GET', '_plugins/_ism/explain/*,.*'),
    ]);
  });

  it('reads a cluster without any index (404 index_not_found) as no managed index', async () => {
    installFakeFetch(() =>
      jsonResponse(
        {
          error: {
            root_cause: [{ type: 'index_not_found_exception', reason: 'no such index [*]' }],
            type: 'index_not_found_exception',
            reason: 'no such index [*]',
          },
          status: 404,
        },
        404,
      ),
    );
    expect(await explainManagedIndices(TEST_TARGET, 'ilm')).toEqual({});
  });

  it('lets any other 404 through: a cluster without the API says so', async () => {
    installFakeFetch(() =>
      jsonResponse({ error: 'no handler found for uri [/_plugins/_ism/explain]' }, 404),
    );
    const error = await rejection(explainManagedIndices(TEST_TARGET, 'ism'));
    expect(error.status).toBe(404);
  });

  it('explains one index, its odd name escaped', async () => {
    expect(await captureRequests(() => explainIndex(TEST_TARGET, 'ilm', 'a b'))).toEqual([
      expected('GET', 'a%20b/_ilm/explain'),
    ]);
    expect(await captureRequests(() => explainIndex(TEST_TARGET, 'ism', 'x#1'))).toEqual([
      expected('GET', '_plugins/_ism/explain/x%231'),
    ]);
  });
});

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

describe('refusedIndices', () => {
  it("reads ISM's failed_indices with their reasons", () => {
    expect(
      refusedIndices({
        updated_indices: 1,
        failures: true,
        failed_indices: [
          { index_name: 'logs-1', index_uuid: 'u1', reason: 'This index is not being managed.' },
          { index_name: 'logs-2', index_uuid: 'u2' },
        ],
      }),
    ).toEqual([
      { index: 'logs-1', reason: 'This index is not being managed.' },
      { index: 'logs-2', reason: null },
    ]);
  });

  it("reads ILM remove's failed_indexes", () => {
    expect(refusedIndices({ has_failures: true, failed_indexes: ['a', 'b'] })).toEqual([
      { index: 'a', reason: null },
      { index: 'b', reason: null },
    ]);
  });

  it('finds nothing refused in a plain acknowledgement or a foreign answer', () => {
    expect(refusedIndices({ acknowledged: true })).toEqual([]);
    expect(refusedIndices({ updated_indices: 2, failures: false, failed_indices: [] })).toEqual([]);
    expect(refusedIndices(null)).toEqual([]);
    expect(refusedIndices('text')).toEqual([]);
    expect(refusedIndices({ failed_indices: [42, { reason: 'no name' }] })).toEqual([]);
  });
});
