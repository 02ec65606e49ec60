import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, jsonResponse, TEST_TARGET } from '../../../api/testFetch';
import { NETWORK_FAILURE } from '../../../test/clusterErrors';
import { actionTarget, bulkReport, runBulkAction } from './bulk';

afterEach(() => {
  vi.unstubAllGlobals();
});

const names = (count: number) => Array.from({ length: count }, (_, i) => `idx-${i}`);

describe('runBulkAction', () => {
  it('sends 20 indices as two sequential requests of 16 and 4', async () => {
    const { calls } = installFakeFetch(() => jsonResponse({ _shards: { failed: 0 } }));
    const report = await runBulkAction(TEST_TARGET, 'refresh', names(20));
    expect(calls.map((call) => new URL(call.url).pathname.split(',').length)).toEqual([16, 4]);
    expect(calls[1].url).toContain('idx-16,idx-17,idx-18,idx-19/_refresh');
    expect(report.failure).toBeNull();
    expect(report.success?.target).toEqual({ kind: 'many', count: 20 });
  });

  it('reports the indices of a failed chunk with its reason and still runs the others', async () => {
    const { calls } = installFakeFetch((_request, callIndex) =>
      callIndex === 0
        ? jsonResponse(
            { error: { type: 'cluster_block_exception', reason: 'index [idx-3] blocked' } },
            403,
          )
        : jsonResponse({ acknowledged: true }),
    );
    const report = await runBulkAction(TEST_TARGET, 'close', names(20));
    expect(calls).toHaveLength(2);
    expect(report.failure).toMatchObject({
      target: { kind: 'many', count: 16 },
      indices: names(16),
      reasons: ['index [idx-3] blocked'],
    });
    expect(report.failure?.errors[0].status).toBe(403);
    expect(report.succeeded).toEqual(names(20).slice(16));
    expect(report.success).toEqual({
      target: { kind: 'many', count: 4 },
      response: { acknowledged: true },
    });
  });

  it('applies refresh to all indices with one request when none are named', async () => {
    const { calls } = installFakeFetch(() => jsonResponse({ ok: 1 }));
    const report = await runBulkAction(TEST_TARGET, 'refresh', []);
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/_refresh']);
    expect(report.success?.target).toEqual({ kind: 'all' });
  });
});

describe('bulkReport', () => {
  it('has no success part when every chunk failed, and one reason per distinct failure', () => {
    const error = NETWORK_FAILURE;
    const report = bulkReport(
      ['a', 'b'],
      [
        { indices: ['a'], ok: false, error },
        { indices: ['b'], ok: false, error },
      ],
    );
    expect(report.success).toBeNull();
    expect(report.failure).toEqual({
      target: { kind: 'many', count: 2 },
      indices: ['a', 'b'],
      reasons: ['Failed to fetch'],
      errors: [error, error],
    });
    expect(report.succeeded).toEqual([]);
  });

  it('gives every chunk answer, in order, when several succeeded', () => {
    const report = bulkReport(
      ['a', 'b'],
      [
        { indices: ['a'], ok: true, response: 1 },
        { indices: ['b'], ok: true, response: 2 },
      ],
    );
    expect(report.success?.response).toEqual([1, 2]);
  });
});

describe('actionTarget', () => {
  it('words no index as all indices, one by its name, more by their count', () => {
    expect(actionTarget([])).toEqual({ kind: 'all' });
    expect(actionTarget(['logs'])).toEqual({ kind: 'one', index: 'logs' });
    expect(actionTarget(['a', 'b', 'c'])).toEqual({ kind: 'many', count: 3 });
  });
});
