import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_REFRESH_INTERVALS, singleFlight, startAutoRefresh } from './autoRefresh';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A call that settles only when the test says so. */
function controllableCall() {
  const pending: Array<() => void> = [];
  const run = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        pending.push(resolve);
      }),
  );
  const settle = async () => {
    pending.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { run, settle };
}

describe('auto-refresh intervals', () => {
  it('offers None, 1s, 5s, 15s, 30s and 60s', () => {
    expect(AUTO_REFRESH_INTERVALS).toEqual([0, 1000, 5000, 15000, 30000, 60000]);
  });
});

describe('startAutoRefresh', () => {
  it('calls after each interval', async () => {
    const run = vi.fn(() => Promise.resolve());
    const stop = startAutoRefresh(run, 5000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it('never starts a call while the previous one is still running', async () => {
    const { run, settle } = controllableCall();
    const stop = startAutoRefresh(run, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });

  it('keeps going after a failed call', async () => {
    const run = vi.fn(() => Promise.reject(new Error('down')));
    const stop = startAutoRefresh(run, 1000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(3);
    stop();
  });

  it('stops calling once stopped, even when a call was running', async () => {
    const { run, settle } = controllableCall();
    const stop = startAutoRefresh(run, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does nothing for None', async () => {
    const run = vi.fn(() => Promise.resolve());
    startAutoRefresh(run, 0);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('singleFlight', () => {
  it('joins a call made while one is running', async () => {
    const { run, settle } = controllableCall();
    const reload = singleFlight(run);
    const first = reload();
    const second = reload();
    expect(run).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    await settle();
    await first;
    void reload();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('resolves even when the call fails', async () => {
    const reload = singleFlight(() => Promise.reject(new Error('boom')));
    await expect(reload()).resolves.toBeUndefined();
  });
});
