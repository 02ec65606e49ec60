import { describe, expect, it } from 'vitest';
import { filterMappingTree } from './mappingFilter';
import { mappingTree } from './mappingTree';
import {
  initiallyOpen,
  moreRowId,
  PAGE_SIZE,
  treeItems,
  treeKeyAction,
  treeRows,
  type TreeRow,
} from './treeItems';

const ANSWER = {
  books: {
    mappings: {
      runtime: { title: { type: 'keyword' } },
      properties: {
        title: { type: 'text', fields: { raw: { type: 'keyword' } } },
        author: {
          properties: {
            name: { type: 'text', fields: { keyword: { type: 'keyword' } } },
            born: { type: 'date' },
          },
        },
        pages: { type: 'integer' },
      },
    },
  },
};

const items = treeItems(mappingTree(ANSWER, 'books').fields);
const ids = (rows: readonly TreeRow[]) => rows.map((row) => row.id);

/** `count` keyword fields named f0000, f0001, ... */
function flatProperties(count: number): Record<string, unknown> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, n) => [
      `f${String(n).padStart(4, '0')}`,
      { type: 'keyword' },
    ]),
  );
}

function flatMapping(count: number) {
  return mappingTree({ big: { mappings: { properties: flatProperties(count) } } }, 'big');
}

describe('treeItems', () => {
  it('puts multi-fields before the fields inside, and tells a runtime field from the one it shadows', () => {
    expect(items.map((item) => item.id)).toEqual([
      'field author',
      'field pages',
      'field title',
      'runtime title',
    ]);
    const author = items[0];
    expect(author.children.map((item) => [item.id, item.multiField])).toEqual([
      ['field author.born', false],
      ['field author.name', false],
    ]);
    expect(author.children[1].children.map((item) => [item.id, item.multiField])).toEqual([
      ['multi author.name.keyword', true],
    ]);
  });
});

describe('initiallyOpen and treeRows', () => {
  it('opens every field of a small mapping', () => {
    const open = initiallyOpen(items, '');
    expect([...open].sort()).toEqual(['field author', 'field author.name', 'field title']);
    expect(ids(treeRows(items, open, new Map()))).toEqual([
      'field author',
      'field author.born',
      'field author.name',
      'multi author.name.keyword',
      'field pages',
      'field title',
      'multi title.raw',
      'runtime title',
    ]);
  });

  it('shows only the top level of a big mapping, and only the rows of open fields', () => {
    const properties = {
      ...flatProperties(400),
      user: { properties: { email: { type: 'keyword' } } },
    };
    const big = mappingTree({ big: { mappings: { properties } } }, 'big');
    const bigItems = treeItems(big.fields);
    const open = initiallyOpen(bigItems, '');
    expect(open.size).toBe(0);
    const rows = treeRows(bigItems, open, new Map([['', 1000]]));
    expect(rows).toHaveLength(401);
    expect(ids(rows)).not.toContain('field user.email');
  });

  it('opens the parents of the matches of a filter in a big mapping', () => {
    const properties = {
      user: { properties: { email: { type: 'keyword' }, name: { type: 'text' } } },
      ...Object.fromEntries(
        Array.from({ length: 400 }, (_, n) => [`host${n}`, { properties: { ip: { type: 'ip' } } }]),
      ),
    };
    const tree = mappingTree({ big: { mappings: { properties } } }, 'big');
    const userItems = treeItems(filterMappingTree(tree, 'email').fields);
    expect([...initiallyOpen(userItems, 'email')]).toEqual(['field user']);
    const hostItems = treeItems(filterMappingTree(tree, 'host').fields);
    // 800 fields match 'host': too many to open; each match shows closed.
    expect(initiallyOpen(hostItems, 'host').size).toBe(0);
  });

  it('shows a page of a long level, then a row for the rest', () => {
    const flat = treeItems(flatMapping(450).fields);
    const rows = treeRows(flat, new Set(), new Map());
    expect(rows).toHaveLength(PAGE_SIZE + 1);
    expect(rows.at(-1)).toEqual({ kind: 'more', id: moreRowId(null), parentId: null, hidden: 250 });
    expect(treeRows(flat, new Set(), new Map([['', 2 * PAGE_SIZE]])).at(-1)).toMatchObject({
      hidden: 50,
    });
  });
});

describe('treeKeyAction', () => {
  const open = new Set(['field author']);
  const rows = treeRows(items, open, new Map());

  const focus = (id: string) => ({ kind: 'focus', id });

  it.each([
    ['field author', 'ArrowDown', focus('field author.born')],
    ['field author.born', 'ArrowUp', focus('field author')],
    ['field author', 'ArrowUp', null],
    ['field pages', 'End', focus('runtime title')],
    ['field pages', 'Home', focus('field author')],
  ])('moves up, down, home and end: from %s, %s', (from, key, action) => {
    expect(treeKeyAction(rows, from, key, open)).toEqual(action);
  });

  it.each([
    ['field author', 'ArrowRight', focus('field author.born')],
    ['field author.name', 'ArrowRight', { kind: 'open', id: 'field author.name' }],
    ['field pages', 'ArrowRight', null],
    ['field author.born', 'ArrowLeft', focus('field author')],
    ['field author', 'ArrowLeft', { kind: 'close', id: 'field author' }],
    ['field pages', 'ArrowLeft', null],
  ])(
    'opens and enters with right, closes and leaves with left: from %s, %s',
    (from, key, action) => {
      expect(treeKeyAction(rows, from, key, open)).toEqual(action);
    },
  );

  it.each([
    ['field title', 'Enter', { kind: 'toggle', id: 'field title' }],
    ['field title', ' ', { kind: 'toggle', id: 'field title' }],
    ['field pages', 'Enter', null],
    ['gone', 'ArrowDown', null],
  ])('toggles with Enter and Space: from %s, %j', (from, key, action) => {
    expect(treeKeyAction(rows, from, key, open)).toEqual(action);
  });

  it('shows more from the more row', () => {
    const flatRows = treeRows(treeItems(flatMapping(250).fields), new Set(), new Map());
    expect(treeKeyAction(flatRows, moreRowId(null), 'Enter', new Set())).toEqual({
      kind: 'more',
      parentId: null,
    });
  });
});
