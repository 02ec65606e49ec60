import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStore } from '../../test/renderWithStore';
import type { DataTableColumn } from '../DataTable/types';
import { ScreenToolbar } from '../ScreenToolbar/ScreenToolbar';
import { ListScreen } from './ListScreen';
import { useListScreen, type ListQuery } from './useListScreen';

interface Row {
  name: string;
}

const COLUMNS: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', accessorFn: (row) => row.name },
];
const rowKey = (row: Row) => row.name;
const matches = (row: Row, filter: string) => row.name.includes(filter);
const details = (row: Row) => <p>details of {row.name}</p>;

function query(overrides: Partial<ListQuery> = {}): ListQuery {
  return { isLoading: false, isFetching: false, refetch: vi.fn(), ...overrides };
}

function Screen(props: { query: ListQuery; also?: ListQuery[]; rows: Row[]; absent?: boolean }) {
  const list = useListScreen({ ...props, access: ACCESS, rowKey, matches });
  return (
    <ListScreen
      list={list}
      toolbar={<ScreenToolbar title="Things" list={list.toolbar} />}
      label="Things"
      columns={COLUMNS}
      details={details}
      emptyText="No things"
    />
  );
}

const ACCESS = { uri: 'http://localhost:9200', writeReason: null };
const ROWS = [{ name: 'alpha' }, { name: 'beta' }];

describe('ListScreen', () => {
  it('opens a row to its details on a click, and closes it on the next', async () => {
    await renderWithStore(<Screen query={query()} rows={ROWS} />);
    fireEvent.click(await screen.findByText('alpha'));
    expect(screen.getByText('details of alpha')).toBeInTheDocument();
    fireEvent.click(screen.getByText('alpha'));
    expect(screen.queryByText('details of alpha')).toBeNull();
  });

  it('filters the rows and counts the matches', async () => {
    await renderWithStore(<Screen query={query()} rows={ROWS} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Filter' }), 'bet');
    await waitFor(() => expect(screen.queryByText('alpha')).toBeNull());
    expect(screen.getByText('beta')).toBeInTheDocument();
    expect(screen.getByText(/\b1\b.*\b2\b/)).toBeInTheDocument();
  });

  it('reloads every listing it reads', async () => {
    const main = query();
    const also = query();
    await renderWithStore(<Screen query={main} also={[also]} rows={ROWS} />);
    fireEvent.click(await screen.findByRole('button', { name: /reload/i }));
    expect(main.refetch).toHaveBeenCalledTimes(1);
    expect(also.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows a failed listing as its reason over an empty table', async () => {
    const failure = { kind: 'api', status: 403, body: { error: { reason: 'no privilege' } } };
    await renderWithStore(<Screen query={query({ error: failure })} rows={ROWS} />);
    expect(await screen.findByText(/no privilege/)).toBeInTheDocument();
    expect(screen.queryByText('alpha')).toBeNull();
  });

  it('shows no table and no failure for a list the engine does not serve', async () => {
    const failure = { kind: 'api', status: 400, body: { error: { reason: 'no handler' } } };
    await renderWithStore(<Screen query={query({ error: failure })} rows={[]} absent />);
    expect(await screen.findByText('Things')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/no handler/)).toBeNull();
  });
});
