import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import en from '../../i18n/locales/en.json';
import { initI18n } from '../../i18n/i18n';
import { createTranslations } from '../../i18n/translate';
import { renderWithStore } from '../../test/renderWithStore';
import { DataTable } from '../DataTable/DataTable';
import type { DataTableColumn } from '../DataTable/types';
import { RowActionBar } from '../RowActions/RowActions';
import {
  actionsColumn,
  deleteAction,
  editAction,
  nameColumn,
  rowAction,
  rowActionsColumn,
  type RowHandler,
} from './listCells';
import { editDeleteColumn } from './listTexts';

interface Row {
  name: string;
}

interface Handlers {
  onEdit: RowHandler<Row>;
  onDelete: RowHandler<Row>;
  onRun: RowHandler<Row>;
}

function columns(handlers: Handlers): DataTableColumn<Row>[] {
  return [
    { id: 'name', header: 'Name', accessorFn: (row) => row.name },
    actionsColumn('Actions', (row) => (
      <RowActionBar
        actions={[
          editAction({ label: `Edit ${row.name}`, text: 'Edit' }, row, handlers.onEdit),
          rowAction({ icon: null, label: `Run ${row.name}`, text: 'Run' }, row, handlers.onRun),
          deleteAction({ label: `Delete ${row.name}`, text: 'Delete' }, row, handlers.onDelete),
        ]}
      />
    )),
  ];
}

function renderTable(handlers: Handlers, onRowClick = vi.fn()) {
  return renderWithStore(
    <DataTable
      label="Things"
      data={[{ name: 'alpha' }, { name: 'beta' }]}
      columns={columns(handlers)}
      getRowId={(row) => row.name}
      onRowClick={onRowClick}
    />,
  );
}

describe('list cells', () => {
  it("gives each row's buttons that row, without opening it", async () => {
    const handlers = { onEdit: vi.fn(), onDelete: vi.fn(), onRun: vi.fn() };
    const onRowClick = vi.fn();
    await renderTable(handlers, onRowClick);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit beta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run alpha' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete alpha' }));
    expect(handlers.onEdit).toHaveBeenCalledWith({ name: 'beta' });
    expect(handlers.onRun).toHaveBeenCalledWith({ name: 'alpha' });
    expect(handlers.onDelete).toHaveBeenCalledWith({ name: 'alpha' });
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('leaves out a button without a handler', async () => {
    await renderTable({ onEdit: null, onDelete: vi.fn(), onRun: null });
    expect(await screen.findByRole('button', { name: 'Delete alpha' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit alpha' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run alpha' })).toBeNull();
  });

  it('does not sort by the actions column', async () => {
    await renderTable({ onEdit: vi.fn(), onDelete: vi.fn(), onRun: null });
    const header = await screen.findByRole('columnheader', { name: 'Actions' });
    expect(header).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort');
  });
});

describe('nameColumn and rowActionsColumn', () => {
  function renderNamed(plain: boolean, onDelete: RowHandler<Row>) {
    const columns: DataTableColumn<Row>[] = [
      nameColumn({
        header: 'Name',
        name: (row) => row.name,
        isExpanded: (key) => key === 'alpha.one',
        toggleLabel: (open) => (open ? 'Hide it' : 'Show it'),
        after: (row) => row.name === 'beta' && <span>system</span>,
        plain,
      }),
      rowActionsColumn('Actions', (row) => [
        deleteAction({ label: `Delete ${row.name}`, text: 'Delete' }, row, onDelete),
      ]),
    ];
    return renderWithStore(
      <DataTable
        label="Things"
        data={[{ name: 'alpha.one' }, { name: 'beta' }]}
        columns={columns}
        getRowId={(row) => row.name}
      />,
    );
  }

  it('leads each name with its chevron, saying whether it is open, and what follows it', async () => {
    await renderNamed(false, vi.fn());
    expect(await screen.findByRole('img', { name: 'Hide it' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Show it' })).toBeInTheDocument();
    expect(screen.getByText('system')).toBeInTheDocument();
    const cell = screen.getByRole('cell', { name: /alpha/ });
    expect(cell.querySelector('wbr')).not.toBeNull();
    expect(cell).toHaveTextContent('alpha.one');
  });

  it('keeps a plain name whole', async () => {
    await renderNamed(true, vi.fn());
    const cell = await screen.findByRole('cell', { name: /alpha/ });
    expect(cell.querySelector('wbr')).toBeNull();
  });

  it("gives the row's buttons their row, and shows none without handlers", async () => {
    const onDelete = vi.fn();
    await renderNamed(false, onDelete);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete beta' }));
    expect(onDelete).toHaveBeenCalledWith({ name: 'beta' });
  });
});

describe('editDeleteColumn', () => {
  async function renderEditDelete(onEdit: RowHandler<Row>, onDelete: RowHandler<Row>) {
    await initI18n('en');
    const { t } = createTranslations('en', en);
    const columns: DataTableColumn<Row>[] = [
      { id: 'name', header: 'Name', accessorFn: (row) => row.name },
      editDeleteColumn(t, 'Actions', 'lifecycle.ilm', (row) => ({ name: row.name }), {
        onEdit,
        onDelete,
      }),
    ];
    return renderWithStore(
      <DataTable
        label="Things"
        data={[{ name: 'hot-warm' }]}
        columns={columns}
        getRowId={(row) => row.name}
      />,
    );
  }

  it("words the buttons under the screen's keys, naming the row", async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    await renderEditDelete(onEdit, onDelete);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit hot-warm' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete hot-warm' }));
    expect(onEdit).toHaveBeenCalledWith({ name: 'hot-warm' });
    expect(onDelete).toHaveBeenCalledWith({ name: 'hot-warm' });
  });

  it('leaves out the buttons without a handler', async () => {
    await renderEditDelete(null, null);
    await screen.findByText('hot-warm');
    expect(screen.queryByRole('button', { name: /hot-warm/ })).toBeNull();
  });
});
