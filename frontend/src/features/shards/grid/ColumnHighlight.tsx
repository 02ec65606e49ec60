// Highlights the grid column under the pointer. It listens on the table itself and
// renders only a style rule, so hovering never re-renders the grid's cells.
import { useEffect, useState, type RefObject } from 'react';

function columnOf(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const cell = target.closest('[data-col]');
  const value = Number(cell?.getAttribute('data-col'));
  return cell && Number.isInteger(value) ? value : null;
}

/** The CSS rule for column `column` (a number, so nothing from the cluster reaches the rule). */
export function highlightRule(column: number | null): string {
  if (column === null) return '';
  return `[data-shards-grid] [data-col="${column}"] { background-color: var(--mantine-color-default-hover); }`;
}

export function ColumnHighlight({ tableRef }: { tableRef: RefObject<HTMLTableElement | null> }) {
  const [column, setColumn] = useState<number | null>(null);
  useEffect(() => {
    const table = tableRef.current;
    if (!table) return undefined;
    const over = (event: MouseEvent) => setColumn(columnOf(event.target));
    const leave = () => setColumn(null);
    table.addEventListener('mouseover', over);
    table.addEventListener('mouseleave', leave);
    return () => {
      table.removeEventListener('mouseover', over);
      table.removeEventListener('mouseleave', leave);
    };
  }, [tableRef]);
  return <style>{highlightRule(column)}</style>;
}
