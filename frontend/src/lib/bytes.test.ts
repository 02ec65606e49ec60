import { describe, expect, it } from 'vitest';
import { LosslessNumber } from './json';
import { formatBytes } from './bytes';

describe('formatBytes', () => {
  it('gives an empty string for null and undefined', () => {
    expect(formatBytes(null)).toBe('');
    expect(formatBytes(undefined)).toBe('');
  });

  it('uses decimal units with three significant digits', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1000)).toBe('1 kB');
    expect(formatBytes(1337)).toBe('1.34 kB');
    expect(formatBytes(52_428_800)).toBe('52.4 MB');
    expect(formatBytes(3.5e12)).toBe('3.5 TB');
  });

  it('carries a rounded 1000 into the next unit', () => {
    expect(formatBytes(999_950)).toBe('1 MB');
  });

  it('formats numeric strings and big numbers as clusters send them', () => {
    expect(formatBytes('2048')).toBe('2.05 kB');
    expect(formatBytes(new LosslessNumber('12345678901234567890'))).toBe('12.3 EB');
  });

  it('keeps the sign of negative values', () => {
    expect(formatBytes(-1500)).toBe('-1.5 kB');
  });

  it("shows any other value as '{value} B'", () => {
    expect(formatBytes('n/a')).toBe('n/a B');
    expect(formatBytes(true)).toBe('true B');
  });
});
