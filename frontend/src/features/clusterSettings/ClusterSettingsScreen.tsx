// The cluster settings screen: every cluster-wide setting in one flat table with its value in
// force and its source, filterable, the defaults behind a switch; the shard allocation control
// on top; Edit per row and Add setting open the setting dialog.
import { useCallback, useMemo, useState } from 'react';
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { clusterSettingsApi } from '../../api/clusterSettingsApi';
import { ASK_WHEN_OLD, screenQuery, useScreenQuery, type ScreenData } from '../../api/screenQuery';
import { queryRequestState } from '../../api/queryState';
import { AllocationEnableControl } from '../../components/AllocationEnable/AllocationEnableControl';
import { allocationState } from '../../components/AllocationEnable/allocationEnable';
import { DataTable } from '../../components/DataTable/DataTable';
import { LoaderStatus } from '../../components/LoaderStatus/LoaderStatus';
import { ScreenToolbar } from '../../components/ScreenToolbar/ScreenToolbar';
import { WriteButton } from '../../components/WriteAccess/WriteButton';
import { useActiveCluster, useEngineName } from '../../store/hooks';
import { useWriteAccess } from '../../store/useWriteAccess';
import { firstReason, usePrivilegeReason } from '../../components/WriteAccess/usePrivilegeReason';
import { WRITE_NEEDS } from '../../engine/writeNeeds';
import { settingColumns } from './settingColumns';
import {
  countSettingMatches,
  hasDefaults,
  matchesSettingFilter,
  settingRows,
  SETTING_FILTER_COLUMNS,
  type SettingRow,
} from './settingRows';
import { SettingDialog, type SettingDialogTarget } from './SettingDialog';

// The defaults come in every answer: the switch only shows or hides them, without a new request.
const WITH_DEFAULTS = { includeDefaults: true };
const CLUSTER_SETTINGS = screenQuery(
  clusterSettingsApi.endpoints.getClusterSettings,
  () => WITH_DEFAULTS,
  { mounted: ASK_WHEN_OLD },
);

/** What the cluster settings screen first shows (see `ScreenData`). */
export const CLUSTER_SETTINGS_DATA: ScreenData = { queries: [CLUSTER_SETTINGS] };

const BY_NAME = [{ id: 'name', desc: false }];
const getRowId = (row: SettingRow) => row.name;

export function ClusterSettingsScreen() {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  const engine = useEngineName();
  const writeReason = firstReason(
    useWriteAccess().reason,
    usePrivilegeReason(WRITE_NEEDS.clusterSettings),
  );
  const query = useScreenQuery(CLUSTER_SETTINGS);
  const { data, refetch } = query;
  const [filter, setFilter] = useState('');
  const [showDefaults, setShowDefaults] = useState(false);
  const [editing, setEditing] = useState<SettingDialogTarget | null>(null);
  const rows = useMemo(() => (data ? settingRows(data, showDefaults) : []), [data, showDefaults]);
  const allocation = useMemo(() => (data ? allocationState(data) : null), [data]);
  const columns = useMemo(
    () => settingColumns(t, writeReason === null ? setEditing : null),
    [t, writeReason],
  );
  const onReload = useCallback(() => refetch(), [refetch]);
  const noDefaults = data !== undefined && !hasDefaults(data);

  return (
    <Stack gap="sm">
      <ScreenToolbar
        title={t('clusterSettings.title')}
        list={{
          filter,
          onFilterChange: setFilter,
          matched: countSettingMatches(rows, filter),
          total: rows.length,
          onReload,
          loading: query.isFetching,
        }}
        countsPending={data === undefined}
        filterColumns={SETTING_FILTER_COLUMNS}
        start={
          <Switch
            label={t('clusterSettings.showDefaults')}
            checked={showDefaults}
            onChange={(event) => setShowDefaults(event.currentTarget.checked)}
          />
        }
        end={
          <WriteButton
            size="xs"
            reason={writeReason}
            need={WRITE_NEEDS.clusterSettings}
            leftSection={<IconPlus size={14} />}
            onClick={() => setEditing('new')}
          >
            {t('clusterSettings.add')}
          </WriteButton>
        }
      />
      {allocation && (
        <Paper withBorder p="sm">
          <Title order={3} size="h5" mb="xs">
            {t('components.allocationEnable.title')}
          </Title>
          <AllocationEnableControl state={allocation} writeReason={writeReason} engine={engine} />
        </Paper>
      )}
      {showDefaults && noDefaults && (
        <Text size="sm" c="dimmed" role="note">
          {t('clusterSettings.noDefaults')}
        </Text>
      )}
      <LoaderStatus state={queryRequestState(query)} uri={cluster?.uri}>
        <DataTable
          label={t('clusterSettings.title')}
          data={rows}
          columns={columns}
          getRowId={getRowId}
          filterText={filter}
          filterFn={matchesSettingFilter}
          initialSorting={BY_NAME}
          initialPageSize={100}
          emptyText={t('clusterSettings.empty')}
        />
      </LoaderStatus>
      <SettingDialog target={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
