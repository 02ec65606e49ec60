// Rows, columns and a fixed layout for the DataTable tests of virtual scrolling and renders.
import { act, fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { DataTableColumn } from './types';
import { ESTIMATED_ROW_HEIGHT } from './virtualization';

export interface DocRow {
  id: string;
  value: number;
}

/** `count` rows doc-0, doc-1, ... whose value is their number. */
export const docRows = (count: number): DocRow[] =>
  Array.from({ length: count }, (_, i) => ({ id: `doc-${i}`, value: i }));

export const byId = (row: DocRow) => row.id;

export const DOC_COLUMNS: DataTableColumn<DocRow>[] = [
  { accessorKey: 'id', header: 'Id' },
  { accessorKey: 'value', header: 'Value' },
];

/**
 * The test DOM does no layout: gives the scroll box a 500 px viewport and every row a fixed
 * height, until vi.restoreAllMocks.
 */
export function fixRowLayout(): void {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ESTIMATED_ROW_HEIGHT);
}

/** Scrolls the table's box so that its top is `rowsDown` rows down. */
export function scrollRowsDown(rowsDown: number): void {
  const scrollBox = screen.getByRole('table').parentElement!;
  act(() => {
    scrollBox.scrollTop = rowsDown * ESTIMATED_ROW_HEIGHT;
    fireEvent.scroll(scrollBox);
  });
}
