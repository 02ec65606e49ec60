import { describe, expect, it } from 'vitest';
import { pageItems, visibleColumns, type ColumnView } from './gridColumns';
import type { IndexColumn } from './shardGrid';

const column = (name: string): IndexColumn => ({
  name,
  health: 'green',
  pri: '1',
  rep: '0',
  status: 'open',
});
const ALL = ['.security', 'logs-2024', 'logs-2025', 'metrics'].map(column);
const names = (columns: IndexColumn[]) => columns.map((c) => c.name);
const view = (patch: Partial<ColumnView>): ColumnView => ({
  filter: '',
  showHidden: false,
  hideRegex: /^\..*/,
  ...patch,
});

describe('visibleColumns', () => {
  it('leaves out indices the hide pattern matches', () => {
    const result = visibleColumns(ALL, view({}));
    expect(names(result.columns)).toEqual(['logs-2024', 'logs-2025', 'metrics']);
    expect(result.total).toBe(3);
  });

  it('shows hidden indices when asked to, or when there is no pattern', () => {
    expect(names(visibleColumns(ALL, view({ showHidden: true })).columns)).toContain('.security');
    expect(names(visibleColumns(ALL, view({ hideRegex: null })).columns)).toContain('.security');
  });

  it('filters on the index name, case-insensitively, and counts against the unfiltered total', () => {
    const result = visibleColumns(ALL, view({ filter: ' LOGS ' }));
    expect(names(result.columns)).toEqual(['logs-2024', 'logs-2025']);
    expect(result.total).toBe(3);
  });

  it('understands the index:value form', () => {
    expect(names(visibleColumns(ALL, view({ filter: 'index:2025' })).columns)).toEqual([
      'logs-2025',
    ]);
  });
});

describe('pageItems', () => {
  const items = Array.from({ length: 25 }, (_, i) => i);

  it('cuts pages of the given size', () => {
    expect(pageItems(items, 0, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageItems(items, 2, 10)).toEqual([20, 21, 22, 23, 24]);
  });

  it('shows everything with a page size of 0', () => {
    expect(pageItems(items, 0, 0)).toHaveLength(25);
  });
});
