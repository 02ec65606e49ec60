// The ISM policies of the active (OpenSearch) cluster: each policy's states with arrows to the
// states they move to, its ISM templates, how many managed indices use it and when it last
// changed, filtered and reloaded like the other lists. A row opens to the policy's JSON and its
// indices; its buttons edit the policy or delete it (refused while indices use it). New policy
// opens the editor. A read-only cluster offers no writes; a cluster without the plugin says so.
import { useMemo } from 'react';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useListAccess } from '../../../store/useWriteAccess';
import { useTranslation } from '../../../i18n/translate';
import { useScreenQuery } from '../../../api/screenQuery';
import { ListScreen } from '../../../components/ListScreen/ListScreen';
import { ListToolbar } from '../../../components/ListScreen/ListToolbar';
import { useEditorState } from '../../../components/ListScreen/listEditing';
import { useListColumns } from '../../../components/ListScreen/useListColumns';
import { useListScreen } from '../../../components/ListScreen/useListScreen';
import { WRITE_NEEDS } from '../../../engine/writeNeeds';
import { policyUseOf } from '../../../api/operations/ism';
import { ISM_POLICIES, ISM_POLICY_USE } from './ismApi';
import { ismPolicyColumns } from './ismPolicyColumns';
import { IsmPolicyDetails } from './IsmPolicyDetails';
import { IsmPolicyDialog } from './IsmPolicyDialog';
import {
  ismPolicyRows,
  isIsmUnsupported,
  matchesIsmPolicy,
  type IsmPolicyRow,
} from './ismPolicyRows';
import { useIsmPolicyDeletion } from './useIsmPolicyDeletion';

const NO_ROWS: IsmPolicyRow[] = [];
const rowKey = (row: IsmPolicyRow) => row.id;
const details = (row: IsmPolicyRow) => <IsmPolicyDetails row={row} />;
const BY_ID = { initialSorting: [{ id: 'id', desc: false }] };

export function IsmPolicies() {
  const { t } = useTranslation();
  const access = useListAccess();
  const policies = useScreenQuery(ISM_POLICIES);
  const use = useScreenQuery(ISM_POLICY_USE);
  const rows = useMemo(
    () =>
      policies.data
        ? ismPolicyRows(policies.data, use.data ? policyUseOf(use.data.indices) : null)
        : NO_ROWS,
    [policies.data, use.data],
  );
  const unsupported = isIsmUnsupported(policies.error);
  const list = useListScreen({
    need: WRITE_NEEDS.ismPolicies,
    access,
    query: policies,
    also: [use],
    rows,
    rowKey,
    matches: matchesIsmPolicy,
    absent: unsupported,
  });
  const dialog = useEditorState<IsmPolicyRow>();
  const columns = useListColumns({
    list,
    columns: ismPolicyColumns,
    writes: { onEdit: dialog.edit, onDelete: useIsmPolicyDeletion() },
  });

  return (
    <ListScreen
      list={list}
      toolbar={
        <ListToolbar
          title={t('lifecycle.ism.title')}
          list={list}
          create={
            unsupported ? null : { label: t('lifecycle.ism.create.button'), onClick: dialog.create }
          }
        />
      }
      notice={
        unsupported && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle />}>
            {t('lifecycle.ism.unsupported')}
          </Alert>
        )
      }
      label={t('lifecycle.ism.title')}
      columns={columns}
      details={details}
      emptyText={t('lifecycle.ism.empty')}
      table={BY_ID}
    >
      <IsmPolicyDialog state={dialog.state} listed={rows} onClose={dialog.close} />
    </ListScreen>
  );
}
