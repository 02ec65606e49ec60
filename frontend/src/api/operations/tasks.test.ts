import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureRequests, expected, TEST_TARGET } from '../testFetch';
import { cancelTask, catTasks, listTasks } from './tasks';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('task operations', () => {
  it('listTasks GETs the detailed tasks grouped by parents', async () => {
    expect(await captureRequests(() => listTasks(TEST_TARGET), { tasks: {} })).toEqual([
      expected('GET', '_tasks?detailed=true&group_by=parents'),
    ]);
  });

  it('catTasks GETs _cat/tasks as JSON', async () => {
    expect(await captureRequests(() => catTasks(TEST_TARGET), [])).toEqual([
      expected('GET', '_cat/tasks?format=json'),
    ]);
  });

  it('cancelTask POSTs _cancel with the task id as one encoded path segment', async () => {
    const calls = await captureRequests(() =>
      cancelTask(TEST_TARGET, 'oTUltX4IQMOUUVeiohTt8A:12345'),
    );
    expect(calls).toEqual([expected('POST', '_tasks/oTUltX4IQMOUUVeiohTt8A%3A12345/_cancel')]);
  });
});
