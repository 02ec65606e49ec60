import { describe, expect, it } from 'vitest';
import { filterRows, parseFilter, rowMatcher } from './filter';

const NODE_COLUMNS = ['name', 'ip', 'id', 'version'];
const nodes = [
  { name: 'es-hot-1', ip: '10.0.0.1', id: 'aBc', version: '8.15.0' },
  { name: 'es-warm-1', ip: '10.0.0.2', id: 'xyz', version: '8.14.1' },
  { name: 'es-HOT-2', ip: 'fe80::1', id: null, version: '8.15.0' },
];
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('parseFilter', () => {
  it('lower-cases and trims; empty text shows everything', () => {
    expect(parseFilter('  ', NODE_COLUMNS)).toEqual({ kind: 'all' });
    expect(parseFilter(' HOT ', NODE_COLUMNS)).toEqual({ kind: 'any', value: 'hot' });
  });

  it('recognises an allowed column, case-insensitively', () => {
    expect(parseFilter('Version: 8.15', NODE_COLUMNS)).toEqual({
      kind: 'column',
      column: 'version',
      value: '8.15',
    });
    expect(parseFilter('indexpatterns:logs', ['name', 'indexPatterns'])).toEqual({
      kind: 'column',
      column: 'indexPatterns',
      value: 'logs',
    });
  });

  it('shows everything while either part of column:value is blank', () => {
    expect(parseFilter('name:', NODE_COLUMNS)).toEqual({ kind: 'all' });
    expect(parseFilter(':x', NODE_COLUMNS)).toEqual({ kind: 'all' });
  });

  it('treats text before a colon that is no allowed column as plain text', () => {
    expect(parseFilter('fe80::1', NODE_COLUMNS)).toEqual({ kind: 'any', value: 'fe80::1' });
  });
});

describe('filterRows', () => {
  it('matches any allowed column by case-insensitive substring', () => {
    expect(names(filterRows(nodes, 'hot', NODE_COLUMNS))).toEqual(['es-hot-1', 'es-HOT-2']);
    expect(names(filterRows(nodes, '10.0.0', NODE_COLUMNS))).toEqual(['es-hot-1', 'es-warm-1']);
  });

  it('restricts column:value to that column', () => {
    expect(names(filterRows(nodes, 'id:abc', NODE_COLUMNS))).toEqual(['es-hot-1']);
    expect(names(filterRows(nodes, 'name:10.0', NODE_COLUMNS))).toEqual([]);
  });

  it('never matches a null or missing field', () => {
    expect(names(filterRows(nodes, 'id:null', NODE_COLUMNS))).toEqual([]);
    expect(names(filterRows(nodes, 'undefined', ['name', 'missing']))).toEqual([]);
  });

  it('ignores columns that are not allowed', () => {
    expect(names(filterRows(nodes, 'xyz', ['name']))).toEqual([]);
  });

  it('reads fields through a reader, for nested rows', () => {
    const rows = [{ meta: { label: 'Alpha' } }, { meta: { label: 'beta' } }];
    const found = filterRows(rows, 'ALP', ['label'], (row, column) => row.meta[column as 'label']);
    expect(found).toEqual([rows[0]]);
  });

  it('finds an IPv6 address typed with colons', () => {
    expect(names(filterRows(nodes, 'fe80::1', NODE_COLUMNS))).toEqual(['es-HOT-2']);
  });
});

describe('rowMatcher', () => {
  const matches = rowMatcher<{ name: string; roles: string[] }>(['name', 'roles']);
  const jane = { name: 'jane', roles: ['superuser', 'viewer'] };

  it('matches over every column, or the one named, and reads lists of names', () => {
    expect(matches(jane, 'super')).toBe(true);
    expect(matches(jane, 'name:super')).toBe(false);
    expect(matches(jane, 'roles:viewer')).toBe(true);
    expect(matches(jane, 'nobody')).toBe(false);
    expect(matches(jane, '')).toBe(true);
  });
});
