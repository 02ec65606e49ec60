// The body of the repositories and snapshots screens: the list toolbar with its name filter
// and New button, over the shared table of the listed rows, which shows the query's loading
// and error state. The filter is not stored; it starts empty each time the screen opens.
import { useMemo, useState } from 'react';
import type { SortingState } from '@tanstack/react-table';
import { queryRequestState } from '../../api/queryState';
import { useActiveCluster } from '../../store/hooks';
import { DataTable } from '../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../components/DataTable/types';
import { LoaderStatus } from '../../components/LoaderStatus/LoaderStatus';
import { ListToolbar } from './ListToolbar';

interface NameFilteredListProps<Row> {
  title: string;
  query: Parameters<typeof queryRequestState>[0] & {
    isFetching: boolean;
    refetch: () => Promise<unknown>;
  };
  rows: Row[];
  columns: DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  matchesName: (row: Row, filter: string) => boolean;
  initialSorting: SortingState;
  emptyText: string;
  newLabel: string;
  onNew: () => void;
  /** Why writes are not offered (null when they are). */
  writeReason: string | null;
}

export function NameFilteredList<Row>(props: NameFilteredListProps<Row>) {
  const { title, query, rows, matchesName } = props;
  const cluster = useActiveCluster();
  const [filter, setFilter] = useState('');
  const matched = useMemo(
    () => rows.filter((row) => matchesName(row, filter)).length,
    [rows, filter, matchesName],
  );
  return (
    <>
      <ListToolbar
        title={title}
        onReload={() => query.refetch()}
        loading={query.isFetching}
        filter={filter}
        onFilterChange={setFilter}
        matched={matched}
        total={rows.length}
        newLabel={props.newLabel}
        onNew={props.onNew}
        writeReason={props.writeReason}
      />
      <LoaderStatus state={queryRequestState(query)} uri={cluster?.uri}>
        <DataTable
          label={title}
          data={rows}
          columns={props.columns}
          getRowId={props.getRowId}
          filterText={filter}
          filterFn={matchesName}
          initialSorting={props.initialSorting}
          emptyText={props.emptyText}
        />
      </LoaderStatus>
    </>
  );
}
