// The roles table's columns (roleColumns.tsx) with each row's Edit and Clone buttons before its
// Delete button, where writes are offered. A reserved role's Edit is View: it opens read-only.
import { Group } from '@mantine/core';
import { IconCopy, IconEye, IconPencil } from '@tabler/icons-react';
import type { TFunction } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { rowAction, type RowHandler } from '../../../components/ListScreen/listCells';
import { RowActionBar } from '../../../components/RowActions/RowActions';
import type { SecurityRole } from '../../../engine/securityRoles';
import { roleColumns, type RoleRowActions } from './roleColumns';

export interface EditableRoleRowActions extends RoleRowActions {
  onEdit: RowHandler<SecurityRole>;
  onClone: RowHandler<SecurityRole>;
}

function editingActions(t: TFunction, row: SecurityRole, actions: EditableRoleRowActions) {
  const values = { name: row.name };
  const edit = row.reserved
    ? {
        icon: <IconEye size={12} />,
        text: t('security.roleEditor.view'),
        label: t('security.roleEditor.viewFor', values),
      }
    : {
        icon: <IconPencil size={12} />,
        text: t('security.roleEditor.edit'),
        label: t('security.roleEditor.editFor', values),
      };
  return [
    rowAction(edit, row, actions.onEdit),
    rowAction(
      {
        icon: <IconCopy size={12} />,
        text: t('security.roleEditor.clone'),
        label: t('security.roleEditor.cloneFor', values),
      },
      row,
      actions.onClone,
    ),
  ];
}

export function editableRoleColumns(
  t: TFunction,
  actions: EditableRoleRowActions,
): DataTableColumn<SecurityRole>[] {
  return roleColumns(t, actions).map((column) => {
    if (column.id !== 'actions') return column;
    const cell = column.cell;
    return {
      ...column,
      cell: (context) => (
        <Group gap={6} wrap="nowrap" justify="flex-end">
          <RowActionBar actions={editingActions(t, context.row.original, actions)} />
          {typeof cell === 'function' ? cell(context) : null}
        </Group>
      ),
    };
  });
}
