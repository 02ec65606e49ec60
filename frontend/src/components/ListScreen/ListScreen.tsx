// The body of a list screen: its toolbar, a notice, the listing's failure with its reason (the
// table stays, empty, under it), the loader around the shared table, whose rows open to their
// details on a click, and the screen's dialogs. A screen states its toolbar, columns, details and
// texts; the state comes from useListScreen.
import { useCallback, type ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { IDLE_REQUEST_STATE } from '../../api/errors';
import { DataTable } from '../DataTable/DataTable';
import type { DataTableColumn, DataTableProps } from '../DataTable/types';
import { LoaderStatus } from '../LoaderStatus/LoaderStatus';
import type { ListScreenState } from './useListScreen';

const BY_NAME = [{ id: 'name', desc: false }];

interface ListScreenProps<Row> {
  list: ListScreenState<Row>;
  toolbar: ReactNode;
  /** Above the table: a note, or why the list is absent. */
  notice?: ReactNode;
  /** Shown instead of the failure's own status (an API the cluster does not serve, say). */
  failure?: ReactNode;
  /** No table (the failure says why there is none). */
  hideTable?: boolean;
  /** The table's accessible name. */
  label: string;
  columns: DataTableColumn<Row>[];
  /** A row's details, under it while it is open. */
  details: (row: Row) => ReactNode;
  /** Said by the empty table; undefined leaves the table's own words. */
  emptyText?: string;
  /** More of the table's props (sorting, sticky header, its panel); sorted by name otherwise. */
  table?: Partial<DataTableProps<Row>>;
  /** The screen's dialogs. */
  children?: ReactNode;
}

export function ListScreen<Row>(props: ListScreenProps<Row>) {
  const { list, details } = props;
  const { isExpanded, rowKey } = list;
  const renderExpanded = useCallback(
    (row: Row) => (isExpanded(rowKey(row)) ? details(row) : null),
    [isExpanded, rowKey, details],
  );
  return (
    <Stack gap="sm">
      {props.toolbar}
      {props.notice}
      {props.failure ?? (list.failed && <LoaderStatus state={list.state} uri={list.uri} />)}
      {!list.absent && !props.hideTable && (
        <LoaderStatus state={list.failed ? IDLE_REQUEST_STATE : list.state}>
          <DataTable
            label={props.label}
            data={list.tableRows as Row[]}
            columns={props.columns}
            getRowId={rowKey}
            filterText={list.toolbar.filter}
            filterFn={list.matches}
            initialSorting={BY_NAME}
            onRowClick={list.toggle}
            renderExpanded={renderExpanded}
            emptyText={props.emptyText}
            {...props.table}
          />
        </LoaderStatus>
      )}
      {props.children}
    </Stack>
  );
}
