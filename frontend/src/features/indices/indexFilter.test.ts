import { describe, expect, it } from 'vitest';
import { compileUserRegex } from '../../lib/regex';
import { indexMatches, matchesIndexFilter, visibleIndexRows } from './indexFilter';
import { parseIndexRow } from './indexRows';

const rows = [
  parseIndexRow({ index: 'logs-eu', uuid: 'AbC123' }),
  parseIndexRow({ index: 'metrics', uuid: 'zzz-logs' }),
  parseIndexRow({ index: '.kibana', uuid: 'k1' }),
];

describe('visibleIndexRows', () => {
  const dotNames = compileUserRegex('^\\..*');

  it('leaves out names the hide pattern matches', () => {
    expect(visibleIndexRows(rows, dotNames, false).map((row) => row.index)).toEqual(['logs-eu', 'metrics']);
  });

  it('keeps every row with show hidden on, or without a usable pattern', () => {
    expect(visibleIndexRows(rows, dotNames, true)).toHaveLength(3);
    expect(visibleIndexRows(rows, null, false)).toHaveLength(3);
  });
});

describe('matchesIndexFilter', () => {
  it('matches plain text in the index name or the uuid, ignoring case', () => {
    expect(rows.filter((row) => matchesIndexFilter(row, 'LOGS')).map((row) => row.index)).toEqual([
      'logs-eu',
      'metrics',
    ]);
  });

  it('matches one column with the column:value form', () => {
    expect(rows.filter((row) => matchesIndexFilter(row, 'uuid:abc')).map((row) => row.index)).toEqual(['logs-eu']);
    expect(rows.filter((row) => matchesIndexFilter(row, 'index:logs')).map((row) => row.index)).toEqual(['logs-eu']);
  });

  it('keeps every row when a part of column:value is blank', () => {
    expect(rows.filter((row) => matchesIndexFilter(row, 'uuid: '))).toHaveLength(3);
  });
});

describe('indexMatches', () => {
  it('gives the rows the text keeps, and null when it keeps every row', () => {
    expect([...(indexMatches(rows, 'logs') ?? [])].map((row) => row.index)).toEqual(['logs-eu', 'metrics']);
    expect(indexMatches(rows, 'uuid:')).toBeNull();
    expect(indexMatches(rows, '')).toBeNull();
    expect(indexMatches(rows, 'uuid:k1')?.size).toBe(1);
    expect(indexMatches(rows, 'nothing-like-it')?.size).toBe(0);
  });
});

describe('indexMatches and matchesIndexFilter', () => {
  it('agree on every kind of filter text', () => {
    const many = [
      ...rows,
      parseIndexRow({ index: 'Logs-UPPER', uuid: 'UUID-9' }),
      parseIndexRow({ index: 'no-uuid' }),
      parseIndexRow({ index: 'été-日本', uuid: 'x:y' }),
    ];
    for (const text of ['logs', 'LOGS', 'uuid:abc', 'index:logs', 'uuid: ', ' :x', 'x:y', 'été', 'uuid-9', 'kibana', 'zzz']) {
      const expected = many.filter((row) => matchesIndexFilter(row, text));
      const found = indexMatches(many, text);
      expect(found === null ? many : many.filter((row) => found.has(row)), text).toEqual(expected);
    }
  });
});
