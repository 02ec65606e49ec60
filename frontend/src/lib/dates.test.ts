import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatIsoDateTime, toDate } from './dates';
import { setFormatLocale } from './locale';

const MILLIS = Date.UTC(2024, 0, 31, 13, 45, 10);

describe('toDate', () => {
  it('reads epoch milliseconds as numbers or numeric strings, and ISO strings', () => {
    expect(toDate(MILLIS)?.getTime()).toBe(MILLIS);
    expect(toDate(String(MILLIS))?.getTime()).toBe(MILLIS);
    expect(toDate('2024-01-31T13:45:10Z')?.getTime()).toBe(MILLIS);
  });

  it('gives null for missing or invalid times', () => {
    expect(toDate(null)).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toDate('not a date')).toBeNull();
    expect(toDate({})).toBeNull();
  });
});

describe('formatting', () => {
  afterEach(() => setFormatLocale(undefined));

  it('formats in the requested locale', () => {
    expect(formatDateTime(MILLIS, 'en-US')).toBe(new Date(MILLIS).toLocaleString('en-US'));
    expect(formatDate(MILLIS, 'de-DE')).toBe(new Date(MILLIS).toLocaleDateString('de-DE'));
  });

  it("follows the chosen language's format when no locale is given", () => {
    setFormatLocale('fr');
    expect(formatDate(MILLIS)).toBe('31/01/2024');
    setFormatLocale('ru');
    expect(formatDate(MILLIS)).toBe('31.01.2024');
  });

  it('gives ISO-8601 in UTC', () => {
    expect(formatIsoDateTime(String(MILLIS))).toBe('2024-01-31T13:45:10.000Z');
  });

  it('gives an empty string for no valid time', () => {
    expect(formatDateTime(undefined)).toBe('');
    expect(formatIsoDateTime('x')).toBe('');
  });
});
