// The users of the cluster's security: Elasticsearch's native and built-in users (with their full
// name, e-mail and roles) or OpenSearch's internal users (backend roles, roles given directly),
// filtered, sorted and reloaded like the other lists. The user the console is connected as is
// marked. A row opens to the user as the engine listed it; its buttons enable or disable the user
// (Elasticsearch), edit it (password included) and delete it, where writes are offered; New user
// opens the editor.
import { useMemo } from 'react';
import { useListAccess } from '../../../store/useWriteAccess';
import { useTranslation } from '../../../i18n/translate';
import { useScreenQuery } from '../../../api/screenQuery';
import { useEngine } from '../../../engine/useEngine';
import { rowMatcher } from '../../../lib/filter';
import { ListScreen } from '../../../components/ListScreen/ListScreen';
import { ListToolbar } from '../../../components/ListScreen/ListToolbar';
import { useListColumns } from '../../../components/ListScreen/useListColumns';
import { useListScreen } from '../../../components/ListScreen/useListScreen';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';
import { useEditorState } from '../../../components/ListScreen/listEditing';
import { SecurityJson } from '../SecurityJson';
import { IDENTITY, SECURITY_USERS } from '../securityApi';
import { elasticsearchUserColumns, opensearchUserColumns, type UserRow } from './userColumns';
import { UserEditorDialog } from './UserEditorDialog';
import { useUserDeletion, useUserSwitch } from './useUserWrites';

/** The filter's columns: the name, and what each engine lists of a user. */
export const USER_FILTER_COLUMNS = [
  'name',
  'fullName',
  'email',
  'roles',
  'backendRoles',
  'description',
] as const;

const matches = rowMatcher<UserRow>(USER_FILTER_COLUMNS);
const NO_ROWS: UserRow[] = [];
const rowKey = (row: UserRow) => row.name;
const details = (row: UserRow) => (
  <SecurityJson name={row.name} kind="user" value={{ ...row, self: undefined }} />
);

export function UsersView() {
  const { t } = useTranslation();
  const access = useListAccess();
  const security = useEngine().security;
  const query = useScreenQuery(SECURITY_USERS);
  const connectedAs = useScreenQuery(IDENTITY).data?.username ?? null;
  const rows = useMemo(
    () => query.data?.map((user) => ({ ...user, self: user.name === connectedAs })) ?? NO_ROWS,
    [query.data, connectedAs],
  );
  const list = useListScreen({ need: WRITE_NEEDS.users, access, query, rows, rowKey, matches });
  const editor = useEditorState<UserRow>();
  const columns = useListColumns({
    list,
    columns: security === 'opendistro' ? opensearchUserColumns : elasticsearchUserColumns,
    writes: { onEdit: editor.edit, onDelete: useUserDeletion(), onSwitch: useUserSwitch() },
  });

  return (
    <ListScreen
      list={list}
      toolbar={
        <ListToolbar
          title={t('security.users.title')}
          list={list}
          filterColumns={USER_FILTER_COLUMNS}
          create={{ label: t('security.users.editor.createButton'), onClick: editor.create }}
        />
      }
      label={t('security.users.title')}
      columns={columns}
      details={details}
      emptyText={list.failed || rows.length > 0 ? undefined : t('security.users.empty')}
    >
      <UserEditorDialog state={editor.state} onClose={editor.close} />
    </ListScreen>
  );
}
