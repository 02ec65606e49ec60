// The ILM policies of an Elasticsearch cluster, for the lifecycle screen (which gives the
// heading): reload, filter and New policy above the shared table, each policy with its phases as
// a timeline, version, last change and who uses it. A row opens to its users and JSON; its
// buttons edit it (PolicyEditorDialog) or delete it (usePolicyDeletion). A read-only cluster's
// rows offer no writes.
import { useTranslation } from '../../../i18n/translate';
import { useScreenQuery } from '../../../api/screenQuery';
import { useListAccess } from '../../../store/useWriteAccess';
import { ListScreen } from '../../../components/ListScreen/ListScreen';
import { ListToolbar } from '../../../components/ListScreen/ListToolbar';
import { useEditorState } from '../../../components/ListScreen/listEditing';
import { useListColumns } from '../../../components/ListScreen/useListColumns';
import { useListScreen } from '../../../components/ListScreen/useListScreen';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';
import { ilmPolicyColumns } from './ilmColumns';
import { ILM_POLICY_LIST } from './ilmApi';
import { PolicyDetails } from './PolicyDetails';
import { PolicyEditorDialog } from './PolicyEditorDialog';
import { matchesPolicyFilter, type IlmPolicyRow } from './policyRows';
import { usePolicyDeletion } from './usePolicyDeletion';

const NO_ROWS: IlmPolicyRow[] = [];
const rowKey = (row: IlmPolicyRow) => row.name;
const details = (row: IlmPolicyRow) => <PolicyDetails row={row} />;

export function IlmPolicies() {
  const { t } = useTranslation();
  const access = useListAccess();
  const query = useScreenQuery(ILM_POLICY_LIST);
  const rows = query.data ?? NO_ROWS;
  const list = useListScreen({
    need: WRITE_NEEDS.ilmPolicies,
    access,
    query,
    rows,
    rowKey,
    matches: matchesPolicyFilter,
  });
  const editor = useEditorState<IlmPolicyRow>();
  const columns = useListColumns({
    list,
    columns: ilmPolicyColumns,
    writes: { onEdit: editor.edit, onDelete: usePolicyDeletion() },
  });

  return (
    <ListScreen
      list={list}
      toolbar={
        <ListToolbar
          list={list}
          create={{ label: t('lifecycle.ilm.create'), onClick: editor.create }}
        />
      }
      label={t('lifecycle.ilm.title')}
      columns={columns}
      details={details}
      emptyText={t('lifecycle.ilm.empty')}
    >
      <PolicyEditorDialog state={editor.state} onClose={editor.close} />
    </ListScreen>
  );
}
