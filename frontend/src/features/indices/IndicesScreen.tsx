// The indices screen: the shared table over _cat/indices with aliases, row and
// bulk actions and their dialogs, the hidden-index rule and a persisted view state. Backing
// indices name their data stream; opened on one stream (?stream=), the screen shows only its
// backing indices, hidden ones included; opened with ?filter=, its filter takes that text. Once the list is there, where each index stands in its
// lifecycle policy fills the lifecycle column, its select and filter, and its menu items.
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FLOOD_BLOCKED } from '../../api/diskApi';
import { useScreenQuery } from '../../api/screenQuery';
import { useTranslation } from '../../i18n/translate';
import { useActiveCluster, useActiveClusterIndex } from '../../store/hooks';
import { useWriteAccess } from '../../store/useWriteAccess';
import { firstReason, usePrivilegeReasons } from '../../components/WriteAccess/usePrivilegeReason';
import { indexNeed } from '../../engine/writeNeeds';
import { paths } from '../../routing/paths';
import { INDICES_STREAM_PARAM } from '../../routing/screenPaths';
import { DataTable } from '../../components/DataTable/DataTable';
import { LoaderStatus } from '../../components/LoaderStatus/LoaderStatus';
import { PlainStack } from '../../components/PlainControls/plainLayout';
import { BulkActions } from './actions/BulkActions';
import { FloodBlockAlert } from './actions/FloodBlockAlert';
import { indexColumns } from './table/indexColumns';
import { IndexDialogs } from './dialogs/IndexDialogs';
import {
  indexMatches,
  rowsOfHealth,
  visibleIndexRows,
  type IndexHealth,
} from './table/indexFilter';
import {
  bulkActions,
  showsTemplatesLink,
  type BulkAction,
  type ClusterGate,
} from './actions/indexGates';
import { isOpen, type IndexRow } from './table/indexRows';
import { IndicesToolbar } from './IndicesToolbar';
import { NewIndexDialog } from './dialogs/NewIndexDialog';
import { rowLabels } from './table/rowLabels';
import { AliasesContext, DataStreamNamesContext, IndexRowContext } from './table/tableContext';
import { useEngine } from '../../engine/useEngine';
import { StreamFilterNote, useStreamRows } from './streamFilter';
import { useHiddenIndices } from '../../preferences/useHiddenIndices';
import { useIndexList } from './useIndexList';
import { useIndexRowActions } from './table/useIndexRowActions';
import { useIndicesView } from './useIndicesView';
import { useFilterFromAddress } from './useFilterFromAddress';
import { useIndexLifecycle } from './lifecycle/useIndexLifecycle';
import { useLifecycleScope } from './lifecycle/useLifecycleScope';
import { rowsOfLifecycle } from './lifecycle/lifecycleRows';
import { IndexLifecycleContext } from './lifecycle/lifecycleContext';
import { LifecycleFailuresAlert } from './lifecycle/LifecycleFailuresAlert';
import { LifecycleBulkItems } from './lifecycle/LifecycleMenuItems';
import { LifecycleDialogs } from './lifecycle/LifecycleDialogs';

export { INDICES_DATA } from './useIndexList';

const rowId = (row: IndexRow) => row.index;

const NO_ROWS: IndexRow[] = [];

