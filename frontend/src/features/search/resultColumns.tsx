// The result table's columns (data spec 2.9): one per column name, sortable where the mappings
// give a sort field, and the per-row actions last.
import { useRef } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import type { CellContext } from '@tanstack/react-table';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../components/DataTable/types';
import { cellText } from './cellText';
import { useResultsEnvironment } from './searchContext';
import type { SearchRow } from './searchRows';
import type { SortFields } from './sortableFields';
import { useInViewport } from './useInViewport';

export const ACTIONS_COLUMN = 'actions';

function FieldCell({ row, column }: CellContext<SearchRow, unknown>) {
  const { cell } = useResultsEnvironment();
  return cellText(column.id, row.original.values[column.id], cell);
}

function RowActions({ row }: CellContext<SearchRow, unknown>) {
  const { t } = useTranslation();
  const { onEdit, onDelete } = useResultsEnvironment();
  const anchor = useRef<HTMLDivElement>(null);
  const inView = useInViewport(anchor);
  return (
    <Group
      ref={anchor}
      gap={4}
      wrap="nowrap"
      mih={22}
      miw={48}
      onDoubleClick={(event) => event.stopPropagation()}
    >
      {inView && (
        <>
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={t('search.results.edit')}
            onClick={() => onEdit(row.original)}
          >
            <IconEdit size={14} />
          </ActionIcon>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            aria-label={t('search.results.delete')}
            onClick={() => onDelete(row.original)}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </>
      )}
    </Group>
  );
}

export function resultColumns(
  columns: readonly string[],
  sortFields: SortFields,
): DataTableColumn<SearchRow>[] {
  const fields: DataTableColumn<SearchRow>[] = columns.map((name) => ({
    id: name,
    header: name,
    accessorFn: (row: SearchRow) => row.values[name],
    enableSorting: Object.hasOwn(sortFields, name),
    cell: FieldCell,
  }));
  return [...fields, { id: ACTIONS_COLUMN, header: '', enableSorting: false, cell: RowActions }];
}
