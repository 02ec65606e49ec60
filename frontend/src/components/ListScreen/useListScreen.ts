// The state every list screen keeps around its table: the filter and how many rows it matches,
// the rows opened to their details, the listing's request state, and reload. The screen states
// only its rows and how a row matches the filter (ListScreen shows the rest).
import { useCallback, useMemo, useState } from 'react';
import { queryRequestState } from '../../api/queryState';
import type { RequestState } from '../../api/types';
import { useExpandedRows } from '../DataTable/useExpandedRows';
import type { ListFilterProps, ListReloadProps } from '../ScreenToolbar/ScreenToolbar';
import {
  firstReason,
  usePrivilegeReason,
  type PrivilegeNeed,
} from '../WriteAccess/usePrivilegeReason';

/** An RTK Query listing, as the list reads it. */
export interface ListQuery {
  /** No answer yet and a call running. */
  isLoading: boolean;
  /** A call running, the first or a reload. */
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** Where the list comes from: the cluster's address and whether it takes writes. */
export interface ListAccess {
  /** The cluster's address, which a failure to reach it names. */
  uri: string | undefined;
  /** Why writes are not offered (null when they are): the list's writes are left out. */
  writeReason: string | null;
}

export interface ListScreenOptions<Row> {
  access: ListAccess;
  /**
   * The privilege the list's writes need: a user without it is offered none, the New button
   * saying which privilege is missing.
   */
  need?: PrivilegeNeed;
  /** The listing: its state is the screen's. */
  query: ListQuery;
  /** Listings read beside it (how the rows are used, say), reloaded with it. */
  also?: readonly ListQuery[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  matches: (row: Row, filter: string) => boolean;
  /** A filter kept elsewhere (a persisted view); by default the list keeps its own. */
  filter?: { value: string; onChange: (filter: string) => void };
  /** The engine serves no such list (no plugin, no API): no table and no failure to show. */
  absent?: boolean;
}

export interface ListScreenState<Row> extends ListAccess {
  /** The toolbar's filter, counts and reload. */
  toolbar: ListFilterProps & ListReloadProps;
  /** The counts wait for the first answer. */
  countsPending: boolean;
  rowKey: (row: Row) => string;
  /** Whether a row matches the filter. */
  matches: (row: Row, filter: string) => boolean;
  isExpanded: (key: string) => boolean;
  toggle: (row: Row) => void;
  collapseAll: () => void;
  state: RequestState;
  /** The listing failed: the table is empty under the reason. */
  failed: boolean;
  absent: boolean;
  /** What the table shows: no rows after a failure. */
  tableRows: readonly Row[];
}

const NO_ROWS: readonly never[] = [];
const NO_QUERIES: readonly ListQuery[] = [];

export function useListScreen<Row>(options: ListScreenOptions<Row>): ListScreenState<Row> {
  const { access, query, also = NO_QUERIES, rows, rowKey, matches, absent = false } = options;
  const writeReason = firstReason(access.writeReason, usePrivilegeReason(options.need));
  const [ownFilter, setOwnFilter] = useState('');
  const filter = options.filter?.value ?? ownFilter;
  const onFilterChange = options.filter?.onChange ?? setOwnFilter;
  const matched = useMemo(
    () => (filter.trim() === '' ? rows.length : rows.filter((row) => matches(row, filter)).length),
    [rows, filter, matches],
  );
  const { expanded, toggle, collapseAll } = useExpandedRows();
  const queries = [query, ...also];
  const reload = () => Promise.all(queries.map((each) => each.refetch()));
  const state = queryRequestState(query);
  const failed = !absent && (state.apiError || state.networkError);
  return {
    ...access,
    writeReason,
    toolbar: {
      filter,
      onFilterChange,
      matched,
      total: rows.length,
      onReload: reload,
      loading: queries.some((each) => each.isFetching),
    },
    countsPending: query.isLoading,
    rowKey,
    matches,
    isExpanded: useCallback((key: string) => expanded.has(key), [expanded]),
    toggle: useCallback((row: Row) => toggle(rowKey(row)), [toggle, rowKey]),
    collapseAll,
    state,
    failed,
    absent,
    tableRows: failed ? NO_ROWS : rows,
  };
}
