import { describe, expect, it } from 'vitest';
import { pageSelection, presentSelection, selectionFromIds, withRowsSelected } from './selection';

interface Row {
  name: string;
}
const rows: Row[] = [{ name: 'a' }, { name: 'b' }, { name: 'c' }];
const byName = (row: Row) => row.name;

describe('presentSelection', () => {
  it('returns the selected rows in table order', () => {
    expect(presentSelection(rows, { c: true, a: true }, byName)).toEqual({
      rows: [{ name: 'a' }, { name: 'c' }],
      ids: ['a', 'c'],
    });
  });

  it('leaves out selected ids whose rows are gone', () => {
    expect(presentSelection(rows, { gone: true, b: true }, byName).ids).toEqual(['b']);
  });

  it('ignores ids set to false', () => {
    expect(presentSelection(rows, { a: false }, byName).ids).toEqual([]);
  });
});

describe('pageSelection', () => {
  it('is none, some or all for the rows of the page', () => {
    expect(pageSelection(rows, {}, byName)).toBe('none');
    expect(pageSelection(rows, { b: true, elsewhere: true }, byName)).toBe('some');
    expect(pageSelection(rows, { a: true, b: true, c: true }, byName)).toBe('all');
  });

  it('is none for an empty page', () => {
    expect(pageSelection([], { a: true }, byName)).toBe('none');
  });
});

describe('withRowsSelected', () => {
  it('adds and removes ids without touching the others', () => {
    expect(withRowsSelected({ x: true }, ['a', 'b'], true)).toEqual({ x: true, a: true, b: true });
    expect(withRowsSelected({ x: true, a: true }, ['a', 'b'], false)).toEqual({ x: true });
  });
});

describe('selectionFromIds', () => {
  it('builds the selection map', () => {
    expect(selectionFromIds(['x', 'y'])).toEqual({ x: true, y: true });
  });
});
