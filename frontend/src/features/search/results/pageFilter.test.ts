import { describe, expect, it } from 'vitest';
import { parseJson } from '../../../lib/json';
import { matchesPageFilter } from './pageFilter';
import type { SearchRow } from './searchRows';

const row = (values: Record<string, unknown>): SearchRow => ({
  key: 'k',
  ref: { index: 'i', id: '1' },
  values,
});

describe('matchesPageFilter', () => {
  it('matches a case-insensitive part of any value', () => {
    expect(matchesPageFilter(row({ _id: 'A1', name: 'Kim Lee' }), 'kim')).toBe(true);
    expect(matchesPageFilter(row({ _id: 'A1', name: 'Kim Lee' }), ' a1 ')).toBe(true);
    expect(matchesPageFilter(row({ _id: 'A1', name: 'Kim Lee' }), 'bob')).toBe(false);
  });

  it('looks into nested objects and big numbers', () => {
    const values = parseJson('{"nested":{"city":"Oslo"},"big":9007199254740993}') as Record<
      string,
      unknown
    >;
    expect(matchesPageFilter(row(values), 'oslo')).toBe(true);
    expect(matchesPageFilter(row(values), '740993')).toBe(true);
  });

  it('keeps every row for a blank filter', () => {
    expect(matchesPageFilter(row({}), '  ')).toBe(true);
  });
});
