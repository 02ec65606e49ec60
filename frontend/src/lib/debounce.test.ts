import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('calls once with the latest arguments after the quiet period', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 150);
    debounced('a');
    vi.advanceTimersByTime(100);
    debounced('ab');
    vi.advanceTimersByTime(149);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('ab');
  });

  it('drops a pending call on cancel and runs it at once on flush', () => {
    const fn = vi.fn();
    const debounced = debounce(fn, 150);
    debounced('x');
    debounced.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).not.toHaveBeenCalled();
    debounced('y');
    debounced.flush();
    expect(fn).toHaveBeenCalledWith('y');
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
