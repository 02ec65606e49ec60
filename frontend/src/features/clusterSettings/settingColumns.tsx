// Columns of the cluster settings table: name, value in force (text only), its source with the
// hidden persistent value when a transient one shadows it, and Edit where writes are offered.
import { Badge, Button, Stack, Text } from '@mantine/core';
import type { TFunction } from '../../i18n/translate';
import type { DataTableColumn } from '../../components/DataTable/types';
import type { SettingRow } from './settingRows';

const SOURCE_COLORS = { transient: 'orange', persistent: 'blue', default: 'gray' } as const;
const BREAK = { wordBreak: 'break-all' } as const;

/** `onEdit` null: no Edit column (a read-only cluster is offered no per-row writes). */
export function settingColumns(
  t: TFunction,
  onEdit: ((row: SettingRow) => void) | null,
): DataTableColumn<SettingRow>[] {
  const columns: DataTableColumn<SettingRow>[] = [
    {
      id: 'name',
      header: t('clusterSettings.columns.name'),
      accessorFn: (row) => row.name,
      cell: ({ row }) => (
        <Text size="sm" ff="monospace" style={BREAK}>
          {row.original.name}
        </Text>
      ),
    },
    {
      id: 'value',
      header: t('clusterSettings.columns.value'),
      accessorFn: (row) => row.valueText,
      cell: ({ row }) => (
        <Text size="sm" ff="monospace" style={BREAK}>
          {row.original.valueText}
        </Text>
      ),
    },
    {
      id: 'source',
      header: t('clusterSettings.columns.source'),
      accessorFn: (row) => row.source,
      cell: ({ row }) => (
        <Stack gap={2} align="flex-start">
          <Badge size="sm" variant="light" color={SOURCE_COLORS[row.original.source]}>
            {t(`components.allocationEnable.source.${row.original.source}`)}
          </Badge>
          {row.original.shadowed !== null && (
            <Text size="xs" c="dimmed" style={BREAK}>
              {t('clusterSettings.shadowed', { value: row.original.shadowed })}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
  if (!onEdit) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: t('clusterSettings.columns.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <Button
          size="compact-xs"
          variant="light"
          aria-label={t('clusterSettings.editNamed', { name: row.original.name })}
          onClick={() => onEdit(row.original)}
        >
          {t('clusterSettings.edit')}
        </Button>
      ),
    },
  ];
}
