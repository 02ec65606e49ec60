import { describe, expect, it } from 'vitest';
import { LosslessNumber } from './json';
import { formatBytes } from './bytes';

describe('formatBytes', () => {
  // English unless a test names another locale.
  const format = (value: unknown, locale = 'en') => formatBytes(value, locale);

  it('gives an empty string for null and undefined', () => {
    expect(format(null)).toBe('');
    expect(format(undefined)).toBe('');
  });

  it('uses decimal units with three significant digits', () => {
    expect(format(0)).toBe('0 B');
    expect(format(999)).toBe('999 B');
    expect(format(1000)).toBe('1 kB');
    expect(format(1337)).toBe('1.34 kB');
    expect(format(52_428_800)).toBe('52.4 MB');
    expect(format(3.5e12)).toBe('3.5 TB');
  });

  it('carries a rounded 1000 into the next unit', () => {
    expect(format(999_950)).toBe('1 MB');
  });

  it('formats numeric strings and big numbers as clusters send them', () => {
    expect(format('2048')).toBe('2.05 kB');
    expect(format(new LosslessNumber('12345678901234567890'))).toBe('12.3 EB');
  });

  it('keeps the sign of negative values', () => {
    expect(format(-1500)).toBe('-1.5 kB');
  });

  it('writes the number and the unit the way French and Russian do', () => {
    expect(format(1337, 'fr')).toBe('1,34 ko');
    expect(format(52_428_800, 'fr')).toBe('52,4 Mo');
    expect(format(0, 'fr')).toBe('0 o');
    expect(format(3.5e12, 'ru')).toBe('3,5 ТБ');
    expect(format(-1500, 'ru')).toBe('-1,5 кБ');
    expect(format(1337, 'it')).toBe('1,34 kB');
    expect(format(1337, 'zh')).toBe('1.34 kB');
  });

  it("shows any other value as '{value} B'", () => {
    expect(format('n/a')).toBe('n/a B');
    expect(format(true)).toBe('true B');
  });
});
