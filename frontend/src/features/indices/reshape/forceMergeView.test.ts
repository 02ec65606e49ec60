import { describe, expect, it } from 'vitest';
import { forceMergeView, mergedShards } from './forceMergeView';

const ONE = ['logs'];
const target = { key: 'indices.target.one', params: { index: 'logs' } };
const SHARDS = { _shards: { total: 2, successful: 1, failed: 1 } };

describe('mergedShards', () => {
  it('reads a synchronous answer and a task record alike', () => {
    expect(mergedShards(SHARDS)).toEqual({ total: 2, successful: 1, failed: 1 });
    expect(mergedShards({ completed: true, response: SHARDS })).toEqual({
      total: 2,
      successful: 1,
      failed: 1,
    });
    expect(mergedShards({ task: 'n:1' })).toBeNull();
  });
});

describe('forceMergeView', () => {
  it('runs with a link to the task and the segments before', () => {
    const view = forceMergeView(ONE, 'n:1', { kind: 'running', status: null }, null, {
      before: 7,
      after: null,
    });
    expect(view).toMatchObject({
      color: 'gray',
      title: { key: 'indices.forceMergeDialog.progress.running', params: { target } },
      linkToTask: true,
      finished: false,
    });
    expect(view.lines).toEqual([
      { key: 'indices.progress.waiting' },
      { key: 'indices.forceMergeDialog.progress.before', params: { count: 7 } },
    ]);
  });

  it('ends red when a shard failed, with the shards and the segments before and after', () => {
    const done = { kind: 'done' as const, result: null, error: null };
    const view = forceMergeView(ONE, 'n:1', done, { response: SHARDS }, { before: 7, after: 2 });
    expect(view.color).toBe('red');
    expect(view.title.key).toBe('indices.forceMergeDialog.progress.failed');
    expect(view.lines).toEqual([
      {
        key: 'indices.forceMergeDialog.progress.shards',
        params: { total: 2, successful: 1, failed: 1 },
      },
      { key: 'indices.forceMergeDialog.progress.segments', params: { before: 7, after: 2 } },
    ]);
  });

  it('takes a task the engine kept no record of for a merge that is over', () => {
    const view = forceMergeView(ONE, 'n:1', { kind: 'noRecord' }, null, {
      before: null,
      after: 'counting',
    });
    expect(view.color).toBe('green');
    expect(view.title.key).toBe('indices.forceMergeDialog.progress.done');
    expect(view.lines.map((line) => line.key)).toEqual([
      'indices.forceMergeDialog.progress.noRecord',
      'indices.forceMergeDialog.progress.counting',
    ]);
  });

  it('tells the error of a task that failed, and a task it could not follow', () => {
    const failed = { kind: 'done' as const, result: null, error: 'merge failed' };
    expect(forceMergeView(ONE, 'n:1', failed, null, { before: 1, after: null })).toMatchObject({
      color: 'red',
      title: { key: 'indices.forceMergeDialog.progress.failed' },
      lines: [{ key: 'indices.progress.error', params: { reason: 'merge failed' } }],
    });
    const lost = { kind: 'failed' as const, reason: 'timeout' };
    expect(forceMergeView(ONE, 'n:1', lost, null, { before: 1, after: null })).toMatchObject({
      color: 'red',
      title: { key: 'indices.forceMergeDialog.progress.ended' },
      lines: [{ key: 'indices.progress.lost', params: { reason: 'timeout', task: 'n:1' } }],
      linkToTask: true,
    });
  });
});
