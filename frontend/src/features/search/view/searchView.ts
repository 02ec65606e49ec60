// The search state of one cluster, persisted under 'search-{cluster uuid}',
// and how it is read back: each stored field of the right shape is kept, the others get
// defaults. The store holds it from the start, so this module stays free of the request layer
// and the big-number JSON code.
import { isRecord } from '../../../lib/storage';

export const SEARCH_VIEW_KEY_PREFIX = 'search-';
export const DEFAULT_INDICES = '*';
export const DEFAULT_Q = '*';
export const DEFAULT_ROWS_PER_PAGE = 10;
/** The columns every result shows first. */
export const DEFAULT_COLUMNS: readonly string[] = ['_index', '_type', '_id', '_score'];

export type SearchBody = Record<string, unknown>;

export function defaultSearchBody(q = DEFAULT_Q): SearchBody {
  return { query: { query_string: { query: q } }, size: DEFAULT_ROWS_PER_PAGE, from: 0, sort: [] };
}

/** The default query as the editor shows it. */
export const DEFAULT_SEARCH_QUERY = JSON.stringify(defaultSearchBody(), null, 2);

export interface SearchPagination {
  page: number;
  rowsPerPage: number;
  /** The sorted column; '' for the engine's order. */
  sortBy: string;
  descending: boolean;
  /** The total of the last results; -1 before any. */
  rowsNumber: number;
}

export interface SearchView {
  q: string;
  /** The search body as the editor holds it (JSON text). */
  searchQuery: string;
  /**
   * True while the custom query editor is shown. The stored name is the one the settings of
   * the product this one replaces used, so their stored state reads the same.
   */
  searchQueryCollapsed: boolean;
  /** A pattern, or the picked index names. */
  indices: string | string[];
  /** 'Filter CURRENT PAGE only'. */
  filter: string;
  columns: string[];
  visibleColumns: string[];
  stickyTableHeader: boolean;
  pagination: SearchPagination;
}

export const DEFAULT_PAGINATION: SearchPagination = {
  page: 1,
  rowsPerPage: DEFAULT_ROWS_PER_PAGE,
  sortBy: '',
  descending: false,
  rowsNumber: -1,
};

export function defaultSearchView(): SearchView {
  return {
    q: DEFAULT_Q,
    searchQuery: DEFAULT_SEARCH_QUERY,
    searchQueryCollapsed: false,
    indices: DEFAULT_INDICES,
    filter: '',
    columns: [...DEFAULT_COLUMNS],
    visibleColumns: [...DEFAULT_COLUMNS],
    stickyTableHeader: false,
    pagination: { ...DEFAULT_PAGINATION },
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isString);
const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

function pick<T>(value: unknown, check: (value: unknown) => value is T, fallback: T): T {
  return check(value) ? value : fallback;
}

function parsePagination(raw: unknown): SearchPagination {
  if (!isRecord(raw)) return { ...DEFAULT_PAGINATION };
  return {
    page: isWhole(raw.page) && raw.page >= 1 ? raw.page : DEFAULT_PAGINATION.page,
    rowsPerPage:
      isWhole(raw.rowsPerPage) && raw.rowsPerPage >= 0
        ? raw.rowsPerPage
        : DEFAULT_PAGINATION.rowsPerPage,
    sortBy: pick(raw.sortBy, isString, ''),
    descending: pick(raw.descending, isBoolean, false),
    rowsNumber: pick(raw.rowsNumber, isWhole, -1),
  };
}

export function parseSearchView(raw: unknown): SearchView | null {
  if (!isRecord(raw)) return null;
  const fallback = defaultSearchView();
  const indices = raw.indices;
  return {
    q: pick(raw.q, isString, fallback.q),
    searchQuery: pick(raw.searchQuery, isString, fallback.searchQuery),
    searchQueryCollapsed: pick(raw.searchQueryCollapsed, isBoolean, fallback.searchQueryCollapsed),
    indices: isString(indices) || isStringList(indices) ? indices : fallback.indices,
    filter: pick(raw.filter, isString, fallback.filter),
    columns: pick(raw.columns, isStringList, fallback.columns),
    visibleColumns: pick(raw.visibleColumns, isStringList, fallback.visibleColumns),
    stickyTableHeader: pick(raw.stickyTableHeader, isBoolean, fallback.stickyTableHeader),
    pagination: parsePagination(raw.pagination),
  };
}
