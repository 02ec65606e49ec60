import { memo } from 'react';
import { Checkbox, Group, Table, UnstyledButton } from '@mantine/core';
import classes from './DataTableHead.module.css';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import {
  flexRender,
  type Header,
  type HeaderGroup,
  type SortingState,
} from '@tanstack/react-table';
import { useTranslation } from '../../i18n/translate';
import type { PageSelection } from './selection';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The sort icon of a column, made while its header cell renders (no component of its own). */
function sortIcon(direction: false | 'asc' | 'desc') {
  if (direction === 'asc') return <IconArrowUp size={14} />;
  if (direction === 'desc') return <IconArrowDown size={14} />;
  return <IconArrowsSort size={14} opacity={0.35} />;
}

// Header cells are plain elements with the classes Table.Th, UnstyledButton and Group would
// give them: a wide table (a search over forty fields) mounts one per column, and the styled
// components cost more to mount than the cell's content.
const HEADER_CLASS = Table.classes.th;
const SORT_BUTTON_CLASS = `mantine-focus-auto ${UnstyledButton.classes.root} ${classes.sortButton}`;
const SORT_LABEL_CLASS = `${Group.classes.root} ${classes.sortLabel}`;

function HeaderCell<T>({ header }: { header: Header<T, unknown> }) {
  const content = header.isPlaceholder
    ? null
    : flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) {
    return (
      <th className={HEADER_CLASS} colSpan={header.colSpan}>
        {content}
      </th>
    );
  }
  const direction = header.column.getIsSorted();
  return (
    <th
      className={HEADER_CLASS}
      colSpan={header.colSpan}
      aria-sort={direction ? ARIA_SORT[direction] : 'none'}
    >
      <button
        type="button"
        className={SORT_BUTTON_CLASS}
        onClick={header.column.getToggleSortingHandler()}
      >
        <span className={SORT_LABEL_CLASS}>
          {content}
          {sortIcon(direction)}
        </span>
      </button>
    </th>
  );
}

// The header checkbox covers the rows of the current page, as in the product this one
// replaces: a bulk action never reaches rows the user has not paged through.
function SelectPageCell({ state, onToggle }: { state: PageSelection; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Table.Th w={36}>
      <Checkbox
        size="xs"
        aria-label={t('components.dataTable.selectPage')}
        checked={state === 'all'}
        indeterminate={state === 'some'}
        onChange={onToggle}
      />
    </Table.Th>
  );
}

interface DataTableHeadProps<T> {
  /** TanStack's header groups: a new array when the columns or their visibility change. */
  headerGroups: HeaderGroup<T>[];
  /** The sort the header cells show. */
  sorting: SortingState;
  selection?: { state: PageSelection; togglePage: () => void };
  /** How many of the columns to draw (undefined: all); the table draws the others later. */
  columnLimit?: number;
}

/** Whether the header would render the same; it does not depend on the rows in view. */
export function sameHeadProps<T>(
  previous: DataTableHeadProps<T>,
  next: DataTableHeadProps<T>,
): boolean {
  return (
    previous.headerGroups === next.headerGroups &&
    previous.sorting === next.sorting &&
    previous.columnLimit === next.columnLimit &&
    previous.selection?.state === next.selection?.state &&
    previous.selection?.togglePage === next.selection?.togglePage
  );
}

/** The header row(s); not rendered again while a virtual table scrolls. */
export const DataTableHead = memo(
  DataTableHeadContent,
  sameHeadProps,
) as typeof DataTableHeadContent;

function DataTableHeadContent<T>({ headerGroups, selection, columnLimit }: DataTableHeadProps<T>) {
  return (
    <Table.Thead>
      {headerGroups.map((group, index) => (
        <Table.Tr key={group.id}>
          {selection && index === 0 && (
            <SelectPageCell state={selection.state} onToggle={selection.togglePage} />
          )}
          {selection && index > 0 && <Table.Th />}
          {group.headers.slice(0, columnLimit).map((header) => (
            <HeaderCell key={header.id} header={header} />
          ))}
        </Table.Tr>
      ))}
    </Table.Thead>
  );
}
