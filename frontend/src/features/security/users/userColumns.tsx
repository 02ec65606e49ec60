// Columns of the security users table. Cluster text is rendered as text only. A row opens to the
// user as the engine listed it; its buttons enable or disable the user (Elasticsearch) and delete
// it, edit it and delete it, where writes are offered and the engine lets the user change (not a reserved one).
import { IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { Marks } from '../Marks';
import type { KeysUnder, TFunction } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';
import {
  deleteAction,
  editAction,
  nameColumn,
  rowAction,
  rowActionsColumn,
  type RowHandler,
} from '../../../components/ListScreen/listCells';
import { actionWords, toggleLabel } from '../../../components/ListScreen/listTexts';
import type { SecurityApi } from '../../../engine/profile';
import type { SecurityUser } from '../../../engine/securityUsers';

/** A user as listed, and whether it is the one the console is connected as. */
export interface UserRow extends SecurityUser {
  self: boolean;
}

export interface UserRowActions {
  isExpanded: (key: string) => boolean;
  onEdit: RowHandler<UserRow>;
  onDelete: RowHandler<UserRow>;
  onSwitch: RowHandler<UserRow>;
}

/** The user's marks: reserved (built in), hidden, disabled. */

function userColumns(
  t: TFunction,
  actions: UserRowActions,
  api: SecurityApi,
): DataTableColumn<UserRow>[] {
  const header = (id: KeysUnder<'security.users.columns'>) => t(`security.users.columns.${id}`);
  const joined = (names: string[]) => names.join(', ');
  const byEngine: DataTableColumn<UserRow>[] =
    api !== 'opendistro'
      ? [
          { id: 'fullName', header: header('fullName'), accessorFn: (row) => row.fullName },
          { id: 'email', header: header('email'), accessorFn: (row) => row.email },
          { id: 'roles', header: header('roles'), accessorFn: (row) => joined(row.roles) },
        ]
      : [
          {
            id: 'backendRoles',
            header: header('backendRoles'),
            accessorFn: (row) => joined(row.backendRoles),
          },
          { id: 'roles', header: header('directRoles'), accessorFn: (row) => joined(row.roles) },
          {
            id: 'description',
            header: header('description'),
            accessorFn: (row) => row.description,
          },
        ];
  return [
    nameColumn({
      header: header('name'),
      name: (row) => row.name,
      isExpanded: actions.isExpanded,
      toggleLabel: (open) => toggleLabel(t, 'security.users', open),
      after: (row) => (
        <Marks
          marks={[
            row.self && t('security.users.you'),
            row.reserved && t('security.users.reserved'),
            row.hidden && t('security.users.hidden'),
            row.enabled === false && t('security.users.disabled'),
          ]}
        />
      ),
      plain: true,
    }),
    ...byEngine,
    rowActionsColumn(header('actions'), (row) => [
      row.reserved
        ? null
        : editAction(
            actionWords(t, 'security.users.edit', 'security.users.editFor', { name: row.name }),
            row,
            actions.onEdit,
          ),
      row.enabled === null || row.reserved
        ? null
        : rowAction(
            row.enabled
              ? {
                  icon: <IconUserOff size={12} />,
                  ...actionWords(t, 'security.users.disable', 'security.users.disableFor', {
                    name: row.name,
                  }),
                }
              : {
                  icon: <IconUserCheck size={12} />,
                  ...actionWords(t, 'security.users.enable', 'security.users.enableFor', {
                    name: row.name,
                  }),
                },
            row,
            actions.onSwitch,
          ),
      // OpenSearch's plugin refuses to delete the user who asks.
      row.reserved || (row.self && api === 'opendistro')
        ? null
        : deleteAction(
            actionWords(t, 'security.users.delete.button', 'security.users.delete.buttonFor', {
              name: row.name,
            }),
            row,
            actions.onDelete,
          ),
    ]),
  ];
}

/** The users table of Elasticsearch: full name, e-mail and roles. */
export const elasticsearchUserColumns = (t: TFunction, actions: UserRowActions) =>
  userColumns(t, actions, 'xpack');

/** The users table of OpenSearch: backend roles, roles given directly, description. */
export const opensearchUserColumns = (t: TFunction, actions: UserRowActions) =>
  userColumns(t, actions, 'opendistro');
