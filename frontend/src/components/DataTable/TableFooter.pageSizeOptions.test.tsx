import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestStore, renderWithProviders } from '../testUtils';
import type { RowsPerPageOption } from './rowsPerPage';
import { setRowsPerPageAccepted } from './tableSlice';
import { TableFooter } from './TableFooter';

// A table that offers 'All' (page size 0) next to fixed sizes, as the shards grid does.
const OPTIONS: readonly RowsPerPageOption[] = [
  { value: 10, needsConfirm: false },
  { value: 0, needsConfirm: true, label: 'All' },
];

function Footer({ rowCount }: { rowCount: number }) {
  const [page, setPage] = useState({ pageIndex: 0, pageSize: 10 });
  return (
    <TableFooter
      pageIndex={page.pageIndex}
      pageSize={page.pageSize}
      rowCount={rowCount}
      onPageIndexChange={(pageIndex) => setPage({ ...page, pageIndex })}
      onPageSizeChange={(pageSize) => setPage({ pageIndex: 0, pageSize })}
      pageSizeOptions={OPTIONS}
      pageSizeLabel="Indices per page"
    />
  );
}

describe('TableFooter with its own page size options', () => {
  it('lists the given options by label under the given name', async () => {
    renderWithProviders(<Footer rowCount={35} />);
    await userEvent.click(screen.getByRole('button', { name: 'Indices per page' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      '10',
      'All',
    ]);
    expect(screen.getByRole('menuitem', { name: 'All' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Enable All rows per page' })).toBeInTheDocument();
  });

  it('shows every row on one page once All is chosen', async () => {
    const store = createTestStore();
    store.dispatch(setRowsPerPageAccepted(true));
    renderWithProviders(<Footer rowCount={35} />, { store });
    expect(screen.getByText('1-10 of 35')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Indices per page' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'All' }));
    await waitFor(() => expect(screen.getByText('1-35 of 35')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Indices per page' })).toHaveTextContent('All');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
