import { describe, expect, it } from 'vitest';
import {
  allowsWrites,
  bulkActions,
  isDialogAction,
  listsAllIndices,
  rowActions,
  showsTemplatesLink,
  type ClusterGate,
  type RowAction,
} from './indexGates';
import { engineProfile } from '../../../engine/profile';

const es = (version: string, flavor: ClusterGate['flavor'] = 'default'): ClusterGate => ({
  engine: engineProfile('elasticsearch', version),
  flavor,
});
const os = (version: string): ClusterGate => ({
  engine: engineProfile('opensearch', version),
  flavor: 'default',
});

// The items of an open index on a current cluster, in menu order: the views, the actions that
// reshape or copy the index, and those that act at once.
const menu = (...items: RowAction[]) => items;
const VIEW_ITEMS = menu('info', 'stats', 'settings', 'mappings', 'aliases');
const RESHAPE_ITEMS = menu('rollover', 'reindex', 'clone', 'shrink', 'split', 'forcemerge');
const AT_ONCE_ITEMS = menu('refresh', 'flush', 'clearCache', 'close', 'deleteByQuery', 'delete');

/** The items of an open index that no version gates. */
const UNGATED_OPEN_ITEMS = [
  ...VIEW_ITEMS,
  ...AT_ONCE_ITEMS.filter((item) => item !== 'deleteByQuery'),
];

describe('rowActions', () => {
  it('offers every item on an open index of a current cluster, Close rather than Open', () => {
    expect(rowActions(es('8'), true, true)).toEqual([
      ...VIEW_ITEMS,
      ...RESHAPE_ITEMS,
      ...AT_ONCE_ITEMS,
    ]);
  });

  it('offers a rollover only for an index with an alias', () => {
    expect(rowActions(es('8'), true)).not.toContain('rollover');
    expect(rowActions(es('8'), true, true)).toContain('rollover');
  });

  it('offers only info, settings, mappings, Open and Delete on a closed index', () => {
    expect(rowActions(es('8'), false)).toEqual(['info', 'settings', 'mappings', 'open', 'delete']);
  });

  it('hides close, open, forcemerge and clone on serverless', () => {
    for (const open of [true, false]) {
      const items = rowActions(es('8', 'serverless'), open);
      expect(items).not.toContain('close');
      expect(items).not.toContain('open');
      expect(items).not.toContain('forcemerge');
      expect(items).not.toContain('clone');
      expect(items).not.toContain('shrink');
      expect(items).not.toContain('split');
    }
    expect(rowActions(es('8', 'serverless'), true)).toContain('reindex');
  });

  it('gates reindex and forcemerge on a major above 1, delete by query, shrink and rollover on 5, clone and split on 7', () => {
    expect(rowActions(es('1'), true, true)).toEqual(UNGATED_OPEN_ITEMS);
    expect(rowActions(es('2'), true)).toContain('reindex');
    expect(rowActions(es('2'), true)).toContain('forcemerge');
    expect(rowActions(es('2'), true)).not.toContain('deleteByQuery');
    expect(rowActions(es('5'), true)).toContain('deleteByQuery');
    expect(rowActions(es('5'), true, true)).toEqual(expect.arrayContaining(['shrink', 'rollover']));
    expect(rowActions(es('6'), true)).not.toContain('clone');
    expect(rowActions(es('6'), true)).not.toContain('split');
    expect(rowActions(es('7'), true)).toContain('clone');
    expect(rowActions(es('7'), true)).toContain('split');
  });

  it('offers the gated items on every fork release, whose own majors start at 1', () => {
    const items = rowActions(os('1'), true);
    expect(items).toContain('reindex');
    expect(items).toContain('deleteByQuery');
    expect(items).toContain('clone');
    expect(items).toContain('shrink');
    expect(items).toContain('split');
  });

  it('offers only the ungated items while the version is unknown', () => {
    expect(rowActions(es(''), true)).toEqual(UNGATED_OPEN_ITEMS);
  });
});

describe('bulkActions', () => {
  it('has settings, and forcemerge from major 2 on', () => {
    const atOnce = ['refresh', 'flush', 'clearCache', 'close', 'open', 'delete'];
    expect(bulkActions(es('1'))).toEqual(['settings', ...atOnce]);
    expect(bulkActions(es('9'))).toEqual(['settings', 'forcemerge', ...atOnce]);
  });
});

describe('screen-level checks', () => {
  it('shows the templates link from 5 and lists all indices from 8', () => {
    expect([es('4'), es('5')].map(showsTemplatesLink)).toEqual([false, true]);
    expect([es('7'), es('8'), os('3')].map(listsAllIndices)).toEqual([false, true, false]);
  });
});

describe('isDialogAction', () => {
  it('tells the items that open a dialog from those that act at once', () => {
    const items = rowActions(es('8'), true, true);
    expect(items.filter(isDialogAction)).toEqual([...VIEW_ITEMS, ...RESHAPE_ITEMS]);
    expect(menu(...AT_ONCE_ITEMS, 'open').some(isDialogAction)).toBe(false);
  });
});

describe('a read-only cluster', () => {
  it('offers only the row items that read, on open and closed indices', () => {
    const readOnly = { ...es('8'), protection: 'read-only' as const };
    expect(rowActions(readOnly, true)).toEqual(['info', 'stats', 'settings', 'mappings']);
    expect(rowActions(readOnly, false)).toEqual(['info', 'settings', 'mappings']);
    expect(allowsWrites(readOnly)).toBe(false);
    expect(allowsWrites({ ...es('8'), protection: 'confirm-writes' })).toBe(true);
  });
});
