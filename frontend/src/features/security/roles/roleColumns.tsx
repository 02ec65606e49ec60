// Columns of the security roles table. Cluster text is rendered as text only. A row opens to the
// role's definition as the engine sent it; its button deletes the role, where writes are offered
// and the role is not reserved.
import { Marks } from '../Marks';
import type { KeysUnder, TFunction } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';
import {
  deleteAction,
  nameColumn,
  rowActionsColumn,
  type RowHandler,
} from '../../../components/ListScreen/listCells';
import { actionWords, toggleLabel } from '../../../components/ListScreen/listTexts';
import type { SecurityRole } from '../../../engine/securityRoles';

export interface RoleRowActions {
  isExpanded: (key: string) => boolean;
  onDelete: RowHandler<SecurityRole>;
}

export function roleColumns(
  t: TFunction,
  actions: RoleRowActions,
): DataTableColumn<SecurityRole>[] {
  const header = (id: KeysUnder<'security.roles.columns'>) => t(`security.roles.columns.${id}`);
  return [
    nameColumn({
      header: header('name'),
      name: (row) => row.name,
      isExpanded: actions.isExpanded,
      toggleLabel: (open) => toggleLabel(t, 'security.roles', open),
      after: (row) => (
        <Marks
          marks={[
            row.reserved && t('security.roles.reserved'),
            row.hidden && t('security.roles.hidden'),
            row.restricted && t('security.roles.restricted'),
          ]}
        />
      ),
      plain: true,
    }),
    { id: 'cluster', header: header('cluster'), accessorFn: (row) => row.cluster.join(', ') },
    { id: 'indices', header: header('indices'), accessorFn: (row) => row.indices.join(', ') },
    { id: 'description', header: header('description'), accessorFn: (row) => row.description },
    rowActionsColumn(header('actions'), (row) => [
      row.reserved
        ? null
        : deleteAction(
            actionWords(t, 'security.roles.delete.button', 'security.roles.delete.buttonFor', {
              name: row.name,
            }),
            row,
            actions.onDelete,
          ),
    ]),
  ];
}
