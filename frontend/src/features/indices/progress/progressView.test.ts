import { describe, expect, it } from 'vitest';
import { failureLines, LISTED_FAILURES, progressView, tookText } from './progressView';

const REINDEX = { kind: 'reindex', source: 'a', dest: 'b' } as const;
const DELETE = { kind: 'deleteByQuery', index: 'logs' } as const;

describe('progressView', () => {
  it('waits for the first report without a known total', () => {
    const view = progressView(DELETE, 'n:1', { kind: 'running', status: null });
    expect(view).toMatchObject({ color: 'gray', percent: null, linkToTask: true, finished: false });
    expect(view.title).toEqual({
      key: 'indices.progress.deleteByQuery.running',
      params: { index: 'logs' },
    });
    expect(view.lines).toEqual([{ key: 'indices.progress.waiting' }]);
  });

  it('without a record of the task, points at the destination index', () => {
    const view = progressView(REINDEX, 'noida:1', { kind: 'noRecord' });
    expect(view).toMatchObject({ color: 'yellow', finished: true, linkToTask: false });
    expect(view.lines).toEqual([{ key: 'indices.progress.noRecord', params: { index: 'b' } }]);
  });

  it('quotes the engine and names the task when it has no tasks API', () => {
    const view = progressView(DELETE, 'osmem-node:2', {
      kind: 'unsupported',
      reason: 'no handler',
    });
    expect(view.lines).toEqual([
      {
        key: 'indices.progress.unsupported',
        params: { reason: 'no handler', task: 'osmem-node:2' },
      },
    ]);
  });

  it('ends in red with the reason when following failed, still linking to the task', () => {
    const view = progressView(REINDEX, 'n:1', { kind: 'failed', reason: 'Failed to fetch' });
    expect(view).toMatchObject({ color: 'red', linkToTask: true, finished: true });
  });

  it('is green for a result without failures', () => {
    const counts = {
      total: 1,
      created: 1,
      updated: 0,
      deleted: 0,
      batches: 1,
      versionConflicts: 0,
      noops: 0,
    };
    const view = progressView(REINDEX, 'n:1', {
      kind: 'done',
      error: null,
      result: { counts, tookMs: null, failures: [] },
    });
    expect(view.color).toBe('green');
    expect(view.title.key).toBe('indices.progress.reindex.done');
    expect(view.failures).toEqual([]);
  });
});

describe('failureLines and tookText', () => {
  it('lists the first failures and counts the rest', () => {
    const failures = Array.from({ length: LISTED_FAILURES + 4 }, () => ({
      index: null,
      id: null,
      type: null,
      reason: 'r',
    }));
    const lines = failureLines(failures);
    expect(lines).toHaveLength(LISTED_FAILURES + 1);
    expect(lines[0]).toEqual({ key: 'indices.progress.failure', params: { reason: 'r' } });
    expect(lines.at(-1)).toEqual({ key: 'indices.progress.moreFailures', params: { count: 4 } });
  });

  it('shows milliseconds below a second, seconds above', () => {
    expect(tookText(850)).toEqual({ key: 'indices.progress.tookMs', params: { ms: 850 } });
    expect(tookText(12_340)).toEqual({
      key: 'indices.progress.tookSeconds',
      params: { seconds: '12.3' },
    });
  });
});
