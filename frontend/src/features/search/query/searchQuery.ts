// The search body as JSON text: the default query, what a
// new query string, paging, sorting and a reset merge into it, and the parse check before
// anything is sent. Big numbers in a custom query (a search_after, a long term) stay exact.
import { parseJson, stringifyJson } from '../../../lib/json';
import { isRecord } from '../../../lib/storage';
import { DEFAULT_Q, defaultSearchBody, type SearchBody } from '../view/searchView';

/** A rows-per-page value is carried into the search size only up to this. */
export const MAX_CARRIED_SIZE = 10000;

export type SortClause = Record<string, { order: 'asc' | 'desc'; unmapped_type?: string }>;

export interface Paging {
  /** 1-based page. */
  page: number;
  rowsPerPage: number;
  /** The field to sort on (a mapping's sortable field), or null for the engine's order. */
  sortField: string | null;
  descending: boolean;
}

export function queryText(body: unknown): string {
  return stringifyJson(body, 2);
}

/** The body a query text stands for, or null when it is not a JSON object (nothing is sent). */
export function parseQueryText(text: string): SearchBody | null {
  try {
    const body = parseJson(text);
    return isRecord(body) ? body : null;
  } catch {
    return null;
  }
}

/** Whole numbers from 1 to 10000 become the size. */
export function carriesIntoSize(rowsPerPage: number): boolean {
  return Number.isInteger(rowsPerPage) && rowsPerPage > 0 && rowsPerPage <= MAX_CARRIED_SIZE;
}

/**
 * The sort of a column. Fields other than _score sort with unmapped_type keyword, so indices
 * lacking the field in their mapping sort it last instead of failing the search.
 */
export function sortClauses(field: string | null, descending: boolean): SortClause[] {
  if (!field) return [];
  const order = descending ? 'desc' : 'asc';
  return [{ [field]: field === '_score' ? { order } : { order, unmapped_type: 'keyword' } }];
}

/** { size, from, sort } of a page; size and from only when the rows per page carries over. */
export function pagingParts(paging: Paging): SearchBody {
  const sort = sortClauses(paging.sortField, paging.descending);
  if (!carriesIntoSize(paging.rowsPerPage)) return { sort };
  const from = (Math.max(1, paging.page) - 1) * paging.rowsPerPage;
  return { size: paging.rowsPerPage, from, sort };
}

/** `parts` merged over the top level of the query text; null when the text does not parse. */
export function mergeIntoQuery(text: string, parts: SearchBody): string | null {
  const body = parseQueryText(text);
  return body === null ? null : queryText({ ...body, ...parts });
}

/** The sort of a query text, so a new query string keeps the column the table is sorted by. */
export function sortOfQuery(text: string): unknown[] {
  const sort = parseQueryText(text)?.sort;
  return Array.isArray(sort) ? sort : [];
}

/**
 * Changing q: the default query with q as its query string. It also carries the rows per
 * page and the sort the table shows, from the first page, so the table and the query never
 * disagree.
 */
export function queryForQ(q: string, rowsPerPage: number, sort: unknown[]): string {
  const body = defaultSearchBody(q);
  if (carriesIntoSize(rowsPerPage)) body.size = rowsPerPage;
  return queryText({ ...body, sort });
}

/** The default query, with the rows per page as its size when it carries over. */
export function defaultQueryFor(rowsPerPage: number): string {
  return queryForQ(DEFAULT_Q, rowsPerPage, []);
}
