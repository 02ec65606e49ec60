import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestStore, renderWithProviders } from '../testUtils';
import { DataTable } from './DataTable';
import { setRowsPerPageAccepted } from './tableSlice';
import { byId, DOC_COLUMNS, docRows, type DocRow } from './testDocRows';
import type { DataTableProps } from './types';

const data = docRows(2500);

/** The paged table of `data`, with `props` of a test's own. */
function renderTable(props: Partial<DataTableProps<DocRow>> = {}, store = createTestStore()) {
  return renderWithProviders(
    <DataTable data={data} columns={DOC_COLUMNS} getRowId={byId} {...props} />,
    { store },
  );
}

async function openRowsPerPage() {
  await userEvent.click(screen.getByRole('button', { name: 'Records per page' }));
  return screen.findByRole('menuitem', { name: '1000' });
}

describe('Records per page', () => {
  it('offers 1000 only after the warning has been accepted', async () => {
    const store = createTestStore();
    renderTable({}, store);
    expect(await openRowsPerPage()).toBeDisabled();

    await userEvent.click(screen.getByRole('switch', { name: 'Enable 1000 rows per page' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'WARNING: Are you sure? Showing 1000 entries at once might cause issues or freezes.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(store.getState().table.rowsPerPageAccepted).toBe(true));

    await userEvent.click(await openRowsPerPage());
    expect(await screen.findByText('1-1000 of 2500')).toBeInTheDocument();
  });

  it('keeps 1000 off when the warning is cancelled', async () => {
    const store = createTestStore();
    renderTable({}, store);
    await openRowsPerPage();
    await userEvent.click(screen.getByRole('switch', { name: 'Enable 1000 rows per page' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().table.rowsPerPageAccepted).toBe(false);
  });

  it('switching the option off takes effect at once and leaves the 1000-row page', async () => {
    const store = createTestStore();
    store.dispatch(setRowsPerPageAccepted(true));
    const onStickyHeaderChange = vi.fn();
    renderTable({ onStickyHeaderChange }, store);
    await userEvent.click(await openRowsPerPage());
    expect(await screen.findByText('1-1000 of 2500')).toBeInTheDocument();
    expect(onStickyHeaderChange).toHaveBeenCalledWith(true);

    await openRowsPerPage();
    await userEvent.click(screen.getByRole('switch', { name: 'Enable 1000 rows per page' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().table.rowsPerPageAccepted).toBe(false);
    expect(await screen.findByText('1-100 of 2500')).toBeInTheDocument();
  });

  it("shows every row on one page with a table's own All option", async () => {
    const store = createTestStore();
    store.dispatch(setRowsPerPageAccepted(true));
    const options = [
      { value: 10, needsConfirm: false },
      { value: 0, needsConfirm: true, label: 'All' },
    ];
    renderTable({ data: data.slice(0, 35), pageSizeOptions: options }, store);
    await userEvent.click(screen.getByRole('button', { name: 'Records per page' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'All' }));
    expect(await screen.findByText('1-35 of 35')).toBeInTheDocument();
    expect(screen.getByText('doc-34')).toBeInTheDocument();
  });

  it('changes the page size to a smaller option', async () => {
    renderTable();
    await openRowsPerPage();
    await userEvent.click(screen.getByRole('menuitem', { name: '20' }));
    expect(screen.getByText('1-20 of 2500')).toBeInTheDocument();
  });
});
