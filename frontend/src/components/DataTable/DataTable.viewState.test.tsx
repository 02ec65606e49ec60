import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testUtils';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './types';

// A screen that remembers its table's sorting and page size (shard recovery) is told
// what the user chose, and starts from what it remembered.
interface Row {
  name: string;
  size: number;
}
const columns: DataTableColumn<Row>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'size', header: 'Size' },
];
const data: Row[] = Array.from({ length: 30 }, (_, i) => ({
  name: `row-${String(i).padStart(2, '0')}`,
  size: 30 - i,
}));
const byName = (row: Row) => row.name;
const firstCell = () => screen.getAllByRole('row')[1].querySelector('td')?.textContent;

describe('DataTable view state callbacks', () => {
  it('reports the sorting the user picks', async () => {
    const onSortingChange = vi.fn();
    renderWithProviders(
      <DataTable
        data={data}
        columns={columns}
        getRowId={byName}
        onSortingChange={onSortingChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Size/ }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'size', desc: false }]);
    expect(firstCell()).toBe('row-29');
  });

  it('reports the page size the user picks', async () => {
    const onPageSizeChange = vi.fn();
    renderWithProviders(
      <DataTable
        data={data}
        columns={columns}
        getRowId={byName}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Records per page' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '20' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
    expect(screen.getByText('1-20 of 30')).toBeInTheDocument();
  });

  it('starts from a remembered sorting and page size', () => {
    renderWithProviders(
      <DataTable
        data={data}
        columns={columns}
        getRowId={byName}
        initialSorting={[{ id: 'size', desc: true }]}
        initialPageSize={20}
      />,
    );
    expect(firstCell()).toBe('row-00');
    expect(screen.getByText('1-20 of 30')).toBeInTheDocument();
  });
});
