// One index's settings in the settings dialog: a filter box, the "Show defaults" switch (which
// asks the engine for its defaults as well) and the flat table. Several hundred rows with the
// defaults, so the table shows them all in its scrolling, virtualized body.
import { useMemo, useState } from 'react';
import { Group, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/translate';
import { queryRequestState } from '../../../api/queryState';
import { DataTable } from '../../../components/DataTable/DataTable';
import { FilterInput } from '../../../components/Filter/FilterInput';
import { LoaderStatus } from '../../../components/LoaderStatus/LoaderStatus';
import { useActiveCluster } from '../../../store/hooks';
import { filterSettingRows, type SettingRow } from './indexSettings';
import { settingColumns } from './settingColumns';
import { useIndexSettingsQuery } from './settingsApi';

const BY_KEY = [{ id: 'key', desc: false }];
const rowId = (row: SettingRow) => row.key;

interface SettingsTableProps {
  index: string;
  /** Fills the change form with a row; null offers no Edit (read-only cluster). */
  onEdit: ((row: SettingRow) => void) | null;
  /** Edit is shown but off (a guided change runs in the form). */
  editDisabled?: boolean;
}

export function SettingsTable({ index, onEdit, editDisabled = false }: SettingsTableProps) {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  const [includeDefaults, setIncludeDefaults] = useState(false);
  const [filter, setFilter] = useState('');
  const query = useIndexSettingsQuery(
    { index, includeDefaults },
    { refetchOnMountOrArgChange: true },
  );
  const all = query.data;
  const rows = useMemo(() => filterSettingRows(all ?? [], filter), [all, filter]);
  const columns = useMemo(() => settingColumns(t, onEdit, editDisabled), [t, onEdit, editDisabled]);

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <FilterInput
            value={filter}
            onChange={setFilter}
            label={t('indices.settingsDialog.filter')}
          />
          <Switch
            label={t('indices.settingsDialog.showDefaults')}
            checked={includeDefaults}
            onChange={(event) => setIncludeDefaults(event.currentTarget.checked)}
          />
        </Group>
        {all && (
          <Text size="xs" c="dimmed" data-testid="settings-count">
            {t('indices.settingsDialog.count', { count: all.length, shown: rows.length })}
          </Text>
        )}
      </Group>
      <LoaderStatus state={queryRequestState(query)} uri={cluster?.uri}>
        <DataTable
          label={t('indices.settingsDialog.tableLabel', { index })}
          data={rows}
          columns={columns}
          getRowId={rowId}
          initialSorting={BY_KEY}
          paginate={false}
          emptyText={t('indices.settingsDialog.empty')}
        />
      </LoaderStatus>
    </Stack>
  );
}
