// How the search view changes: each function gives the fields a user
// action changes, with the query text merged accordingly. Pure, so the store's slice stays a
// plain setter and these rules are tested on their own.
import { mergeColumns } from '../results/columnState';
import {
  carriesIntoSize,
  defaultQueryFor,
  mergeIntoQuery,
  pagingParts,
  queryForQ,
  sortOfQuery,
} from '../query/searchQuery';
import { DEFAULT_PAGINATION, DEFAULT_Q, type SearchView } from './searchView';

export type ViewChanges = Partial<SearchView>;

export interface PagingChange {
  page: number;
  rowsPerPage: number;
  sortBy: string;
  descending: boolean;
  /** The field the sorted column sorts on (from the mappings), null when unsorted. */
  sortField: string | null;
}

/** Changing q: the default query with q, from the first page, keeping size and sort. */
export function withQ(view: SearchView, q: string): ViewChanges {
  return {
    q,
    pagination: { ...view.pagination, page: 1 },
    searchQuery: queryForQ(q, view.pagination.rowsPerPage, sortOfQuery(view.searchQuery)),
  };
}

/** Changing indices clears the sort (and starts from the first page). */
export function withIndices(view: SearchView, indices: string | string[]): ViewChanges {
  return {
    indices,
    pagination: { ...view.pagination, sortBy: '', descending: false, page: 1 },
    searchQuery: mergeIntoQuery(view.searchQuery, { sort: [], from: 0 }) ?? view.searchQuery,
  };
}

/** A page, page size or sort merges { size, from, sort } into the query. */
export function withPaging(
  view: SearchView,
  { sortField, ...pagination }: PagingChange,
): ViewChanges {
  const parts = pagingParts({ ...pagination, sortField });
  return {
    pagination: { ...view.pagination, ...pagination },
    searchQuery: mergeIntoQuery(view.searchQuery, parts) ?? view.searchQuery,
  };
}

/** Reset: q '*', the default query and pagination. The rows per page stays (when it carries). */
export function withReset(view: SearchView): ViewChanges {
  const { rowsPerPage } = view.pagination;
  const kept = carriesIntoSize(rowsPerPage) ? rowsPerPage : DEFAULT_PAGINATION.rowsPerPage;
  return {
    q: DEFAULT_Q,
    pagination: { ...DEFAULT_PAGINATION, rowsPerPage: kept },
    searchQuery: defaultQueryFor(kept),
  };
}

/** Opening an index: the index or alias becomes the target, the editor opens, the query resets. */
export function openedForIndex(view: SearchView, index: string): ViewChanges {
  return { ...withReset(view), indices: index, searchQueryCollapsed: true };
}

/** New results: their new columns show, columns they lack are dropped. */
export function withColumns(view: SearchView, columns: readonly string[]): ViewChanges {
  return mergeColumns(view, columns);
}

/** New results bring their columns and their total into the view. */
export function withResults(
  view: SearchView,
  columns: readonly string[],
  total: number,
): ViewChanges {
  return {
    ...withColumns(view, columns),
    pagination: { ...view.pagination, rowsNumber: total },
  };
}
