// The nodes screen: reload with auto-refresh, a filter with counts, the table
// and the legend of its icons.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Group, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../routing/paths';
import {
  NODE_DETAILS_TABS,
  NODES_NODE_PARAM,
  NODES_TAB_PARAM,
  type NodeDetailsTab,
} from '../../routing/screenPaths';
import { useTranslation } from '../../i18n/translate';
import { queryRequestState } from '../../api/queryState';
import { DataTable } from '../../components/DataTable/DataTable';
import { FilterInput } from '../../components/Filter/FilterInput';
import { FilterStateChip } from '../../components/Filter/FilterStateChip';
import { LoaderStatus } from '../../components/LoaderStatus/LoaderStatus';
import { ReloadButton } from '../../components/ReloadButton/ReloadButton';
import {
  useActiveCluster,
  useActiveClusterIndex,
  useAppDispatch,
  useAppSelector,
} from '../../store/hooks';
import { useEngine } from '../../engine/useEngine';
import type { DetailsNode } from './details/NodeDetailsDialog';
import { nodeColumns } from './nodeColumns';
import { NODE_FILTER_COLUMNS } from './nodeRows';
import { NodesLegend } from './NodesLegend';
import { useNodeDisks } from './useNodeDisks';
import { useLiveNodes, withLiveColumns, withLiveVersion } from './liveColumns';

export { NODES_DATA } from './nodesApi';
import { WatermarkLegend } from '../../components/DiskWatermarks/WatermarkLegend';
import { useScreenQuery } from '../../api/screenQuery';
import { NODE_LIST } from './nodesApi';
import { selectNodesSettings, setNodesFilter } from '../../preferences/nodesPreferences';
import {
  countMatches,
  matchesNodeFilter,
  nodesTableRows,
  type NodesTableRow,
} from './nodesTableRows';
import { SmallLink } from '../../components/PlainControls/plainLayout';

// The details dialog loads with its first opening.
const NodeDetailsDialog = lazy(() =>
  import('./details/NodeDetailsDialog').then((m) => ({ default: m.NodeDetailsDialog })),
);

const EMPTY: never[] = [];
const BY_NAME = [{ id: 'name', desc: false }];
const getRowId = (row: NodesTableRow) => row.node.id || row.node.name;

/** The node whose details the address opens (by id, named once the list has it), and its tab. */
export function addressedDetails(
  params: URLSearchParams,
  rows: readonly NodesTableRow[],
): { node: DetailsNode; tab: NodeDetailsTab } | null {
  const id = params.get(NODES_NODE_PARAM);
  if (!id) return null;
  const name = rows.find((row) => row.node.id === id)?.node.name ?? id;
  const tab = NODE_DETAILS_TABS.find((one) => one === params.get(NODES_TAB_PARAM)) ?? 'stats';
  return { node: { id, name }, tab };
}

export function NodesScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const cluster = useActiveCluster();
  const clusterIndex = useActiveClusterIndex();
  const { filter, hideAttributesRegex } = useAppSelector(selectNodesSettings);
  const query = useScreenQuery(NODE_LIST);
  const nodes = query.data ?? EMPTY;
  const rows = useMemo(
    () => nodesTableRows(nodes, hideAttributesRegex),
    [nodes, hideAttributesRegex],
  );
  const showShards = useEngine().catNodesShards;
  const [details, setDetails] = useState<DetailsNode | null>(null);
  const [params, setParams] = useSearchParams();
  const addressed = useMemo(() => addressedDetails(params, rows), [params, rows]);
  const closeDetails = () => {
    setDetails(null);
    if (addressed) setParams({}, { replace: true });
  };
  const disk = useNodeDisks();
  const { diskOf } = disk;
  const { live, version } = useLiveNodes(query.data !== undefined);
  const shownRows = useMemo(() => withLiveVersion(rows, live, version), [rows, live, version]);
  const baseColumns = useMemo(
    () => nodeColumns(t, { showShards, onOpenDetails: setDetails, diskOf }),
    [t, showShards, diskOf],
  );
  const columns = useMemo(() => withLiveColumns(baseColumns, t, live), [baseColumns, t, live]);
  const matched = useMemo(() => countMatches(rows, filter), [rows, filter]);
  const onFilter = (text: string) => dispatch(setNodesFilter(text));

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={2}>{t('nodes.title')}</Title>
          <ReloadButton
            onReload={() => {
              disk.refetch();
              return query.refetch();
            }}
            loading={query.isFetching}
          />
          <SmallLink to={paths.clusterSettings(clusterIndex)}>
            {t('nodes.clusterSettingsLink')}
          </SmallLink>
        </Group>
        <Group gap="sm">
          <FilterStateChip
            filter={filter}
            filtered={matched}
            total={rows.length}
            onClear={() => onFilter('')}
          />
          <FilterInput value={filter} onChange={onFilter} columns={NODE_FILTER_COLUMNS} />
        </Group>
      </Group>
      {disk.watermarks && <WatermarkLegend watermarks={disk.watermarks} />}
      <LoaderStatus state={queryRequestState(query)} uri={cluster?.uri}>
        <DataTable
          label={t('nodes.title')}
          data={shownRows}
          columns={columns}
          getRowId={getRowId}
          filterText={filter}
          filterFn={matchesNodeFilter}
          initialSorting={BY_NAME}
          initialPageSize={100}
        />
      </LoaderStatus>
      <NodesLegend />
      {(details ?? addressed) && (
        <Suspense fallback={null}>
          <NodeDetailsDialog
            node={details ?? addressed?.node ?? null}
            initialTab={details ? 'stats' : addressed?.tab}
            onClose={closeDetails}
          />
        </Suspense>
      )}
    </Stack>
  );
}
