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
  explainIndex,
  explainManagedIndices,
  explainPath,
  managedIndicesPath,
  refusedIndices,
} from './managedIndices';
import { ilmManagedIndices } from '../../engine/lifecycle';

afterEach(() => {
  vi.unstubAllGlobals();
});

const BASE = TEST_TARGET.uri;

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
