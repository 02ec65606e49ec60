import { describe, expect, it } from 'vitest';
import { LosslessNumber } from '../../lib/json';
import { columnAccessors, compareKeys, pageRows, sortKey, sortRows } from './rowModel';
import type { DataTableColumn } from './types';

interface Row {
  name: string;
  size?: number | null;
  stats?: { docs: number };
}

const columns: DataTableColumn<Row>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'size', header: 'Size' },
  { accessorKey: 'stats.docs', header: 'Docs' },
  { id: 'length', accessorFn: (row) => row.name.length, header: 'Length' },
  { id: 'actions', header: 'Actions' },
];
const accessors = columnAccessors(columns);

describe('columnAccessors', () => {
  it('uses TanStack column ids: id, or accessorKey with dots turned into underscores', () => {
    expect([...accessors.keys()]).toEqual(['name', 'size', 'stats_docs', 'length']);
  });

  it('reads nested keys and accessor functions', () => {
    const row = { name: 'logs', stats: { docs: 7 } };
    expect(accessors.get('stats_docs')?.(row, 0)).toBe(7);
    expect(accessors.get('length')?.(row, 0)).toBe(4);
    expect(accessors.get('stats_docs')?.({ name: 'x' }, 0)).toBeUndefined();
  });
});

describe('sortKey and compareKeys', () => {
  it('compares numbers numerically and text case-insensitively', () => {
    expect(compareKeys(9, 10)).toBeLessThan(0);
    const beta = sortKey('Beta');
    const alpha = sortKey('alpha');
    expect(beta !== null && alpha !== null && compareKeys(beta, alpha)).toBe(1);
    expect(sortKey('Logs')).toBe('logs');
  });

  it('compares big integers exactly', () => {
    const a = sortKey(new LosslessNumber('9007199254740993'));
    const b = sortKey(new LosslessNumber('9007199254740992'));
    expect(a !== null && b !== null && compareKeys(a, b)).toBe(1);
  });

  it('treats empty, null and NaN as missing', () => {
    expect(sortKey('')).toBeNull();
    expect(sortKey(null)).toBeNull();
    expect(sortKey(Number.NaN)).toBeNull();
  });

  it('puts numbers before text', () => {
    expect(compareKeys(5, 'a')).toBe(-1);
  });
});

describe('sortRows', () => {
  const rows: Row[] = [
    { name: 'b', size: 20 },
    { name: 'a', size: null },
    { name: 'C', size: 3 },
    { name: 'd', size: 20 },
  ];

  it('sorts ascending and descending, keeping missing values last', () => {
    expect(sortRows(rows, [{ id: 'size', desc: false }], accessors).map((r) => r.name)).toEqual([
      'C',
      'b',
      'd',
      'a',
    ]);
    expect(sortRows(rows, [{ id: 'size', desc: true }], accessors).map((r) => r.name)).toEqual([
      'b',
      'd',
      'C',
      'a',
    ]);
  });

  it('keeps the original order of equal values', () => {
    expect(
      sortRows(rows, [{ id: 'size', desc: true }], accessors)
        .slice(0, 2)
        .map((r) => r.name),
    ).toEqual(['b', 'd']);
  });

  it('sorts text case-insensitively', () => {
    expect(sortRows(rows, [{ id: 'name', desc: false }], accessors).map((r) => r.name)).toEqual([
      'a',
      'b',
      'C',
      'd',
    ]);
  });

  it('breaks ties with the next sort column', () => {
    const sorting = [
      { id: 'size', desc: true },
      { id: 'name', desc: true },
    ];
    expect(sortRows(rows, sorting, accessors).map((r) => r.name)).toEqual(['d', 'b', 'C', 'a']);
  });

  it('gives back the rows themselves when they are in order already, ties included', () => {
    const ordered: Row[] = [
      { name: 'a', size: 1 },
      { name: 'B', size: 2 },
      { name: 'c', size: 2 },
      { name: 'd', size: null },
    ];
    expect(sortRows(ordered, [{ id: 'name', desc: false }], accessors)).toBe(ordered);
    expect(sortRows(ordered, [{ id: 'size', desc: false }], accessors)).toBe(ordered);
    // Descending, the same rows are out of order: a sorted copy.
    const descending = sortRows(ordered, [{ id: 'name', desc: true }], accessors);
    expect(descending).not.toBe(ordered);
    expect(descending.map((r) => r.name)).toEqual(['d', 'c', 'B', 'a']);
    expect(ordered.map((r) => r.name)).toEqual(['a', 'B', 'c', 'd']);
  });

  it('sorts rows of which only the last two are out of order', () => {
    const almost: Row[] = [
      { name: 'a', size: 1 },
      { name: 'b', size: 2 },
      { name: 'd', size: 3 },
      { name: 'c', size: 4 },
    ];
    const sorted = sortRows(almost, [{ id: 'name', desc: false }], accessors);
    expect(sorted).not.toBe(almost);
    expect(sorted.map((r) => r.name)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('returns a copy in the same order without sorting or for an unknown column', () => {
    const sorted = sortRows(rows, [{ id: 'nope', desc: false }], accessors);
    expect(sorted).toEqual(rows);
    expect(sorted).not.toBe(rows);
  });
});

describe('pageRows', () => {
  it('slices the requested page', () => {
    const rows = Array.from({ length: 25 }, (_, i) => i);
    expect(pageRows(rows, { pageIndex: 2, pageSize: 10 })).toEqual([20, 21, 22, 23, 24]);
    expect(pageRows(rows, { pageIndex: 0, pageSize: 10 })).toHaveLength(10);
  });

  it('gives every row for page size 0 (all)', () => {
    expect(pageRows([1, 2, 3], { pageIndex: 4, pageSize: 0 })).toEqual([1, 2, 3]);
  });
});
