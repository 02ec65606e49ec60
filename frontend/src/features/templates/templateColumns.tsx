// Columns of the index templates table: name, led by the expand icon, and the
// index patterns; where templates can be written, their Edit and Delete buttons.
import { Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TFunction } from '../../i18n/translate';
import type { DataTableColumn } from '../../components/DataTable/types';
import { RowActionButton, RowActions } from '../../components/RowActions/RowActions';
import type { TemplateRow } from './templateRows';

export interface TemplateRowActions {
  onEdit: (row: TemplateRow) => void;
  onDelete: (row: TemplateRow) => void;
}

/** `actions` null: no buttons (legacy templates, or a cluster that takes no writes). */
export function templateColumns(
  t: TFunction,
  isExpanded: (name: string) => boolean,
  actions: TemplateRowActions | null = null,
): DataTableColumn<TemplateRow>[] {
  const columns: DataTableColumn<TemplateRow>[] = [
    {
      id: 'name',
      header: t('templates.columns.name'),
      accessorFn: (row) => row.name,
      cell: ({ row }) => {
        const open = isExpanded(row.original.name);
        const Icon = open ? IconChevronDown : IconChevronRight;
        return (
          <Group gap={6} wrap="nowrap">
            <Icon
              size={16}
              role="img"
              aria-label={t(open ? 'templates.collapse' : 'templates.expand')}
            />
            <Text size="sm" component="span">
              {row.original.name}
            </Text>
          </Group>
        );
      },
    },
    {
      id: 'indexPatterns',
      header: t('templates.columns.indexPatterns'),
      accessorFn: (row) => row.indexPatterns,
    },
  ];
  if (actions === null) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: t('templates.columns.actions'),
      enableSorting: false,
      cell: ({ row }) => <TemplateActions row={row.original} actions={actions} t={t} />,
    },
  ];
}

function TemplateActions({
  row,
  actions,
  t,
}: {
  row: TemplateRow;
  actions: TemplateRowActions;
  t: TFunction;
}) {
  return (
    // A click on a button acts; it does not also open or close the row.
    <div onClick={(event) => event.stopPropagation()} role="presentation">
      <RowActions>
        <RowActionButton
          icon={<IconPencil size={12} />}
          label={t('templates.editor.editFor', { name: row.name })}
          onClick={() => actions.onEdit(row)}
        >
          {t('templates.editor.edit')}
        </RowActionButton>
        <RowActionButton
          icon={<IconTrash size={12} />}
          label={t('templates.editor.deleteFor', { name: row.name })}
          color="red"
          onClick={() => actions.onDelete(row)}
        >
          {t('templates.editor.delete')}
        </RowActionButton>
      </RowActions>
    </div>
  );
}
