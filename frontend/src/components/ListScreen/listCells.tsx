// Cells the list screens share: a row's name with the chevron that says whether it is open (and
// its column), the actions column, and the Edit and Delete buttons in it.
import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPencil, IconTrash } from '@tabler/icons-react';
import { BreakableName } from '../BreakableName/BreakableName';
import type { DataTableColumn } from '../DataTable/types';
import { RowActionBar, type RowAction } from '../RowActions/RowActions';

interface ExpandableNameProps {
  open: boolean;
  /** What the chevron says: that the row can be opened, or closed. */
  label: string;
  children: ReactNode;
  /** After the name: a badge, say. */
  after?: ReactNode;
}

export function ExpandableName({ open, label, children, after }: ExpandableNameProps) {
  const Icon = open ? IconChevronDown : IconChevronRight;
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={16} role="img" aria-label={label} />
      <Text size="sm" component="span">
        {children}
      </Text>
      {after}
    </Group>
  );
}

interface NameColumnOptions<Row> {
  /** The column's id; 'name' by default. */
  id?: string;
  header: string;
  /** The row's name, which is also its key. */
  name: (row: Row) => string;
  isExpanded: (key: string) => boolean;
  /** What the chevron says, the row being open or not. */
  toggleLabel: (open: boolean) => string;
  /** After the name: a badge, say. */
  after?: (row: Row) => ReactNode;
  /** The name as it is, not wrapped at '.', '-' and '_'. */
  plain?: boolean;
}

/** The first column: the row's name, led by the chevron that says whether it is open. */
export function nameColumn<Row>(options: NameColumnOptions<Row>): DataTableColumn<Row> {
  const { name, isExpanded, toggleLabel, after, plain = false } = options;
  return {
    id: options.id ?? 'name',
    header: options.header,
    accessorFn: name,
    cell: ({ row }) => {
      const text = name(row.original);
      const open = isExpanded(text);
      return (
        <ExpandableName open={open} label={toggleLabel(open)} after={after?.(row.original)}>
          {plain ? text : <BreakableName name={text} />}
        </ExpandableName>
      );
    },
  };
}

/** A button's words: `text` on it, `label` its accessible name (naming the row). */
export interface ActionWords {
  label: string;
  text: string;
}

/** A row's handler; null where the button is not offered (no writes on a read-only cluster). */
export type RowHandler<Row> = ((row: Row) => void) | null;

/** What the columns of a list whose rows are edited and deleted are given. */
export interface EditableRowActions<Row> {
  isExpanded: (key: string) => boolean;
  onEdit: RowHandler<Row>;
  onDelete: RowHandler<Row>;
}

/** The row's Edit button; null (left out) without a handler. */
export function editAction<Row>(words: ActionWords, row: Row, onEdit: RowHandler<Row>) {
  return rowAction({ icon: <IconPencil size={12} />, ...words }, row, onEdit);
}

/** The row's Delete button; null (left out) without a handler. */
export function deleteAction<Row>(words: ActionWords, row: Row, onDelete: RowHandler<Row>) {
  return rowAction({ icon: <IconTrash size={12} />, ...words, color: 'red' }, row, onDelete);
}

/** A button that acts on `row`; null (left out) without a handler. */
export function rowAction<Row>(
  button: Omit<RowAction, 'onClick'>,
  row: Row,
  onClick: RowHandler<Row>,
): RowAction | null {
  return onClick && { ...button, onClick: () => onClick(row) };
}

/** The last column: the row's buttons, not sorted. */
export function actionsColumn<Row>(
  header: string,
  cell: (row: Row) => ReactNode,
): DataTableColumn<Row> {
  return { id: 'actions', header, enableSorting: false, cell: ({ row }) => cell(row.original) };
}

/** The last column as a bar of the row's buttons (each null where it is not offered). */
export function rowActionsColumn<Row>(
  header: string,
  actions: (row: Row) => (RowAction | null)[],
): DataTableColumn<Row> {
  return actionsColumn(header, (row) => <RowActionBar actions={actions(row)} />);
}
