// The ILM policies of an Elasticsearch cluster, for the lifecycle screen (which gives the
// heading): reload, filter and New policy above the shared table, each policy with its phases as
// a timeline, version, last change and who uses it. A row opens to its users and JSON; its
// buttons edit it (PolicyEditorDialog) or delete it (usePolicyDeletion). A read-only cluster's
// rows offer no writes.
import { useCallback, useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/translate';
import { IDLE_REQUEST_STATE } from '../../../api/errors';
import { queryRequestState } from '../../../api/queryState';
import { useActiveCluster } from '../../../store/hooks';
import { useWriteAccess } from '../../../store/useWriteAccess';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useExpandedRows } from '../../../components/DataTable/useExpandedRows';
import { LoaderStatus } from '../../../components/LoaderStatus/LoaderStatus';
import { ScreenToolbar } from '../../../components/ScreenToolbar/ScreenToolbar';
import { WriteButton } from '../../../components/WriteAccess/WriteButton';
import { ilmPolicyColumns } from './ilmColumns';
import { useIlmPolicyListQuery } from './ilmApi';
import { PolicyDetails } from './PolicyDetails';
import { PolicyEditorDialog, type PolicyEditorState } from './PolicyEditorDialog';
import { matchesPolicyFilter, type IlmPolicyRow } from './policyRows';
import { usePolicyDeletion } from './usePolicyDeletion';

const NO_ROWS: IlmPolicyRow[] = [];
const rowId = (row: IlmPolicyRow) => row.name;
const BY_NAME = [{ id: 'name', desc: false }];

export function IlmPolicies() {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  const query = useIlmPolicyListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [filter, setFilter] = useState('');
  const rows = query.data ?? NO_ROWS;
  const matched = useMemo(
    () => rows.filter((row) => matchesPolicyFilter(row, filter)).length,
    [rows, filter],
  );
  const { expanded, toggle } = useExpandedRows();
  const [editor, setEditor] = useState<PolicyEditorState>(null);
  const remove = usePolicyDeletion();
  const writeReason = useWriteAccess().reason;
  const columns = useMemo(
    () =>
      ilmPolicyColumns(t, {
        isExpanded: (name) => expanded.has(name),
        onEdit: writeReason === null ? (row) => setEditor({ kind: 'edit', row }) : null,
        onDelete: writeReason === null ? remove : null,
      }),
    [t, expanded, writeReason, remove],
  );
  const renderExpanded = useCallback(
    (row: IlmPolicyRow) => (expanded.has(row.name) ? <PolicyDetails row={row} /> : null),
    [expanded],
  );
  const state = queryRequestState(query);
  const failed = state.apiError || state.networkError;

  return (
    <Stack gap="sm">
      <ScreenToolbar
        list={{
          filter,
          onFilterChange: setFilter,
          matched,
          total: rows.length,
          onReload: () => query.refetch(),
          loading: query.isFetching,
        }}
        countsPending={query.isLoading}
        end={
          <WriteButton
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditor({ kind: 'new' })}
            reason={writeReason}
          >
            {t('lifecycle.ilm.create')}
          </WriteButton>
        }
      />
      {failed && <LoaderStatus state={state} uri={cluster?.uri} />}
      <LoaderStatus state={failed ? IDLE_REQUEST_STATE : state}>
        <DataTable
          label={t('lifecycle.ilm.title')}
          data={failed ? NO_ROWS : rows}
          columns={columns}
          getRowId={rowId}
          filterText={filter}
          filterFn={matchesPolicyFilter}
          initialSorting={BY_NAME}
          onRowClick={(row) => toggle(row.name)}
          renderExpanded={renderExpanded}
          emptyText={t('lifecycle.ilm.empty')}
        />
      </LoaderStatus>
      <PolicyEditorDialog state={editor} onClose={() => setEditor(null)} />
    </Stack>
  );
}