export function IndicesScreen() {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  const engine = useEngine();
  const gate: ClusterGate = useMemo(
    () => ({ engine, flavor: cluster?.flavor ?? 'default', protection: cluster?.protection }),
    [engine, cluster?.flavor, cluster?.protection],
  );
  const clusterIndex = useActiveClusterIndex();
  const view = useIndicesView();
  useFilterFromAddress(view.setFilter);
  const hidden = useHiddenIndices();
  const list = useIndexList();
  // The flood-stage alert sits above the table: the table waits for its answer (a cheap call
  // asked with the list), so that the alert never appears later and pushes the rows down under
  // the pointer, where a click meant for one row's menu would land on another's.
  const waitsForAlert = useScreenQuery(FLOOD_BLOCKED).isLoading;
  // A read-only cluster: the row menus offer only reads (indexGates), 'New index' and 'Bulk'
  // stay in place, disabled, saying why.
  const writeReason = useWriteAccess().reason;
  const lifecycle = useIndexLifecycle(list.arrived);
  const scope = useLifecycleScope(lifecycle, writeReason === null);
  const { reload: reloadList } = list;
  const { reload: reloadLifecycle, managed } = lifecycle;
  const reload = useCallback(
    () => Promise.all([reloadList(), reloadLifecycle()]),
    [reloadList, reloadLifecycle],
  );
  const [health, setHealth] = useState<IndexHealth | null>(null);
  const [params, setParams] = useSearchParams();
  const stream = params.get(INDICES_STREAM_PARAM);
  const withStreams = cluster !== null && engine.dataStreams;
  const streamRows = useStreamRows(list.rows, stream);
  // Kept apart from the choices below: the lifecycle's answer, which comes after the list, does
  // not filter the list again into a second copy (0.2 MB at 50,000 indices).
  const visibleRows = useMemo(
    () => streamRows ?? visibleIndexRows(list.rows, hidden.hideRegex, hidden.showHidden),
    [streamRows, list.rows, hidden.hideRegex, hidden.showHidden],
  );
  const rows = useMemo(
    () => rowsOfLifecycle(rowsOfHealth(visibleRows, health), lifecycle.choice, managed),
    [visibleRows, health, lifecycle.choice, managed],
  );
  const matches = useMemo(
    () => indexMatches(rows, view.filter, managed),
    [rows, view.filter, managed],
  );
  const matched = matches?.size ?? rows.length;
  const keepsRow = useCallback((row: IndexRow) => matches === null || matches.has(row), [matches]);
  const closedIndices = useMemo(
    () => new Set(list.rows.filter((row) => !isOpen(row)).map(rowId)),
    [list.rows],
  );
  const columns = useMemo(() => indexColumns(t, lifecycle.kind), [t, lifecycle.kind]);
  const labels = useMemo(() => rowLabels(t), [t]);
  const [newIndexOpen, setNewIndexOpen] = useState(false);
  const actions = useIndexRowActions(clusterIndex, gate, labels);
  // The rows by id, for a selection only: 50,000 rows make a map of about 1 MB, and a handler
  // of an earlier render can keep its map alive beside the current one.
  const selecting = actions.selected.length > 0;
  const rowsById = useMemo(
    () => (selecting ? new Map(rows.map((row) => [rowId(row), row])) : null),
    [rows, selecting],
  );
  // The selection is the selected indices the table shows, found in the render that filters:
  // an index the filter hides (or the list lost) leaves it here, not in a second render after
  // the table handed back a smaller selection. The next click stores this one.
  const selected = useMemo(() => {
    const shown = actions.selected.filter((id) => {
      const row = rowsById?.get(id);
      return row !== undefined && keepsRow(row);
    });
    return shown.length === actions.selected.length ? actions.selected : shown;
  }, [actions.selected, rowsById, keepsRow]);
  // Asked as the screen opens, so that the row menus know what the user may do.
  const privilegeReason = usePrivilegeReasons();
  const bulkReason = useCallback(
    (action: BulkAction) =>
      firstReason(...selected.map((index) => privilegeReason(indexNeed(action, index)))),
    [selected, privilegeReason],
  );

  return (
    <PlainStack gap="sm">
      <IndicesToolbar
        onReload={reload}
        loading={list.fetching}
        firstLoad={list.state.loading}
        templatesPath={showsTemplatesLink(gate) ? paths.indexTemplates(clusterIndex) : null}
        dataStreamsPath={withStreams ? paths.dataStreams(clusterIndex) : null}
        filter={view.filter}
        onFilterChange={view.setFilter}
        clusterIndex={clusterIndex}
        lifecycleUnavailable={lifecycle.unavailable}
        lifecycle={lifecycle.choice}
        onLifecycleChange={lifecycle.setChoice}
        health={health}
        onHealthChange={setHealth}
        matched={matched}
        total={rows.length}
        showHidden={hidden.showHidden}
        onShowHiddenChange={hidden.setShowHidden}
        stickyHeader={view.stickyHeader}
        onStickyHeaderChange={view.setStickyHeader}
        onNewIndex={() => setNewIndexOpen(true)}
        writeReason={writeReason}
      />
      <FloodBlockAlert />
      <LifecycleFailuresAlert clusterIndex={clusterIndex} failed={lifecycle.failed} />
      {stream !== null && (
        <StreamFilterNote stream={stream} onClear={() => setParams({}, { replace: true })} />
      )}
      <LoaderStatus state={list.state} uri={cluster?.uri}>
        <IndexLifecycleContext value={scope.environment}>
          <IndexRowContext value={actions.environment}>
            <AliasesContext value={list.aliases}>
              <DataStreamNamesContext value={list.streamNames}>
                <DataTable
                  label={t('indices.title')}
                  data={waitsForAlert ? NO_ROWS : rows}
                  loading={waitsForAlert || undefined}
                  columns={columns}
                  getRowId={rowId}
                  {...view.tableProps}
                  filterFn={keepsRow}
                  selectable
                  columnVisibility={scope.columnVisibility}
                  selectedIds={selected}
                  onSelectionChange={actions.onSelectionChange}
                  resizePanel="indicesTable"
                  emptyText={t('indices.empty')}
                />
              </DataStreamNamesContext>
            </AliasesContext>
          </IndexRowContext>
          {rows.length > 0 && (
            <BulkActions
              actions={bulkActions(gate)}
              selected={selected.length}
              filtered={matched}
              total={rows.length}
              onRun={(action) => void actions.runBulk(action, selected)}
              writeReason={writeReason}
              reasonOf={bulkReason}
              extraItems={<LifecycleBulkItems selected={selected} />}
            />
          )}
        </IndexLifecycleContext>
      </LoaderStatus>
      <NewIndexDialog opened={newIndexOpen} onClose={() => setNewIndexOpen(false)} />
      <IndexDialogs
        dialog={actions.dialog}
        onClose={actions.closeDialog}
        onAliasesClosed={() => void list.reload()}
        aliases={list.aliases}
        closed={closedIndices}
      />
      <LifecycleDialogs
        kind={lifecycle.kind}
        dialog={scope.dialog}
        onClose={scope.closeDialog}
        writes={writeReason === null}
      />
    </PlainStack>
  );
}
