import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './types';
import { byId, docRows, fixRowLayout, scrollRowsDown, type DocRow } from './testDocRows';

// The header renders again only when what it shows changes (columns, sorting, the page's
// selection); scrolling a virtual table leaves it alone.

const renders = new Map<string, number>();
function CountedHeader() {
  renders.set('header', (renders.get('header') ?? 0) + 1);
  return <>Id</>;
}
const headerRenders = () => renders.get('header') ?? 0;
const columns: DataTableColumn<DocRow>[] = [
  { id: 'id', header: () => <CountedHeader />, accessorFn: (row) => row.id },
  { accessorKey: 'value', header: 'Value' },
];
const rows = docRows(1000);

beforeEach(() => {
  renders.clear();
  fixRowLayout();
});
afterEach(() => vi.restoreAllMocks());

describe('DataTable header renders', () => {
  it('does not render the header again while the table scrolls', () => {
    renderWithProviders(
      <DataTable data={rows} columns={columns} getRowId={byId} paginate={false} selectable />,
    );
    expect(screen.getByText('doc-5')).toBeInTheDocument();
    const before = headerRenders();
    scrollRowsDown(40);
    scrollRowsDown(80);
    expect(screen.getByText('doc-80')).toBeInTheDocument();
    expect(headerRenders()).toBe(before);
  });

  it('renders the header again for a new sort and for the page selection', () => {
    renderWithProviders(
      <DataTable data={rows.slice(0, 5)} columns={columns} getRowId={byId} selectable />,
    );
    const sortable = screen.getByRole('columnheader', { name: /Value/ });
    fireEvent.click(screen.getByRole('button', { name: /Value/ }));
    expect(sortable).toHaveAttribute('aria-sort', 'ascending');

    const selectPage = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[0]);
    expect(selectPage).toHaveProperty('indeterminate', true);
    fireEvent.click(selectPage);
    expect(selectPage).toBeChecked();
    expect(
      screen
        .getAllByRole('checkbox', { name: 'Select row' })
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true);
  });
});
