import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './types';
import { byId, docRows, type DocRow } from './testDocRows';

// A filter every row matches (one the cluster applied to the rows it sent, say) leaves the rows
// as they are: they are not sorted again, which costs most with tens of thousands of rows.

let sortKeysRead = 0;
const columns: DataTableColumn<DocRow>[] = [
  { id: 'id', header: 'Id', accessorFn: (row) => row.id },
  {
    id: 'value',
    header: 'Value',
    accessorFn: (row) => {
      sortKeysRead += 1;
      return row.value;
    },
  },
];
const rows = docRows(500);
const everyRow = () => true;
const table = (filterText: string, filterFn: (row: DocRow, text: string) => boolean = everyRow) => (
  <DataTable
    label="Docs"
    data={rows}
    columns={columns}
    getRowId={byId}
    filterText={filterText}
    filterFn={filterFn}
    initialSorting={[{ id: 'value', desc: true }]}
  />
);

describe('DataTable filtering', () => {
  it('does not sort the rows again for a filter every row matches', () => {
    const { rerender } = renderWithProviders(table(''));
    const afterFirstSort = sortKeysRead;
    expect(afterFirstSort).toBeGreaterThanOrEqual(rows.length);
    rerender(table('doc'));
    rerender(table('doc-1'));
    expect(sortKeysRead - afterFirstSort).toBeLessThan(rows.length);
  });

  it('sorts the rows a filter keeps', () => {
    const { rerender } = renderWithProviders(table(''));
    const before = sortKeysRead;
    rerender(table('1', (row, text) => row.id.includes(text)));
    expect(sortKeysRead).toBeGreaterThan(before);
    expect(screen.getByRole('table', { name: 'Docs' })).toBeInTheDocument();
  });
});
