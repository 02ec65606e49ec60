// The shards screen: nodes by indices with reroute. _cat/indices, _cat/shards
// and _cat/nodes are fetched once each and joined in memory; only the page's columns render.
// A read-only cluster's chips cannot be selected, so no reroute starts; a note says why. Every
// chip that cannot be selected explains its allocation, and so does the selected shard.
import { useCallback, useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import type { HealthFilter } from '../../api/operations/indices';
import { queryRequestState } from '../../api/queryState';
import { ASK_WHEN_OLD, screenQuery, useScreenQuery, type ScreenData } from '../../api/screenQuery';
import {
  activeEngineOf,
  type RootState,
  useActiveCluster,
  useActiveClusterIndex,
  useEngineName,
  useAppDispatch,
  useAppSelector,
} from '../../store/hooks';
import { useWriteAccess } from '../../store/useWriteAccess';
import { paths } from '../../routing/paths';
import type { ShardCopy } from '../../api/operations/allocation';
import { AllocationExplainDialog } from '../../components/AllocationExplain/AllocationExplainDialog';
import { TableFooter } from '../../components/DataTable/TableFooter';
import { LoaderStatus } from '../../components/LoaderStatus/LoaderStatus';
import { shardCopyOf } from './reroute/explainShard';
import { moveTargetNodes } from './reroute/reroute';
import type { ShardEntry } from './grid/shardEntry';
import { buildShardGrid } from './grid/shardGrid';
import { ShardGridTable } from './grid/ShardGridTable';
import { selectShardsFilter, setShardsFilter } from './grid/shardsSlice';
import { shardsApi } from './shardsApi';
import { ShardsToolbar } from './grid/ShardsToolbar';
import { useColumnsPerPageOptions } from './grid/useColumnsPerPageOptions';
import { useHiddenIndices } from '../../preferences/useHiddenIndices';
import { useIndexParam } from './useIndexParam';
import { useReroute } from './reroute/useReroute';
import {
  AllocationAlert,
  AllocationMenu,
  ALLOCATION_SETTINGS,
  useAllocationStatus,
} from './reroute/AllocationStatus';
import { useShardColumns } from './grid/useShardColumns';

/** The grid's indices, shards and nodes; the screen's health filter starts at none. */
const SHARD_GRID = screenQuery(
  shardsApi.endpoints.shardGrid,
  (state: RootState, health: HealthFilter | null = null) => ({
    health,
    allIndices: activeEngineOf(state).listsHiddenIndices,
  }),
  { mounted: ASK_WHEN_OLD },
);

/** What the shards screen first shows (see `ScreenData`): the grid and the allocation setting. */
export const SHARDS_DATA: ScreenData = { queries: [SHARD_GRID, ALLOCATION_SETTINGS] };

export function ShardsScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const cluster = useActiveCluster();
  const clusterIndex = useActiveClusterIndex();
  const filter = useAppSelector(selectShardsFilter);
  const hidden = useHiddenIndices();
  const [health, setHealth] = useState<HealthFilter | null>(null);
  const query = useScreenQuery(SHARD_GRID, health);
  const { data } = query;
  const grid = useMemo(
    () => (data ? buildShardGrid(data.indices, data.shards, data.nodes) : null),
    [data],
  );
  const columns = useShardColumns(grid?.columns ?? [], { filter, ...hidden });
  useIndexParam();
  const engine = useEngineName();
  const reroute = useReroute(engine);
  const [explained, setExplained] = useState<ShardCopy | null>(null);
  const onExplain = useCallback((entry: ShardEntry) => setExplained(shardCopyOf(entry)), []);
  const { selection } = reroute;
  const explainSelected = useCallback(() => {
    if (selection) setExplained(shardCopyOf(selection));
  }, [selection]);
  const writeReason = useWriteAccess().reason;
  const onSelect = writeReason === null ? reroute.select : null;
  const pageSizeOptions = useColumnsPerPageOptions();
  const targets = reroute.selection && grid ? moveTargetNodes(reroute.selection, grid.nodes) : [];
  const { refetch } = query;
  const allocation = useAllocationStatus();
  const refetchAllocation = allocation.refetch;
  const onReload = useCallback(
    () => Promise.all([refetch(), refetchAllocation()]),
    [refetch, refetchAllocation],
  );
  const allocationMenu = useMemo(
    () => <AllocationMenu state={allocation.state} writeReason={writeReason} engine={engine} />,
    [allocation.state, writeReason, engine],
  );
  const onFilterChange = useCallback((text: string) => dispatch(setShardsFilter(text)), [dispatch]);

  return (
    <Stack gap="sm">
      <AllocationAlert state={allocation.state} writeReason={writeReason} engine={engine} />
      <ShardsToolbar
        onReload={onReload}
        loading={query.isFetching}
        health={health}
        onHealthChange={setHealth}
        onCancelRelocation={reroute.selection ? reroute.cancel : null}
        canRelocate={targets.length > 0}
        recoveryPath={paths.shardRecovery(clusterIndex)}
        filter={filter}
        onFilterChange={onFilterChange}
        matched={columns.matching.length}
        total={columns.total}
        showHidden={hidden.showHidden}
        onShowHiddenChange={hidden.setShowHidden}
        allocation={allocationMenu}
      />
      {writeReason !== null && (
        <Text size="sm" c="dimmed" role="note">
          {t('shards.reroute.readOnly', { reason: writeReason })}
        </Text>
      )}
      {reroute.selection && (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Text size="sm" c={targets.length > 0 ? 'dimmed' : undefined} role="status">
            {t(targets.length > 0 ? 'shards.reroute.selected' : 'shards.reroute.nowhere', {
              ...reroute.selection,
            })}
          </Text>
          <ExplainSelected onExplain={explainSelected} />
        </Group>
      )}
      <LoaderStatus state={queryRequestState(query)} uri={cluster?.uri}>
        {grid && columns.page.length > 0 && (
          <ShardGridTable
            grid={grid}
            columns={columns.page}
            selection={reroute.selection}
            onSelect={onSelect}
            onMove={reroute.move}
            onExplain={onExplain}
          />
        )}
        {grid && columns.page.length === 0 && <Text c="dimmed">{t('shards.grid.empty')}</Text>}
        <TableFooter
          pageIndex={columns.pageIndex}
          pageSize={columns.pageSize}
          rowCount={columns.matching.length}
          onPageIndexChange={columns.setPageIndex}
          onPageSizeChange={columns.setPageSize}
          pageSizeOptions={pageSizeOptions}
          pageSizeLabel={t('shards.grid.indicesPerPage')}
        />
      </LoaderStatus>
      <AllocationExplainDialog
        copy={explained}
        onClose={() => setExplained(null)}
        writeReason={writeReason}
        engine={engine}
      />
    </Stack>
  );
}

/** The selected shard's "Explain" button. */
function ExplainSelected({ onExplain }: { onExplain: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconHelpCircle size={14} />}
      onClick={onExplain}
    >
      {t('shards.explain.button')}
    </Button>
  );
}
