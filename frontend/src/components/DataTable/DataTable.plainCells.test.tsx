import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './types';
import { byId, docRows, type DocRow } from './testDocRows';

// A plain cell is made from its row and the table's cell environment while the row renders:
// no component of its own, and a new environment shows in every row.

const columns: DataTableColumn<DocRow>[] = [
  { id: 'id', header: 'Id', accessorFn: (row) => row.id },
  {
    id: 'value',
    header: 'Value',
    meta: {
      plainCell: (row, columnId, environment) => (
        <span>{`${columnId} ${String(row.value)} ${String(environment)}`}</span>
      ),
    },
  },
];
const rows = docRows(3);

it('makes the cell from its row, its column and the environment, and again for a new environment', () => {
  const view = renderWithProviders(
    <DataTable data={rows} columns={columns} getRowId={byId} cellEnvironment="in units" />,
  );
  expect(screen.getByText(`value ${String(rows[1].value)} in units`)).toBeInTheDocument();

  view.rerender(
    <DataTable data={rows} columns={columns} getRowId={byId} cellEnvironment="in words" />,
  );
  expect(screen.getByText(`value ${String(rows[1].value)} in words`)).toBeInTheDocument();
  expect(screen.queryByText(/in units/)).not.toBeInTheDocument();
});
