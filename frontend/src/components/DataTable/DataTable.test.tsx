import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testUtils';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './types';

interface IndexRow {
  name: string;
  docs: number;
}

const columns: DataTableColumn<IndexRow>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'docs', header: 'Docs' },
];

const byName = (row: IndexRow) => row.name;

function makeRows(count: number): IndexRow[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `index-${String(i).padStart(5, '0')}`,
    docs: i,
  }));
}

/** First-column text of each body row, in DOM order. */
function shownNames(): string[] {
  const body = screen.getAllByRole('rowgroup')[1];
  return within(body)
    .queryAllByRole('row')
    .map((row) => row.querySelector('td')?.textContent ?? '');
}

describe('DataTable', () => {
  it('sorts by a column on header clicks, ascending then descending', async () => {
    const data = [
      { name: 'logs', docs: 3 },
      { name: 'alpha', docs: 1 },
      { name: 'metrics', docs: 2 },
    ];
    renderWithProviders(<DataTable data={data} columns={columns} getRowId={byName} />);
    expect(shownNames()).toEqual(['logs', 'alpha', 'metrics']);

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(shownNames()).toEqual(['alpha', 'logs', 'metrics']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(shownNames()).toEqual(['metrics', 'logs', 'alpha']);
  });

  it('sorts numbers numerically, not as text', async () => {
    const data = [
      { name: 'a', docs: 100 },
      { name: 'b', docs: 9 },
      { name: 'c', docs: 20 },
    ];
    renderWithProviders(<DataTable data={data} columns={columns} getRowId={byName} />);
    await userEvent.click(screen.getByRole('button', { name: 'Docs' }));
    expect(shownNames()).toEqual(['b', 'c', 'a']);
  });

  it('pages 10 rows at a time with the range text of the footer', async () => {
    renderWithProviders(<DataTable data={makeRows(25)} columns={columns} getRowId={byName} />);
    expect(screen.getByText('1-10 of 25')).toBeInTheDocument();
    expect(shownNames()).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('11-20 of 25')).toBeInTheDocument();
    expect(shownNames()[0]).toBe('index-00010');

    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('21-25 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows first and last page buttons only past two pages', () => {
    const { rerender } = renderWithProviders(
      <DataTable data={makeRows(20)} columns={columns} getRowId={byName} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'First page' })).not.toBeInTheDocument();

    rerender(<DataTable data={makeRows(21)} columns={columns} getRowId={byName} />);
    expect(screen.getByRole('button', { name: 'First page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeInTheDocument();
  });

  it('stays on its page when a refresh brings new data, within the pages that exist', async () => {
    const { rerender } = renderWithProviders(
      <DataTable data={makeRows(30)} columns={columns} getRowId={byName} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    rerender(<DataTable data={makeRows(31)} columns={columns} getRowId={byName} />);
    expect(screen.getByText('11-20 of 31')).toBeInTheDocument();
    rerender(<DataTable data={makeRows(8)} columns={columns} getRowId={byName} />);
    expect(screen.getByText('1-8 of 8')).toBeInTheDocument();
  });

  it('shows the select-all checkbox as indeterminate when part of the page is selected', async () => {
    const onSelectionChange = vi.fn();
    renderWithProviders(
      <DataTable
        data={makeRows(3)}
        columns={columns}
        getRowId={byName}
        selectable
        onSelectionChange={onSelectionChange}
      />,
    );
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    const rowBoxes = screen.getAllByRole('checkbox', { name: 'Select row' });

    await userEvent.click(rowBoxes[1]);
    expect(selectAll).toBePartiallyChecked();
    expect(onSelectionChange).toHaveBeenLastCalledWith(
      [{ name: 'index-00001', docs: 1 }],
      ['index-00001'],
    );

    await userEvent.click(selectAll);
    expect(selectAll).toBeChecked();
    expect(selectAll).not.toBePartiallyChecked();
    expect(onSelectionChange).toHaveBeenLastCalledWith(expect.any(Array), [
      'index-00000',
      'index-00001',
      'index-00002',
    ]);

    await userEvent.click(selectAll);
    expect(selectAll).not.toBeChecked();
    expect(onSelectionChange).toHaveBeenLastCalledWith([], []);
  });

  it('drops a selected row from the reported selection when it leaves the table', async () => {
    const onSelectionChange = vi.fn();
    const props = { columns, getRowId: byName, selectable: true, onSelectionChange };
    const { rerender } = renderWithProviders(<DataTable data={makeRows(3)} {...props} />);
    const rowBoxes = screen.getAllByRole('checkbox', { name: 'Select row' });
    await userEvent.click(rowBoxes[0]);
    await userEvent.click(rowBoxes[2]);
    expect(onSelectionChange).toHaveBeenLastCalledWith(expect.any(Array), [
      'index-00000',
      'index-00002',
    ]);

    rerender(<DataTable data={makeRows(2)} {...props} />);
    expect(onSelectionChange).toHaveBeenLastCalledWith(
      [{ name: 'index-00000', docs: 0 }],
      ['index-00000'],
    );
  });

  it('renders cluster text as text, never as HTML', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    renderWithProviders(
      <DataTable data={[{ name: hostile, docs: 1 }]} columns={columns} getRowId={byName} />,
    );
    expect(screen.getByText(hostile)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the empty text when there are no rows', () => {
    const { rerender } = renderWithProviders(
      <DataTable data={[]} columns={columns} getRowId={byName} />,
    );
    expect(screen.getByText('No data available')).toBeInTheDocument();
    expect(screen.getByText('0-0 of 0')).toBeInTheDocument();
    rerender(
      <DataTable data={[]} columns={columns} getRowId={byName} emptyText="No Documents found" />,
    );
    expect(screen.getByText('No Documents found')).toBeInTheDocument();
  });

  it('passes the row to click and double-click handlers', async () => {
    const onRowClick = vi.fn();
    const onRowDoubleClick = vi.fn();
    renderWithProviders(
      <DataTable
        data={makeRows(2)}
        columns={columns}
        getRowId={byName}
        onRowClick={onRowClick}
        onRowDoubleClick={onRowDoubleClick}
        rowTitle="Double click to edit"
      />,
    );
    await userEvent.dblClick(screen.getByText('index-00001'));
    expect(onRowDoubleClick).toHaveBeenCalledWith({ name: 'index-00001', docs: 1 });
    expect(onRowClick).toHaveBeenCalledWith({ name: 'index-00001', docs: 1 });
    expect(screen.getByText('index-00001').closest('tr')).toHaveAttribute(
      'title',
      'Double click to edit',
    );
  });

  it('titles each row with the text made from it', () => {
    renderWithProviders(
      <DataTable
        data={makeRows(2)}
        columns={columns}
        getRowId={byName}
        rowTitle={(row) => `Open ${row.name}`}
      />,
    );
    expect(screen.getByText('index-00000').closest('tr')).toHaveAttribute(
      'title',
      'Open index-00000',
    );
    expect(screen.getByText('index-00001').closest('tr')).toHaveAttribute(
      'title',
      'Open index-00001',
    );
  });

  it('highlights the active row as current, and only that one', () => {
    const props = { data: makeRows(3), columns, getRowId: byName };
    const { rerender } = renderWithProviders(<DataTable {...props} activeRowId="index-00001" />);
    const row = (name: string) => screen.getByText(name).closest('tr');
    expect(row('index-00001')).toHaveAttribute('aria-current', 'true');
    expect(row('index-00001')?.style.background).toContain('--mantine-primary-color-light');
    expect(row('index-00000')).not.toHaveAttribute('aria-current');
    rerender(<DataTable {...props} activeRowId="index-00002" />);
    expect(row('index-00001')).not.toHaveAttribute('aria-current');
    expect(row('index-00002')).toHaveAttribute('aria-current', 'true');
  });

  it("filters with the caller's filter and goes back to the first page when the text changes", async () => {
    const filterFn = (row: IndexRow, text: string) => row.name.includes(text);
    const props = { data: makeRows(300), columns, getRowId: byName, filterFn };
    const { rerender } = renderWithProviders(<DataTable {...props} filterText="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('11-20 of 300')).toBeInTheDocument();

    rerender(<DataTable {...props} filterText="0001" />);
    // index-00001 and index-00010 to index-00019
    expect(screen.getByText('1-10 of 11')).toBeInTheDocument();
    expect(shownNames()[0]).toBe('index-00001');
  });

  it('hides columns the caller marks invisible', () => {
    renderWithProviders(
      <DataTable
        data={makeRows(1)}
        columns={columns}
        getRowId={byName}
        columnVisibility={{ docs: false }}
      />,
    );
    expect(screen.queryByRole('columnheader', { name: 'Docs' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
  });
});

describe('DataTable server-side mode', () => {
  it('shows the page it is given and reports paging and sorting instead of doing them', async () => {
    const onPaginationChange = vi.fn();
    const onSortingChange = vi.fn();
    const page = [
      { name: 'doc-b', docs: 1 },
      { name: 'doc-a', docs: 2 },
    ];
    renderWithProviders(
      <DataTable
        data={page}
        columns={columns}
        getRowId={byName}
        serverSide={{
          rowCount: 95,
          pagination: { pageIndex: 2, pageSize: 10 },
          onPaginationChange,
          sorting: [],
          onSortingChange,
        }}
      />,
    );
    expect(screen.getByText('21-30 of 95')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPaginationChange).toHaveBeenCalledWith({ pageIndex: 3, pageSize: 10 });

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortingChange).toHaveBeenCalledWith([{ id: 'name', desc: false }]);
    expect(shownNames()).toEqual(['doc-b', 'doc-a']);
  });
});
