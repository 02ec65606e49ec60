import { describe, expect, it } from 'vitest';
import { ACTIONS_COLUMN, resultColumns } from './resultColumns';
import { searchRows } from './searchRows';

describe('resultColumns', () => {
  it('puts the row actions first, under an id no document field can have', () => {
    const { columns } = searchRows([
      { _index: 'i', _id: '1', _source: { actions: 'x', name: 'y' } },
    ]);
    const ids = resultColumns(columns, {}).map((column) => column.id);
    expect(ids).toEqual([ACTIONS_COLUMN, '_index', '_type', '_id', '_score', 'actions', 'name']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sorts only the columns the mappings give a sort field', () => {
    const columns = resultColumns(['_index', '_id', 'name', 'body'], {
      _index: '_index',
      name: 'name.keyword',
    });
    expect(columns.map((column) => [column.id, column.enableSorting])).toEqual([
      [ACTIONS_COLUMN, false],
      ['_index', true],
      ['_id', false],
      ['name', true],
      ['body', false],
    ]);
  });
});
