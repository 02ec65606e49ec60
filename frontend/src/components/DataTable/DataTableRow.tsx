import { memo, type ReactNode } from 'react';
import { Table } from '@mantine/core';
import { flexRender, type Column, type Row } from '@tanstack/react-table';
import { SmallCheckbox } from '../PlainControls/plainCheckbox';

export interface RowHandlers<T> {
  onRowClick?: (row: T) => void;
  onRowDoubleClick?: (row: T) => void;
  rowTitle?: string | ((row: T) => string);
  /** Id of the highlighted row (aria-current), the one in use. */
  activeRowId?: string;
  /** Content shown under the row across every column; null or undefined while collapsed. */
  renderExpanded?: (row: T) => ReactNode;
  /** What the plain cells read besides their row (DataTableProps.cellEnvironment). */
  cellEnvironment?: unknown;
}

interface DataTableRowProps<T> extends RowHandlers<T> {
  row: Row<T>;
  /** The visible columns (TanStack keeps this array while columns and visibility stay). */
  columns: readonly Column<T>[];
  /** How many of the columns to draw (undefined: all); the table draws the others later. */
  columnLimit?: number;
  /** Position in the page; the virtual window measures rows by it. */
  index: number;
  measureRef?: (element: Element | null) => void;
  /** undefined: the table has no selection column. */
  selected?: boolean;
  onToggleSelected?: (id: string) => void;
  /** Accessible name of the row checkbox (translated once by the body, not per row). */
  selectLabel?: string;
  /** Whether the table stripes its rows (it does unless it scrolls virtually). */
  striped?: boolean;
  /** One line of this height (px), its cells not wrapping: the table places rows unmeasured. */
  height?: number;
}

// Rows and cells are plain elements with the classes and attributes Table.Tr and Table.Td would
// give them inside this table (row borders, hover, stripes): the styled components cost more
// to mount than a whole row's content, and a scrolling table mounts rows on every step.
const ROW_CLASS = Table.classes.tr;
const CELL_CLASS = Table.classes.td;
const CHECKBOX_CELL_STYLE = { width: 'calc(2.25rem * var(--mantine-scale))' };

/**
 * Whether a row would render the same: the same record under the same id and the same props.
 * The row object itself is rebuilt whenever the rendered window moves, so it is not compared.
 */
export function sameRowProps<T>(
  previous: DataTableRowProps<T>,
  next: DataTableRowProps<T>,
): boolean {
  const keys = new Set([
    ...Object.keys(previous),
    ...Object.keys(next),
  ] as (keyof DataTableRowProps<T>)[]);
  for (const key of keys) {
    if (key === 'row') {
      if (previous.row.id !== next.row.id || previous.row.original !== next.row.original)
        return false;
    } else if (!Object.is(previous[key], next[key])) return false;
  }
  return true;
}

/**
 * One row; cells render through the column definitions, so cluster text stays text. Rows that
 * stay in view while a virtual table scrolls are not rendered again.
 */
export const DataTableRow = memo(DataTableRowContent, sameRowProps) as typeof DataTableRowContent;

function DataTableRowContent<T>(props: DataTableRowProps<T>) {
  const {
    row,
    index,
    measureRef,
    selected,
    onToggleSelected,
    selectLabel,
    onRowClick,
    onRowDoubleClick,
    rowTitle,
  } = props;
  const active = props.activeRowId !== undefined && props.activeRowId === row.id;
  const expanded = props.renderExpanded?.(row.original);
  const cells = row.getVisibleCells().slice(0, props.columnLimit);
  const clickable = Boolean(onRowClick || onRowDoubleClick);
  const main = (
    <tr
      ref={measureRef}
      className={ROW_CLASS}
      data-with-row-border
      data-hover
      data-striped={props.striped ? 'odd' : undefined}
      data-index={index}
      title={typeof rowTitle === 'function' ? rowTitle(row.original) : rowTitle}
      aria-selected={selected}
      aria-current={active || undefined}
      style={{
        background: selected || active ? 'var(--mantine-primary-color-light)' : undefined,
        cursor: clickable ? 'pointer' : undefined,
        height: props.height,
        whiteSpace: props.height === undefined ? undefined : 'nowrap',
      }}
      onClick={onRowClick ? () => onRowClick(row.original) : undefined}
      onDoubleClick={onRowDoubleClick ? () => onRowDoubleClick(row.original) : undefined}
    >
      {selected !== undefined && (
        <td className={CELL_CLASS} style={CHECKBOX_CELL_STYLE}>
          <SmallCheckbox
            aria-label={selectLabel}
            checked={selected}
            onChange={() => onToggleSelected?.(row.id)}
            onClick={(event) => event.stopPropagation()}
            onDoubleClick={(event) => event.stopPropagation()}
          />
        </td>
      )}
      {cells.map((cell) => {
        const plain = cell.column.columnDef.meta?.plainCell;
        return (
          <td key={cell.id} className={CELL_CLASS}>
            {plain
              ? plain(row.original, cell.column.id, props.cellEnvironment)
              : flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
  if (expanded === null || expanded === undefined) return main;
  return (
    <>
      {main}
      <Table.Tr data-expanded-of={row.id}>
        <Table.Td colSpan={cells.length + (selected === undefined ? 0 : 1)}>{expanded}</Table.Td>
      </Table.Tr>
    </>
  );
}
