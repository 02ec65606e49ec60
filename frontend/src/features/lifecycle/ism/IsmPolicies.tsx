// The ISM policies of the active (OpenSearch) cluster: each policy's states with arrows to the
// states they move to, its ISM templates, how many managed indices use it and when it last
// changed, filtered and reloaded like the other lists. A row opens to the policy's JSON and its
// indices; its buttons edit the policy or delete it (refused while indices use it). New policy
// opens the editor. A read-only cluster offers no writes; a cluster without the plugin says so.
import { useCallback, useMemo, useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
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
import { useIsmPoliciesQuery, useIsmPolicyUseQuery } from './ismApi';
import { ismPolicyColumns } from './ismPolicyColumns';
import { IsmPolicyDetails } from './IsmPolicyDetails';
import { IsmPolicyDialog, type IsmPolicyDialogState } from './IsmPolicyDialog';
import {
  ismPolicyRows,
  isIsmUnsupported,
  matchesIsmPolicy,
  type IsmPolicyRow,
} from './ismPolicyRows';
import { useIsmPolicyDeletion } from './useIsmPolicyDeletion';

const NO_ROWS: IsmPolicyRow[] = [];
const rowId = (row: IsmPolicyRow) => row.id;
const BY_ID = [{ id: 'id', desc: false }];
const FRESH = { refetchOnMountOrArgChange: true } as const;

export function IsmPolicies() {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  const policies = useIsmPoliciesQuery(undefined, FRESH);
  const use = useIsmPolicyUseQuery(undefined, FRESH);
  const rows = useMemo(
    () => (policies.data ? ismPolicyRows(policies.data, use.data ?? null) : NO_ROWS),
    [policies.data, use.data],
  );
  const [filter, setFilter] = useState('');
  const matched = useMemo(
    () =>
      filter.trim() === ''
        ? rows.length
        : rows.filter((row) => matchesIsmPolicy(row, filter)).length,
    [rows, filter],
  );
  const { expanded, toggle } = useExpandedRows();
  const [dialog, setDialog] = useState<IsmPolicyDialogState>(null);
  const remove = useIsmPolicyDeletion();
  const writeReason = useWriteAccess().reason;
  const columns = useMemo(
    () =>
      ismPolicyColumns(t, {
        isExpanded: (id) => expanded.has(id),
        onEdit: writeReason === null ? (row) => setDialog({ kind: 'edit', row }) : null,
        onDelete: writeReason === null ? remove : null,
      }),
    [t, expanded, writeReason, remove],
  );
  const renderExpanded = useCallback(
    (row: IsmPolicyRow) => (expanded.has(row.id) ? <IsmPolicyDetails row={row} /> : null),
    [expanded],
  );
  const unsupported = isIsmUnsupported(policies.error);
  const state = queryRequestState(policies);
  const failed = !unsupported && (state.apiError || state.networkError);

  return (
    <Stack gap="sm">
      <ScreenToolbar
        title={t('lifecycle.ism.title')}
        list={{
          filter,
          onFilterChange: setFilter,
          matched,
          total: rows.length,
          onReload: () => Promise.all([policies.refetch(), use.refetch()]),
          loading: policies.isFetching || use.isFetching,
        }}
        countsPending={policies.isLoading}
        end={
          !unsupported && (
            <WriteButton
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setDialog({ kind: 'new' })}
              reason={writeReason}
            >
              {t('lifecycle.ism.create.button')}
            </WriteButton>
          )
        }
      />
      {unsupported && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle />}>
          {t('lifecycle.ism.unsupported')}
        </Alert>
      )}
      {failed && <LoaderStatus state={state} uri={cluster?.uri} />}
      {!unsupported && (
        <LoaderStatus state={failed ? IDLE_REQUEST_STATE : state}>
          <DataTable
            label={t('lifecycle.ism.title')}
            data={failed ? NO_ROWS : rows}
            columns={columns}
            getRowId={rowId}
            filterText={filter}
            filterFn={matchesIsmPolicy}
            initialSorting={BY_ID}
            onRowClick={(row) => toggle(row.id)}
            renderExpanded={renderExpanded}
            emptyText={t('lifecycle.ism.empty')}
          />
        </LoaderStatus>
      )}
      <IsmPolicyDialog state={dialog} listed={rows} onClose={() => setDialog(null)} />
    </Stack>
  );
}
