import { describe, expect, it } from 'vitest';
import { formatNanos, progressOf } from './taskProgress';

describe('progressOf', () => {
  it('counts created, updated, deleted, conflicts and noops against the total', () => {
    const progress = progressOf({
      total: 200,
      created: 50,
      updated: 20,
      deleted: 10,
      version_conflicts: 10,
      noops: 10,
      batches: 3,
    });
    expect(progress).toEqual({
      total: 200,
      created: 50,
      updated: 20,
      deleted: 10,
      batches: 3,
      done: 100,
      percent: 50,
    });
  });

  it('has no percent while the total is 0, and no progress without a total', () => {
    expect(progressOf({ total: 0, batches: 0 })?.percent).toBeNull();
    expect(progressOf({ phase: 'starting' })).toBeNull();
    expect(progressOf(undefined)).toBeNull();
    expect(progressOf([1])).toBeNull();
  });
});

describe('formatNanos', () => {
  it('writes micro- and milliseconds, then hours, minutes and seconds', () => {
    expect(formatNanos(250_000)).toBe('250µs');
    expect(formatNanos(12_000_000)).toBe('12ms');
    expect(formatNanos(3_723_000_000_000)).toBe('1h 2m 3s');
    expect(formatNanos(null)).toBe('');
  });
});
