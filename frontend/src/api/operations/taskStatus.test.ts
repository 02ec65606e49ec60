import { afterEach, describe, expect, it, vi } from 'vitest';
import { RUNNING_REINDEX_STATUS } from '../../test/reindexTask';
import { captureRequests, expected, TEST_TARGET } from '../testFetch';
import { getTaskStatus, parseTaskResult, parseTaskStatus, startedTaskId } from './taskStatus';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Shapes of the Elasticsearch reference's GET _tasks/<task_id> answers for a reindex.
const RUNNING = {
  completed: false,
  task: {
    node: 'r1A2WoRbTwKZ516z6NEs5A',
    id: 36619,
    type: 'transport',
    action: 'indices:data/write/reindex',
    status: RUNNING_REINDEX_STATUS,
    description: 'reindex from [src] to [dst]',
    start_time_in_millis: 1535710000000,
    running_time_in_nanos: 2000000000,
    cancellable: true,
  },
};

const DONE_RESPONSE = {
  took: 1024,
  timed_out: false,
  total: 120,
  updated: 20,
  created: 100,
  deleted: 0,
  batches: 2,
  version_conflicts: 0,
  noops: 0,
  retries: { bulk: 0, search: 0 },
  throttled_millis: 0,
  failures: [],
};

describe('getTaskStatus', () => {
  it('GETs _tasks/{node:id}, the colon kept and the rest escaped', async () => {
    expect(await captureRequests(() => getTaskStatus(TEST_TARGET, 'node-1:42'))).toEqual([
      expected('GET', '_tasks/node-1:42'),
    ]);
    expect(await captureRequests(() => getTaskStatus(TEST_TARGET, 'a/b:1'))).toEqual([
      expected('GET', '_tasks/a%2Fb:1'),
    ]);
  });
});

describe('parseTaskStatus', () => {
  it('reads a running task: counters and description, no result', () => {
    expect(parseTaskStatus(RUNNING)).toEqual({
      completed: false,
      description: 'reindex from [src] to [dst]',
      counts: {
        total: 6154,
        created: 0,
        updated: 3500,
        deleted: 0,
        batches: 4,
        versionConflicts: 0,
        noops: 0,
      },
      runningTimeNanos: 2000000000,
      result: null,
      error: null,
    });
  });

  it('reads a completed task with its response', () => {
    const status = parseTaskStatus({ ...RUNNING, completed: true, response: DONE_RESPONSE });
    expect(status.completed).toBe(true);
    expect(status.result).toEqual({
      counts: {
        total: 120,
        created: 100,
        updated: 20,
        deleted: 0,
        batches: 2,
        versionConflicts: 0,
        noops: 0,
      },
      tookMs: 1024,
      failures: [],
    });
    expect(status.error).toBeNull();
  });

  it('reads bulk failures and search failures with their reasons', () => {
    const response = {
      ...DONE_RESPONSE,
      failures: [
        {
          index: 'dst',
          id: 'doc-7',
          cause: {
            type: 'mapper_parsing_exception',
            reason: 'failed to parse field [n] of type [long]',
          },
          status: 400,
        },
        {
          index: 'src',
          shard: 0,
          node: 'n1',
          reason: { type: 'search_context_missing_exception', reason: 'No search context found' },
        },
      ],
    };
    const status = parseTaskStatus({ ...RUNNING, completed: true, response });
    expect(status.result?.failures).toEqual([
      {
        index: 'dst',
        id: 'doc-7',
        type: 'mapper_parsing_exception',
        reason: 'failed to parse field [n] of type [long]',
      },
      {
        index: 'src',
        id: null,
        type: 'search_context_missing_exception',
        reason: 'No search context found',
      },
    ]);
  });

  it('reads the error of a completed task that failed', () => {
    const status = parseTaskStatus({
      completed: true,
      task: RUNNING.task,
      error: { type: 'index_not_found_exception', reason: 'no such index [src]' },
    });
    expect(status.completed).toBe(true);
    expect(status.error).toBe('no such index [src]');
    expect(status.result).toBeNull();
  });

  it('reads anything else as a running task without counters', () => {
    expect(parseTaskStatus('nonsense')).toMatchObject({
      completed: false,
      counts: { total: 0, batches: 0 },
      result: null,
    });
  });
});

describe('parseTaskResult and startedTaskId', () => {
  it('reads a synchronous delete by query answer', () => {
    const answer = { ...DONE_RESPONSE, total: 3, deleted: 3, created: 0, updated: 0, took: 5 };
    expect(parseTaskResult(answer).counts.deleted).toBe(3);
    expect(parseTaskResult(answer).tookMs).toBe(5);
    expect(startedTaskId(answer)).toBeNull();
  });

  it('finds the task id of a started request', () => {
    expect(startedTaskId({ task: 'osmem-node:2' })).toBe('osmem-node:2');
    expect(startedTaskId({ task: 2 })).toBeNull();
  });
});
