import { describe, expect, it } from 'vitest';
import { formatCreated } from './created';

describe('formatCreated', () => {
  it('formats epoch milliseconds as the local date and time', () => {
    const millis = Date.UTC(2024, 4, 17, 12, 0);
    const expected = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(millis));
    expect(formatCreated(millis)).toBe(expected);
    expect(formatCreated(millis)).toMatch(/2024/);
  });

  it('shows nothing without a creation time', () => {
    expect(formatCreated('')).toBe('');
    expect(formatCreated(Number.MAX_VALUE)).toBe('');
  });
});
