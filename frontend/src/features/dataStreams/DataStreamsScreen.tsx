// The data streams screen: every data stream with its health, template, generation, backing
// indices, size, newest document and lifecycle in the shared table, filtered, sorted, reloaded
// and auto-refreshed like the other lists; hidden and system streams on request. A row opens to
// its details; its buttons roll it over or delete it (typing its name first). New data stream
// says which template will create it. A read-only cluster's rows offer no writes. A cluster that
// does not serve data streams (or a user who may not read them) gets that said, and no create.
import { useCallback, useMemo, useState } from 'react';
import { Anchor, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/translate';
import { apiUnavailable } from '../../api/apiAvailability';
import { ApiUnavailableAlert } from '../../components/ApiUnavailableAlert/ApiUnavailableAlert';
import { IDLE_REQUEST_STATE } from '../../api/errors';
import { queryRequestState } from '../../api/queryState';
import { useActiveCluster, useActiveClusterIndex } from '../../store/hooks';
import { useWriteAccess } from '../../store/useWriteAccess';
import { paths } from '../../routing/paths';
import { confirm } from '../../components/ConfirmDialog/confirm';
import { DataTable } from '../../components/DataTable/DataTable';
import { LoaderStatus } from '../../components/LoaderStatus/LoaderStatus';
import { ScreenToolbar } from '../../components/ScreenToolbar/ScreenToolbar';
import { SettingsMenu, stickyHeaderSwitch } from '../../components/ScreenToolbar/SettingsMenu';
import { WriteButton } from '../../components/WriteAccess/WriteButton';
import { useFeedback } from './useFeedback';
import { useExpandedRows } from '../../components/DataTable/useExpandedRows';
import { dataStreamColumns } from './dataStreamColumns';
import { DataStreamDetails } from './DataStreamDetails';
import {
  countDataStreamMatches,
  DATA_STREAM_FILTER_COLUMNS,
  matchesDataStreamFilter,
  visibleDataStreams,
} from './dataStreamFilter';
import type { DataStreamRow } from './dataStreamRows';
import { useDataStreamListQuery, useDeleteDataStreamMutation } from './dataStreamsApi';
import { NewDataStreamDialog } from './NewDataStreamDialog';
import { RolloverDialog } from '../../components/RolloverDialog/RolloverDialog';

const NO_ROWS: DataStreamRow[] = [];
const rowId = (row: DataStreamRow) => row.name;
const BY_NAME = [{ id: 'name', desc: false }];

export function DataStreamsScreen() {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  const clusterIndex = useActiveClusterIndex();
  const query = useDataStreamListQuery(cluster?.distribution ?? 'elasticsearch', {
    refetchOnMountOrArgChange: true,
  });
  const [filter, setFilter] = useState('');
  const [showHidden, setShowHidden] = useState(false);
  const [stickyHeader, setStickyHeader] = useState(false);
  const rows = useMemo(
    () => visibleDataStreams(query.data ?? NO_ROWS, showHidden),
    [query.data, showHidden],
  );
  const matched = useMemo(() => countDataStreamMatches(rows, filter), [rows, filter]);
  const { expanded, toggle } = useExpandedRows();
  const [newOpen, setNewOpen] = useState(false);
  const [rollingOver, setRollingOver] = useState<string | null>(null);
  const feedback = useFeedback();
  const remove = useDeleteStream();
  const writeReason = useWriteAccess().reason;
  const columns = useMemo(
    () =>
      dataStreamColumns(t, {
        isExpanded: (name) => expanded.has(name),
        onRollover: writeReason === null ? (row) => setRollingOver(row.name) : null,
        onDelete: writeReason === null ? remove : null,
      }),
    [t, expanded, writeReason, remove],
  );
  const renderExpanded = useCallback(
    (row: DataStreamRow) =>
      expanded.has(row.name) ? <DataStreamDetails row={row} clusterIndex={clusterIndex} /> : null,
    [expanded, clusterIndex],
  );
  const state = queryRequestState(query);
  const failed = state.apiError || state.networkError;
  const unavailable = apiUnavailable(query.error);

  return (
    <Stack gap="sm">
      <ScreenToolbar
        title={t('dataStreams.title')}
        list={{
          filter,
          onFilterChange: setFilter,
          matched,
          total: rows.length,
          onReload: () => query.refetch(),
          loading: query.isFetching,
        }}
        countsPending={query.isLoading}
        start={
          <Anchor component={Link} to={paths.indices(clusterIndex)} size="sm">
            {t('dataStreams.indicesLink')}
          </Anchor>
        }
        filterColumns={DATA_STREAM_FILTER_COLUMNS}
        settings={
          <SettingsMenu
            label={t('dataStreams.settings')}
            switches={[
              { label: t('dataStreams.showHidden'), checked: showHidden, onChange: setShowHidden },
              stickyHeaderSwitch(t, stickyHeader, setStickyHeader),
            ]}
          />
        }
        end={
          unavailable === null && (
            <WriteButton
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setNewOpen(true)}
              reason={writeReason}
            >
              {t('dataStreams.create.button')}
            </WriteButton>
          )
        }
      />
      {unavailable !== null ? (
        <ApiUnavailableAlert
          title={t(`dataStreams.unavailable.${unavailable.why}`)}
          reason={unavailable.reason}
        />
      ) : (
        failed && <LoaderStatus state={state} uri={cluster?.uri} />
      )}
      <LoaderStatus state={failed ? IDLE_REQUEST_STATE : state}>
        {unavailable === null && (
          <DataTable
            label={t('dataStreams.title')}
            data={failed ? NO_ROWS : rows}
            columns={columns}
            getRowId={rowId}
            filterText={filter}
            filterFn={matchesDataStreamFilter}
            initialSorting={BY_NAME}
            stickyHeader={stickyHeader}
            onStickyHeaderChange={setStickyHeader}
            onRowClick={(row) => toggle(row.name)}
            renderExpanded={renderExpanded}
            emptyText={t('dataStreams.empty')}
          />
        )}
      </LoaderStatus>
      <NewDataStreamDialog opened={newOpen} onClose={() => setNewOpen(false)} />
      <RolloverDialog
        name={rollingOver}
        distribution={cluster?.distribution ?? 'elasticsearch'}
        version={cluster?.version ?? ''}
        feedback={feedback}
        onClose={() => setRollingOver(null)}
      />
    </Stack>
  );
}

/** Deletes a stream and all its backing indices once the user typed its name. */
function useDeleteStream(): (row: DataStreamRow) => void {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [deleteStream] = useDeleteDataStreamMutation();
  return useCallback(
    (row: DataStreamRow) =>
      void (async () => {
        const confirmed = await confirm({
          title: t('dataStreams.delete.title'),
          message: t('dataStreams.delete.question', {
            name: row.name,
            count: row.backingIndices.length,
          }),
          confirmLabel: t('dataStreams.delete.button'),
          danger: true,
          typed: row.name,
        });
        if (!confirmed) return;
        try {
          feedback.succeeded(
            t('dataStreams.delete.done', { name: row.name }),
            await deleteStream(row.name).unwrap(),
          );
        } catch (error) {
          feedback.failed(error);
        }
      })(),
    [t, feedback, deleteStream],
  );
}
