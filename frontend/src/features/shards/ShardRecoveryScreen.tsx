// The shard recovery screen: GET _recovery flattened into rows in the shared table,
// with a persisted view state: filter, sticky header, sorting and rows per page.
import { useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/translate';
import { queryRequestState } from '../../api/queryState';
import { useActiveCluster, useActiveClusterIndex } from '../../store/hooks';
import { useTableView } from '../../preferences/useTableView';
import { paths } from '../../routing/paths';
import { DataTable } from '../../components/DataTable/DataTable';
import { LoaderStatus } from '../../components/LoaderStatus/LoaderStatus';
import { recoveryColumns } from './recovery/recoveryColumns';
import {
  filterRecoveryRows,
  matchesRecoveryFilter,
  type RecoveryRow,
} from './recovery/recoveryRows';
import { RecoveryToolbar } from './recovery/RecoveryToolbar';
import { selectShardRecoveryView, shardRecoveryActions } from './recovery/shardRecoverySlice';
import { ASK_WHEN_OLD, screenQuery, useScreenQuery, type ScreenData } from '../../api/screenQuery';
import { shardsApi } from './shardsApi';

const SHARD_RECOVERY = screenQuery(shardsApi.endpoints.shardRecovery, () => undefined, {
  mounted: ASK_WHEN_OLD,
});

/** What the shard recovery screen first shows (see `ScreenData`). */
export const SHARD_RECOVERY_DATA: ScreenData = { queries: [SHARD_RECOVERY] };

const EMPTY: RecoveryRow[] = [];
const rowId = (row: RecoveryRow) => row.key;

export function ShardRecoveryScreen() {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  const clusterIndex = useActiveClusterIndex();
  const view = useTableView(selectShardRecoveryView, shardRecoveryActions);
  const [stage, setStage] = useState<string | null>(null);
  const query = useScreenQuery(SHARD_RECOVERY);
  const rows = query.data ?? EMPTY;
  const staged = useMemo(
    () => (stage ? rows.filter((row) => row.stage === stage) : rows),
    [rows, stage],
  );
  const matched = useMemo(
    () => filterRecoveryRows(staged, view.filter, null).length,
    [staged, view.filter],
  );
  const columns = useMemo(() => recoveryColumns(t), [t]);

  return (
    <Stack gap="sm">
      <RecoveryToolbar
        onReload={() => query.refetch()}
        loading={query.isFetching}
        shardsPath={paths.shards(clusterIndex)}
        filter={view.filter}
        onFilterChange={view.setFilter}
        matched={matched}
        total={staged.length}
        stage={stage}
        onStageChange={setStage}
        stickyHeader={view.stickyHeader}
        onStickyHeaderChange={view.setStickyHeader}
      />
      <LoaderStatus state={queryRequestState(query)} uri={cluster?.uri}>
        <DataTable
          label={t('shards.recovery.title')}
          data={staged}
          columns={columns}
          getRowId={rowId}
          {...view.tableProps}
          filterFn={matchesRecoveryFilter}
          resizePanel="shardRecoveryTable"
          emptyText={t('shards.recovery.empty')}
        />
      </LoaderStatus>
    </Stack>
  );
}
