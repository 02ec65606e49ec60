// The data streams screen: every data stream with its health, template, generation, backing
// indices, size, newest document and lifecycle in the shared table, filtered, sorted, reloaded
// and auto-refreshed like the other lists; hidden and system streams on request. A row opens to
// its details; its buttons roll it over or delete it (typing its name first). New data stream
// says which template will create it. A read-only cluster's rows offer no writes. A cluster that
// does not serve data streams (or a user who may not read them) gets that said, and no create.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/translate';
import { apiUnavailable } from '../../api/apiAvailability';
import { useScreenQuery } from '../../api/screenQuery';
import { ApiUnavailableAlert } from '../../components/ApiUnavailableAlert/ApiUnavailableAlert';
import { useActiveClusterIndex } from '../../store/hooks';
import { useListAccess } from '../../store/useWriteAccess';
import { paths } from '../../routing/paths';
import { useFeedback } from '../../components/Feedback/useFeedback';
import { ListScreen } from '../../components/ListScreen/ListScreen';
import { ListToolbar } from '../../components/ListScreen/ListToolbar';
import { useListColumns } from '../../components/ListScreen/useListColumns';
import { useListScreen } from '../../components/ListScreen/useListScreen';
import { RolloverDialog } from '../../components/RolloverDialog/RolloverDialog';
import { SettingsMenu, stickyHeaderSwitch } from '../../components/ScreenToolbar/SettingsMenu';
import { dataStreamColumns } from './dataStreamColumns';
import { DataStreamDetails } from './DataStreamDetails';
import {
  DATA_STREAM_FILTER_COLUMNS,
  matchesDataStreamFilter,
  visibleDataStreams,
} from './dataStreamFilter';
import type { DataStreamRow } from './dataStreamRows';
import { DATA_STREAM_LIST } from './dataStreamsApi';
import { NewDataStreamDialog } from './NewDataStreamDialog';
import { useDataStreamDeletion } from './useDataStreamDeletion';
import { SmallLink } from '../../components/PlainControls/plainLayout';

export { DATA_STREAMS_DATA } from './dataStreamsApi';

const NO_ROWS: DataStreamRow[] = [];
const rowKey = (row: DataStreamRow) => row.name;

export function DataStreamsScreen() {
  const { t } = useTranslation();
  const access = useListAccess();
  const clusterIndex = useActiveClusterIndex();
  const query = useScreenQuery(DATA_STREAM_LIST);
  const [showHidden, setShowHidden] = useState(false);
  const [stickyHeader, setStickyHeader] = useState(false);
  const rows = useMemo(
    () => visibleDataStreams(query.data ?? NO_ROWS, showHidden),
    [query.data, showHidden],
  );
  const unavailable = apiUnavailable(query.error);
  const list = useListScreen({ access, query, rows, rowKey, matches: matchesDataStreamFilter });
  const [newOpen, setNewOpen] = useState(false);
  const openNew = useCallback(() => setNewOpen(true), []);
  const [rollingOver, setRollingOver] = useState<string | null>(null);
  const feedback = useFeedback();
  const onRollover = useCallback((row: DataStreamRow) => setRollingOver(row.name), []);
  const columns = useListColumns({
    list,
    columns: dataStreamColumns,
    writes: { onRollover, onDelete: useDataStreamDeletion() },
  });
  const details = useCallback(
    (row: DataStreamRow) => <DataStreamDetails row={row} clusterIndex={clusterIndex} />,
    [clusterIndex],
  );

  return (
    <ListScreen
      list={list}
      toolbar={
        <ListToolbar
          title={t('dataStreams.title')}
          list={list}
          start={
            <SmallLink to={paths.indices(clusterIndex)}>{t('dataStreams.indicesLink')}</SmallLink>
          }
          filterColumns={DATA_STREAM_FILTER_COLUMNS}
          settings={
            <SettingsMenu
              label={t('dataStreams.settings')}
              switches={[
                {
                  label: t('dataStreams.showHidden'),
                  checked: showHidden,
                  onChange: setShowHidden,
                },
                stickyHeaderSwitch(t, stickyHeader, setStickyHeader),
              ]}
            />
          }
          create={
            unavailable === null
              ? { label: t('dataStreams.create.button'), onClick: openNew }
              : null
          }
        />
      }
      failure={
        unavailable && (
          <ApiUnavailableAlert
            title={t(`dataStreams.unavailable.${unavailable.why}`)}
            reason={unavailable.reason}
          />
        )
      }
      hideTable={unavailable !== null}
      label={t('dataStreams.title')}
      columns={columns}
      details={details}
      emptyText={t('dataStreams.empty')}
      table={{ stickyHeader, onStickyHeaderChange: setStickyHeader }}
    >
      <NewDataStreamDialog opened={newOpen} onClose={() => setNewOpen(false)} />
      <RolloverDialog name={rollingOver} feedback={feedback} onClose={() => setRollingOver(null)} />
    </ListScreen>
  );
}
