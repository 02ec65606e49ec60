// When the table scrolls inside its own box and renders only the rows in view.

/** Past this many rows on one page the table virtualizes even without the sticky header. */
export const VIRTUALIZE_ABOVE_ROWS = 200;

/** Estimated row height in pixels before rows are measured. */
export const ESTIMATED_ROW_HEIGHT = 34;

/** Rows rendered above and below the visible ones. */
export const OVERSCAN_ROWS = 10;

/** Height of the scroll box when no resizable panel is given. */
export const DEFAULT_SCROLL_HEIGHT = 500;

export function shouldVirtualize(stickyHeader: boolean, pageRowCount: number): boolean {
  return stickyHeader || pageRowCount > VIRTUALIZE_ABOVE_ROWS;
}
