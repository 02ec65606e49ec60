import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './types';
import { byId, docRows, fixRowLayout, scrollRowsDown, type DocRow } from './testDocRows';

// Rows render again only when what they show changes: the same record under the same id, the
// same columns and the same selection. Scrolling a virtual table renders the rows that come
// into view, not those that stay.

const renders = new Map<string, number>();
function Counted({ row }: { row: DocRow }) {
  renders.set(row.id, (renders.get(row.id) ?? 0) + 1);
  return <>{row.id}</>;
}
const columns: DataTableColumn<DocRow>[] = [
  {
    id: 'id',
    header: 'Id',
    accessorFn: (row) => row.id,
    cell: ({ row }) => <Counted row={row.original} />,
  },
  { accessorKey: 'value', header: 'Value' },
];
const rows = docRows(1000);
const rendersOf = (id: string) => renders.get(id) ?? 0;
/** A selectable table of `data` in `cols`, with the rows of `selectedIds` selected. */
const shown = (data: DocRow[], cols: DataTableColumn<DocRow>[], selectedIds: string[]) => (
  <DataTable data={data} columns={cols} getRowId={byId} selectable selectedIds={selectedIds} />
);

beforeEach(() => {
  renders.clear();
  fixRowLayout();
});
afterEach(() => vi.restoreAllMocks());

describe('DataTable row renders', () => {
  it('renders a row that stays in view once while the table scrolls by a few rows', () => {
    renderWithProviders(
      <DataTable data={rows} columns={columns} getRowId={byId} paginate={false} selectable />,
    );
    expect(screen.getByText('doc-5')).toBeInTheDocument();
    const before = rendersOf('doc-20');
    expect(before).toBeGreaterThan(0);
    scrollRowsDown(3);
    scrollRowsDown(6);
    expect(screen.getByText('doc-20')).toBeInTheDocument();
    expect(rendersOf('doc-20')).toBe(before);
  });

  it('renders rows again when their record, the columns or the selection change', () => {
    const data = rows.slice(0, 5);
    const view = renderWithProviders(shown(data, columns, []));
    const first = rendersOf('doc-1');

    const changed = [...data];
    changed[1] = { id: 'doc-1', value: 100 };
    view.rerender(shown(changed, columns, []));
    expect(rendersOf('doc-1')).toBe(first + 1);
    expect(screen.getByText('100')).toBeInTheDocument();
    const unchanged = rendersOf('doc-2');

    view.rerender(shown(changed, [...columns], []));
    expect(rendersOf('doc-2')).toBe(unchanged + 1);

    view.rerender(shown(changed, [...columns], ['doc-3']));
    expect(screen.getAllByRole('checkbox', { name: 'Select row' })[3]).toBeChecked();
  });
});
