// The OpenSearch security plugin's action groups: each with its type, allowed actions and
// description, reserved, static and hidden ones marked; filtered, sorted and reloaded like the
// other lists. A row opens to the group expanded: nested groups followed down to the action
// patterns it finally allows, loops named. New, Edit and Delete write where writes are offered;
// the plugin's reserved and static groups are refused with the reason, not sent.
import { useCallback, useMemo } from 'react';
import { useListAccess } from '../../../store/useWriteAccess';
import { useTranslation } from '../../../i18n/translate';
import { useScreenQuery } from '../../../api/screenQuery';
import { rowMatcher } from '../../../lib/filter';
import { membersByGroup, type ActionGroup } from '../../../engine/opensearchActionGroups';
import { ListScreen } from '../../../components/ListScreen/ListScreen';
import { ListToolbar } from '../../../components/ListScreen/ListToolbar';
import { useEditorState } from '../../../components/ListScreen/listEditing';
import { useListColumns } from '../../../components/ListScreen/useListColumns';
import { useListScreen } from '../../../components/ListScreen/useListScreen';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';
import { ActionGroupEditorDialog } from './ActionGroupEditorDialog';
import { ActionGroupExpansion } from './ActionGroupExpansion';
import { actionGroupColumns } from './actionGroupColumns';
import { useEntryDeletion, useUnlessRefused } from './entryWrites';
import { OPENSEARCH_ACTION_GROUPS } from './opensearchApi';

export const ACTION_GROUP_FILTER_COLUMNS = [
  'name',
  'type',
  'allowedActions',
  'description',
] as const;

const matches = rowMatcher<ActionGroup>(ACTION_GROUP_FILTER_COLUMNS);
const NO_ROWS: ActionGroup[] = [];
const rowKey = (row: ActionGroup) => row.name;

export function ActionGroupsView() {
  const { t } = useTranslation();
  const access = useListAccess();
  const query = useScreenQuery(OPENSEARCH_ACTION_GROUPS);
  const rows = query.data ?? NO_ROWS;
  const members = useMemo(() => membersByGroup(rows), [rows]);
  const list = useListScreen({
    need: WRITE_NEEDS.actionGroups,
    access,
    query,
    rows,
    rowKey,
    matches,
  });
  const editor = useEditorState<ActionGroup>();
  const onEdit = useUnlessRefused(t('security.actionGroups.editor.refusedTitle'), editor.edit);
  const onDelete = useEntryDeletion<ActionGroup>('actiongroups');
  const columns = useListColumns({
    list,
    columns: actionGroupColumns,
    writes: { onEdit, onDelete },
  });
  const details = useCallback(
    (row: ActionGroup) => <ActionGroupExpansion group={row} groups={members} />,
    [members],
  );

  return (
    <ListScreen
      list={list}
      toolbar={
        <ListToolbar
          title={t('security.actionGroups.title')}
          list={list}
          filterColumns={ACTION_GROUP_FILTER_COLUMNS}
          create={{ label: t('security.actionGroups.create'), onClick: editor.create }}
        />
      }
      label={t('security.actionGroups.title')}
      columns={columns}
      details={details}
      emptyText={list.failed || rows.length > 0 ? undefined : t('security.actionGroups.empty')}
    >
      <ActionGroupEditorDialog state={editor.state} onClose={editor.close} groups={rows} />
    </ListScreen>
  );
}
