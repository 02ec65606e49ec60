// Columns of the index settings table: the setting's name and value (text only; a time kept in
// epoch milliseconds shown as a local date and time, the stored number beside it), whether the
// index sets it or it is the engine's default, and Edit on the settings an open index accepts
// where writes are offered (off while a guided change runs).
import { Badge, Button, Text } from '@mantine/core';
import type { TFunction } from '../../../i18n/translate';
import { formatDateTime } from '../../../lib/dates';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { isDynamicSetting } from '../../../engine/dynamicIndexSettings';
import { settingValueText, type SettingRow } from './indexSettings';

const BREAK = { wordBreak: 'break-all' } as const;

/** The settings that hold a time in epoch milliseconds. */
const TIME_SETTINGS = new Set(['index.creation_date', 'index.lifecycle.origination_date']);

function SettingValueCell({ row }: { row: SettingRow }) {
  const text = settingValueText(row.value);
  const time = TIME_SETTINGS.has(row.key) ? formatDateTime(text) : '';
  return (
    <Text size="sm" ff="monospace" style={BREAK}>
      {time === '' ? (
        text
      ) : (
        <>
          {time}{' '}
          <Text span size="xs" c="dimmed" ff="monospace">
            ({text})
          </Text>
        </>
      )}
    </Text>
  );
}

/** `onEdit` null: no Edit column (a read-only cluster is offered no change). */
export function settingColumns(
  t: TFunction,
  onEdit: ((row: SettingRow) => void) | null,
  editDisabled = false,
): DataTableColumn<SettingRow>[] {
  const columns: DataTableColumn<SettingRow>[] = [
    {
      id: 'key',
      header: t('indices.settingsDialog.columns.key'),
      accessorFn: (row) => row.key,
      cell: ({ row }) => (
        <Text size="sm" ff="monospace" style={BREAK}>
          {row.original.key}
        </Text>
      ),
    },
    {
      id: 'value',
      header: t('indices.settingsDialog.columns.value'),
      accessorFn: (row) => settingValueText(row.value),
      cell: ({ row }) => <SettingValueCell row={row.original} />,
    },
    {
      id: 'origin',
      header: t('indices.settingsDialog.columns.origin'),
      accessorFn: (row) => (row.set ? 'set' : 'default'),
      cell: ({ row }) => (
        <Badge size="sm" variant="light" color={row.original.set ? 'blue' : 'gray'}>
          {row.original.set ? t('indices.settingsDialog.set') : t('indices.settingsDialog.default')}
        </Badge>
      ),
    },
  ];
  if (!onEdit) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: t('indices.settingsDialog.columns.actions'),
      enableSorting: false,
      cell: ({ row }) =>
        isDynamicSetting(row.original.key) && (
          <Button
            size="compact-xs"
            variant="light"
            aria-label={t('indices.settingsDialog.editNamed', { key: row.original.key })}
            disabled={editDisabled}
            onClick={() => onEdit(row.original)}
          >
            {t('indices.settingsDialog.edit')}
          </Button>
        ),
    },
  ];
}
