// A table with as many columns as its documents have fields (the search results) is far wider
// than the screen: its first render draws the first columns only, enough to fill the width in
// view, and the others join just after that frame is painted. The columns drawn first keep their
// widths when the others join: a table wider than its frame gives each column the width of its
// content, and every cell of these tables stays on one line.
import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';

/** How many columns the first render of a windowed table draws. */
export const FIRST_COLUMNS = 12;

/**
 * How many of the table's `count` columns to draw (undefined: all), for a table whose columns
 * are `columnsKey` (their ids, in order) and that is drawn in `tableRef`. With `enabled`, a new set
 * of more than `FIRST_COLUMNS` columns is first drawn in part. When that part does not fill the
 * table's frame, the rest is drawn before the frame is painted. Otherwise it is drawn once the
 * frame has been painted, as work that input can interrupt.
 */
export function useColumnWindow(
  enabled: boolean,
  columnsKey: string,
  count: number,
  tableRef: RefObject<HTMLTableElement | null>,
): number | undefined {
  const [whole, setWhole] = useState<string | null>(null);
  const limit =
    enabled && count > FIRST_COLUMNS && whole !== columnsKey ? FIRST_COLUMNS : undefined;
  useLayoutEffect(() => {
    if (limit === undefined) return undefined;
    const table = tableRef.current;
    const frame = table?.parentElement;
    if (!table || !frame || table.offsetWidth <= frame.clientWidth) {
      setWhole(columnsKey);
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const painted = requestAnimationFrame(() => {
      // A task queued from the frame's own callback runs once that frame is painted.
      timer = setTimeout(() => startTransition(() => setWhole(columnsKey)));
    });
    return () => {
      cancelAnimationFrame(painted);
      clearTimeout(timer);
    };
  }, [limit, columnsKey, tableRef]);
  return limit;
}
