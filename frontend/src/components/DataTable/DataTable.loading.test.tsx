import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LOADING_REQUEST_STATE } from '../../api/errors';
import { LoaderStatus } from '../LoaderStatus/LoaderStatus';
import { renderWithProviders } from '../testUtils';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './types';

interface Row {
  name: string;
}

const columns: DataTableColumn<Row>[] = [{ accessorKey: 'name', header: 'Name' }];
const byName = (row: Row) => row.name;

describe('DataTable while the first answer is pending', () => {
  it('says it is loading inside a loading LoaderStatus, not empty, and shows no 0-0 of 0 range', () => {
    renderWithProviders(
      <LoaderStatus state={LOADING_REQUEST_STATE}>
        <DataTable data={[]} columns={columns} getRowId={byName} emptyText="No indices" />
      </LoaderStatus>,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('No indices')).not.toBeInTheDocument();
    expect(screen.queryByText('0-0 of 0')).not.toBeInTheDocument();
  });

  it('says it is empty once an empty answer arrived', () => {
    renderWithProviders(
      <DataTable data={[]} columns={columns} getRowId={byName} emptyText="No indices" />,
    );
    expect(screen.getByText('No indices')).toBeInTheDocument();
    expect(screen.getByText('0-0 of 0')).toBeInTheDocument();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('follows its own loading flag over the surrounding one', () => {
    renderWithProviders(
      <DataTable data={[]} columns={columns} getRowId={byName} loading emptyText="No indices" />,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });
});
