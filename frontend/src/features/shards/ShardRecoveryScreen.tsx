// The shard recovery screen: GET _recovery flattened into rows in the shared table,
// with a persisted view state: filter, sticky header, sorting and rows per page.
import { useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import type { SortingState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { queryRequestState } from '../../api/queryState';
import { useActiveCluster, useAppDispatch, useAppSelector } from '../../store/hooks';
import { paths } from '../../routing/paths';
import { DataTable } from '../../components/DataTable/DataTable';
import { LoaderStatus } from '../../components/LoaderStatus/LoaderStatus';
import { recoveryColumns } from './recoveryColumns';
import { filterRecoveryRows, matchesRecoveryFilter, type RecoveryRow } from './recoveryRows';
import { RecoveryToolbar } from './RecoveryToolbar';
import {
  selectShardRecoveryView,
  setRecoveryFilter,
  setRecoveryRowsPerPage,
  setRecoverySorting,
  setRecoveryStickyHeader,
} from './shardRecoverySlice';
import { useShardRecoveryQuery } from './shardsApi';

const EMPTY: RecoveryRow[] = [];
const rowId = (row: RecoveryRow) => row.key;

export function ShardRecoveryScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const cluster = useActiveCluster();
  const clusterIndex = useAppSelector((state) => state.connection.activeClusterIndex) ?? 0;
  const view = useAppSelector(selectShardRecoveryView);
  const [stage, setStage] = useState<string | null>(null);
  const query = useShardRecoveryQuery(undefined, { refetchOnMountOrArgChange: true });
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
  const { sortBy, descending, rowsPerPage } = view.pagination;
  // Read once: the table keeps its own sorting and reports changes to be stored.
  const [initialSorting] = useState<SortingState>(() =>
    sortBy ? [{ id: sortBy, desc: descending }] : [],
  );
  const onSortingChange = (sorting: SortingState) =>
    dispatch(
      setRecoverySorting({ sortBy: sorting[0]?.id ?? '', descending: sorting[0]?.desc ?? false }),
    );

  return (
    <Stack gap="sm">
      <RecoveryToolbar
        onReload={() => query.refetch()}
        loading={query.isFetching}
        shardsPath={paths.shards(clusterIndex)}
        filter={view.filter}
        onFilterChange={(text) => dispatch(setRecoveryFilter(text))}
        matched={matched}
        total={staged.length}
        stage={stage}
        onStageChange={setStage}
        stickyHeader={view.stickyTableHeader}
        onStickyHeaderChange={(sticky) => dispatch(setRecoveryStickyHeader(sticky))}
      />
      <LoaderStatus state={queryRequestState(query)} uri={cluster?.uri}>
        <DataTable
          label={t('shards.recovery.title')}
          data={staged}
          columns={columns}
          getRowId={rowId}
          filterText={view.filter}
          filterFn={matchesRecoveryFilter}
          initialSorting={initialSorting}
          onSortingChange={onSortingChange}
          initialPageSize={rowsPerPage}
          onPageSizeChange={(size) => dispatch(setRecoveryRowsPerPage(size))}
          stickyHeader={view.stickyTableHeader}
          onStickyHeaderChange={(sticky) => dispatch(setRecoveryStickyHeader(sticky))}
          resizePanel="shardRecoveryTable"
          emptyText={t('shards.recovery.empty')}
        />
      </LoaderStatus>
    </Stack>
  );
}
