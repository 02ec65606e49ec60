import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testUtils';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './types';

interface Item {
  name: string;
  detail: string;
}

const data: Item[] = [
  { name: 'alpha', detail: 'alpha details' },
  { name: 'beta', detail: 'beta details' },
];
const columns: DataTableColumn<Item>[] = [
  { id: 'name', header: 'Name', accessorFn: (row) => row.name },
];

function ExpandingTable() {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <DataTable
      label="Items"
      data={data}
      columns={columns}
      getRowId={(row) => row.name}
      selectable
      onRowClick={(row) => setOpen((current) => (current === row.name ? null : row.name))}
      renderExpanded={(row) => (row.name === open ? <p>{row.detail}</p> : null)}
    />
  );
}

describe('DataTable expanded rows', () => {
  it("shows a row's expanded content right under it, across every column, and hides it again", async () => {
    renderWithProviders(<ExpandingTable />);
    expect(screen.queryByText('alpha details')).toBeNull();
    await userEvent.click(screen.getByText('alpha'));
    const rows = within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['Name', 'alpha', 'alpha details', 'beta']);
    // The selection column and the name column.
    expect(within(rows[2]).getByRole('cell')).toHaveAttribute('colspan', '2');
    await userEvent.click(screen.getByText('alpha'));
    expect(screen.queryByText('alpha details')).toBeNull();
  });
});
