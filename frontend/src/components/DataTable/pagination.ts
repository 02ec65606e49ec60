// Table footer arithmetic.

/** Default pagination: no sort, ascending, first page, 10 rows. */
export const DEFAULT_PAGE_SIZE = 10;

export interface PageRange {
  from: number;
  to: number;
  total: number;
}

/** Number of pages; an empty table still has one (empty) page. */
export function pageCount(rowCount: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(rowCount / pageSize));
}

/** Keeps a page index inside the pages that exist, e.g. after a refresh removed rows. */
export function clampPageIndex(pageIndex: number, rowCount: number, pageSize: number): number {
  return Math.min(Math.max(0, pageIndex), pageCount(rowCount, pageSize) - 1);
}

/**
 * The numbers of '{from}-{to} of {total}' (1-based); 0-0 of 0 for an empty table. A page size of
 * 0 or less is one page holding every row.
 */
export function pageRange(pageIndex: number, pageSize: number, rowCount: number): PageRange {
  if (rowCount <= 0) return { from: 0, to: 0, total: 0 };
  if (pageSize <= 0) return { from: 1, to: rowCount, total: rowCount };
  const page = clampPageIndex(pageIndex, rowCount, pageSize);
  const from = page * pageSize + 1;
  return { from, to: Math.min(rowCount, from + pageSize - 1), total: rowCount };
}

/** First and last page buttons appear only when there are more than 2 pages. */
export function showFirstLastButtons(pages: number): boolean {
  return pages > 2;
}
