// The roles of the cluster's security: each with its cluster privileges (Elasticsearch) or
// permissions (OpenSearch), the indices it grants something on and its description; reserved,
// hidden and document- or field-restricted roles are marked. Filtered, sorted and reloaded like
// the other lists; a row opens to the role's definition; its buttons edit, clone or delete the
// role, and New opens the editor on an empty role, where writes are offered.
import { useCallback } from 'react';
import { useListAccess } from '../../../store/useWriteAccess';
import { useTranslation } from '../../../i18n/translate';
import { useScreenQuery } from '../../../api/screenQuery';
import { rowMatcher } from '../../../lib/filter';
import type { SecurityRole } from '../../../engine/securityRoles';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { useFeedback } from '../../../components/Feedback/useFeedback';
import { ListScreen } from '../../../components/ListScreen/ListScreen';
import { ListToolbar } from '../../../components/ListScreen/ListToolbar';
import { useListColumns } from '../../../components/ListScreen/useListColumns';
import { useListScreen } from '../../../components/ListScreen/useListScreen';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';
import { SecurityJson } from '../SecurityJson';
import { SECURITY_ROLES, useDeleteSecurityRoleMutation } from '../securityApi';
import { editableRoleColumns } from './editableRoleColumns';
import { useRoleEditing } from './useRoleEditing';

export const ROLE_FILTER_COLUMNS = ['name', 'cluster', 'indices', 'description'] as const;

const matches = rowMatcher<SecurityRole>(ROLE_FILTER_COLUMNS);
const NO_ROWS: SecurityRole[] = [];
const rowKey = (row: SecurityRole) => row.name;
const details = (row: SecurityRole) => (
  <SecurityJson name={row.name} kind="role" value={row.definition} />
);

/** Deleting a role once its name is typed: the users who hold it lose what it grants. */
function useRoleDeletion(): (role: SecurityRole) => void {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [deleteRole] = useDeleteSecurityRoleMutation();
  return useCallback(
    (role: SecurityRole) =>
      void (async () => {
        const confirmed = await confirm({
          title: t('security.roles.delete.title'),
          message: t('security.roles.delete.question', { name: role.name }),
          confirmLabel: t('security.roles.delete.button'),
          danger: true,
          typed: role.name,
        });
        if (!confirmed) return;
        try {
          feedback.succeeded(
            t('security.roles.delete.done', { name: role.name }),
            await deleteRole(role.name).unwrap(),
          );
        } catch (error) {
          feedback.failed(error);
        }
      })(),
    [t, feedback, deleteRole],
  );
}

export function RolesView() {
  const { t } = useTranslation();
  const access = useListAccess();
  const query = useScreenQuery(SECURITY_ROLES);
  const rows = query.data ?? NO_ROWS;
  const list = useListScreen({ need: WRITE_NEEDS.roles, access, query, rows, rowKey, matches });
  const editing = useRoleEditing();
  const columns = useListColumns({
    list,
    columns: editableRoleColumns,
    writes: { onDelete: useRoleDeletion(), onEdit: editing.edit, onClone: editing.clone },
  });

  return (
    <ListScreen
      list={list}
      toolbar={
        <ListToolbar
          title={t('security.roles.title')}
          list={list}
          filterColumns={ROLE_FILTER_COLUMNS}
          create={{ label: t('security.roleEditor.create'), onClick: editing.create }}
        />
      }
      label={t('security.roles.title')}
      columns={columns}
      details={details}
      emptyText={list.failed || rows.length > 0 ? undefined : t('security.roles.empty')}
    >
      {editing.dialog}
    </ListScreen>
  );
}
