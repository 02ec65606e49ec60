import { describe, expect, it } from 'vitest';
import { NETWORK_FAILURE } from '../../../test/clusterErrors';
import { retriedAll, retryReport, retryRequests } from './retryReport';

describe('retryRequests', () => {
  it('names each request sent, odd names escaped', () => {
    expect(retryRequests('ilm', ['a b', 'x#1'])).toEqual(['POST a%20b,x%231/_ilm/retry']);
    expect(retryRequests('ism', ['a'])).toEqual(['POST _plugins/_ism/retry/a']);
  });

  it('splits long lists the way the retry sends them', () => {
    const names = Array.from({ length: 200 }, (_, i) => `index-with-a-long-name-${i}`);
    const requests = retryRequests('ilm', names);
    expect(requests.length).toBeGreaterThan(1);
    expect(
      requests.flatMap((line) => line.slice('POST '.length, -'/_ilm/retry'.length).split(',')),
    ).toEqual(names);
  });
});

describe('retryReport', () => {
  it('counts what was retried, and names what was refused or failed with the reason', () => {
    const report = retryReport([
      {
        indices: ['a', 'b', 'c'],
        ok: true,
        response: {
          updated_indices: 2,
          failures: true,
          failed_indices: [{ index_name: 'b', index_uuid: 'u', reason: 'not managed' }],
        },
      },
      {
        indices: ['d', 'e'],
        ok: false,
        error: {
          kind: 'api',
          code: 'api',
          status: 400,
          statusText: 'Bad Request',
          message: '{}',
          body: { error: { type: 'illegal_argument_exception', reason: 'no error to retry' } },
        },
      },
      { indices: ['f'], ok: true, response: { acknowledged: true } },
    ]);
    expect(report).toEqual({
      requested: 6,
      retried: 3,
      refused: [{ index: 'b', reason: 'not managed' }],
      failed: [{ indices: ['d', 'e'], reason: 'no error to retry' }],
      settled: [],
    });
    expect(retriedAll(report)).toBe(false);
  });

  it('names the indices left out for being no longer in ERROR, which is no failure', () => {
    const report = retryReport([
      { indices: ['a'], ok: true, response: { acknowledged: true } },
      { indices: ['b', 'c'], ok: true, response: null, settled: true },
    ]);
    expect(report).toEqual({
      requested: 3,
      retried: 1,
      refused: [],
      failed: [],
      settled: ['b', 'c'],
    });
    expect(retriedAll(report)).toBe(true);
  });

  it('reads a network failure by its message', () => {
    const report = retryReport([
      {
        indices: ['a'],
        ok: false,
        error: NETWORK_FAILURE,
      },
    ]);
    expect(report.failed).toEqual([{ indices: ['a'], reason: 'Failed to fetch' }]);
  });

  it('is complete when every index was taken', () => {
    const report = retryReport([{ indices: ['a'], ok: true, response: { acknowledged: true } }]);
    expect(report).toEqual({ requested: 1, retried: 1, refused: [], failed: [], settled: [] });
    expect(retriedAll(report)).toBe(true);
  });
});
