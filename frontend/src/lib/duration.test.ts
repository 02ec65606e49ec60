import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('shows hours, minutes and seconds', () => {
    expect(formatDuration(3_723_000)).toBe('1h 2m 3s');
    expect(formatDuration(62_000)).toBe('1m 2s');
    expect(formatDuration(90 * 3_600_000)).toBe('90h');
  });

  it('leaves out units that are zero', () => {
    expect(formatDuration(3_605_000)).toBe('1h 5s');
  });

  it("gives '0s' for less than a second, nothing, or a negative value", () => {
    expect(formatDuration(999)).toBe('0s');
    expect(formatDuration(null)).toBe('0s');
    expect(formatDuration(-5000)).toBe('0s');
  });
});
