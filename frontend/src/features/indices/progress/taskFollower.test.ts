import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, networkError } from '../../../api/errors';
import {
  FOLLOW_INTERVAL_MS,
  FOLLOW_MAX_FAILURES,
  followTask,
  nextDelay,
  type FollowState,
} from './taskFollower';

const RUNNING = {
  completed: false,
  task: { status: { total: 10, created: 4, batches: 1 }, description: 'reindex from [a] to [b]' },
};
const DONE = {
  completed: true,
  task: { status: { total: 10, created: 10, batches: 2 } },
  response: { took: 30, total: 10, created: 10, batches: 2, failures: [] },
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Follows with answers (or errors) given one per question; records the states. */
function follow(answers: unknown[], isConnected = () => true) {
  const states: FollowState[] = [];
  const fetchStatus = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) throw next;
    return next;
  });
  const stop = followTask({ fetchStatus, onState: (state) => states.push(state), isConnected });
  return { states, fetchStatus, stop };
}

describe('followTask', () => {
  it('shows the running counters, then the result, and stops asking once completed', async () => {
    const { states, fetchStatus } = follow([RUNNING, DONE]);
    await vi.advanceTimersByTimeAsync(0);
    expect(states.map((state) => state.kind)).toEqual(['running', 'running']);
    expect(states[1]).toMatchObject({ status: { counts: { created: 4, total: 10 } } });
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS);
    expect(states.at(-1)).toMatchObject({ kind: 'done', result: { counts: { created: 10 } } });
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 10);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
  });

  it('says the cluster kept no record on 404 resource_not_found_exception', async () => {
    const notFound = apiError(404, 'Not Found', {
      error: {
        type: 'resource_not_found_exception',
        reason: 'task [noida:1] belongs to the node [noida] which isn’t part of the cluster',
      },
      status: 404,
    });
    const { states, fetchStatus } = follow([notFound]);
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 5);
    expect(states.at(-1)).toEqual({ kind: 'noRecord' });
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('says the cluster does not report progress on 400 no handler found, quoting it', async () => {
    const noHandler = apiError(400, 'Bad Request', {
      error: 'no handler found for uri [/_tasks/osmem-node:1] and method [GET]',
    });
    const { states, fetchStatus } = follow([noHandler]);
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 5);
    expect(states.at(-1)).toEqual({
      kind: 'unsupported',
      reason: 'no handler found for uri [/_tasks/osmem-node:1] and method [GET]',
    });
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('retries failures with growing pauses and ends after a few in a row with the reason', async () => {
    const { states, fetchStatus } = follow([networkError('Failed to fetch')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(nextDelay(1) - 1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(nextDelay(2) + nextDelay(3));
    expect(fetchStatus).toHaveBeenCalledTimes(FOLLOW_MAX_FAILURES);
    expect(states.at(-1)).toEqual({ kind: 'failed', reason: 'Failed to fetch' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).toHaveBeenCalledTimes(FOLLOW_MAX_FAILURES);
  });

  it('keeps following when a failure is followed by an answer', async () => {
    const { states } = follow([networkError('Failed to fetch'), RUNNING, DONE]);
    await vi.advanceTimersByTimeAsync(nextDelay(1) + FOLLOW_INTERVAL_MS);
    expect(states.at(-1)).toMatchObject({ kind: 'done' });
  });

  it('stops asking when stopped (the notification was closed)', async () => {
    const { fetchStatus, stop, states } = follow([RUNNING]);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 5);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(states.every((state) => state.kind === 'running')).toBe(true);
  });

  it('ends when the cluster connection changed', async () => {
    let connected = true;
    const { fetchStatus, states } = follow([RUNNING], () => connected);
    await vi.advanceTimersByTimeAsync(0);
    connected = false;
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 3);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toEqual({ kind: 'disconnected' });
  });
});
