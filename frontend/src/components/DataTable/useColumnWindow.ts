// A table with as many columns as its documents have fields (the search results) is far wider
// than the screen: its first render draws the first columns only, enough to fill the width in
// view, and the others join just after that frame is painted. The columns drawn first keep their
// widths when the others join: a table wider than its frame gives each column the width of its
// content, and every cell of these tables stays on one line.
import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';
import { afterNextPaint } from '../../lib/afterPaint';

/** How many columns the first render of a windowed table draws. */
export const FIRST_COLUMNS = 12;

/**
 * How many of the table's `count` columns to draw (undefined: all), for a table drawn in
 * `tableRef`. With `enabled`, the first set of more than `FIRST_COLUMNS` columns the table shows is
 * drawn in part. When that part does not fill the table's frame, the rest is drawn before the
 * frame is painted. Otherwise it is drawn once the frame has been painted, as work that input can
 * interrupt. Once a set has been drawn whole, every later one is too: a partial table would
 * narrow the frame under a user scrolled to its right, and lose the scroll.
 */
export function useColumnWindow(
  enabled: boolean,
  count: number,
  tableRef: RefObject<HTMLTableElement | null>,
): number | undefined {
  const [whole, setWhole] = useState(false);
  const limit = enabled && count > FIRST_COLUMNS && !whole ? FIRST_COLUMNS : undefined;
  useLayoutEffect(() => {
    if (limit === undefined) return undefined;
    const table = tableRef.current;
    const frame = table?.parentElement;
    if (!table || !frame || table.offsetWidth <= frame.clientWidth) {
      setWhole(true);
      return undefined;
    }
    return afterNextPaint(() => startTransition(() => setWhole(true)));
  }, [limit, tableRef]);
  return limit;
}
