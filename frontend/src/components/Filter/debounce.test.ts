import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILTER_DEBOUNCE_MS, debounce } from './debounce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('waits 150 ms after the last call and passes the latest arguments', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, FILTER_DEBOUNCE_MS);
    debounced.call('n');
    vi.advanceTimersByTime(100);
    debounced.call('no');
    vi.advanceTimersByTime(100);
    debounced.call('node');
    vi.advanceTimersByTime(149);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('node');
  });

  it('drops the waiting call on cancel', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 150);
    debounced.call('x');
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });

  it('runs the waiting call at once on flush, and only once', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 150);
    debounced.call('x');
    debounced.flush();
    expect(fn).toHaveBeenCalledWith('x');
    vi.advanceTimersByTime(1000);
    debounced.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
