import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './types';
import { FIRST_COLUMNS } from './useColumnWindow';
import { byId, docRows, type DocRow } from './testDocRows';

// A table with as many columns as its documents have fields draws the first ones first, and the
// others once that frame is painted; one whose first columns do not fill its frame draws them all
// at once, and so does one that has already drawn a wide set whole.

const FIELDS = 30;
const columns: DataTableColumn<DocRow>[] = Array.from({ length: FIELDS }, (_, field) => ({
  id: `field${field}`,
  header: `field${field}`,
  meta: { plainCell: (row: DocRow, columnId: string) => `${columnId}:${row.id}` },
}));
const rows = docRows(3);

/** The table's width and its frame's, as the layout would give them. */
function layOut(table: number, frame: number) {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this instanceof HTMLTableElement ? table : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(frame);
}

const headers = () => within(screen.getByRole('table')).getAllByRole('columnheader');
const cellsOf = (rowId: string) => screen.queryAllByText(new RegExp(`^field\\d+:${rowId}$`));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('draws the first columns, then the others once the frame is painted', async () => {
  layOut(3000, 1200);
  renderWithProviders(
    <DataTable data={rows} columns={columns} getRowId={byId} label="Hits" columnsInViewFirst />,
  );
  expect(headers()).toHaveLength(FIRST_COLUMNS);
  expect(cellsOf(rows[0].id)).toHaveLength(FIRST_COLUMNS);
  expect(headers().map((header) => header.textContent)).toEqual(
    columns.slice(0, FIRST_COLUMNS).map((column) => column.header),
  );

  await act(async () => {
    await vi.runAllTimersAsync();
  });
  expect(headers()).toHaveLength(FIELDS);
  expect(cellsOf(rows[2].id)).toHaveLength(FIELDS);
});

it('draws every column at once when the first ones do not fill the frame', () => {
  layOut(800, 1200);
  renderWithProviders(
    <DataTable data={rows} columns={columns} getRowId={byId} label="Hits" columnsInViewFirst />,
  );
  expect(headers()).toHaveLength(FIELDS);
  expect(cellsOf(rows[1].id)).toHaveLength(FIELDS);
});

it('draws every column at once once a set has been drawn whole, and without the option', async () => {
  layOut(3000, 1200);
  const view = renderWithProviders(
    <DataTable
      data={rows}
      columns={columns.slice(0, 3)}
      getRowId={byId}
      label="Hits"
      columnsInViewFirst
    />,
  );
  expect(headers()).toHaveLength(3);

  // The first wide set (the hits came after the table was shown) is drawn in part first.
  view.rerender(
    <DataTable data={rows} columns={columns} getRowId={byId} label="Hits" columnsInViewFirst />,
  );
  expect(headers()).toHaveLength(FIRST_COLUMNS);
  await act(async () => {
    await vi.runAllTimersAsync();
  });
  expect(headers()).toHaveLength(FIELDS);

  // Another set (another search, a column hidden) keeps the table's width and its scroll.
  const fewer = columns.slice(1);
  view.rerender(
    <DataTable data={rows} columns={fewer} getRowId={byId} label="Hits" columnsInViewFirst />,
  );
  expect(headers()).toHaveLength(FIELDS - 1);

  view.unmount();
  renderWithProviders(<DataTable data={rows} columns={columns} getRowId={byId} label="Hits" />);
  expect(headers()).toHaveLength(FIELDS);
});
