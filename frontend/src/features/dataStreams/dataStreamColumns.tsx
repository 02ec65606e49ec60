// Columns of the data streams table. Cluster text is rendered as text only. A row opens to show
// its details (DataStreamDetails); its buttons roll the stream over or delete it.
import { Badge, Group } from '@mantine/core';
import { IconRotateClockwise2 } from '@tabler/icons-react';
import type { KeysUnder, TFunction } from '../../i18n/translate';
import type { DataTableColumn } from '../../components/DataTable/types';
import { HealthDot, statusLabel } from '../../components/StatusDot/StatusDot';
import { formatBytes } from '../../lib/bytes';
import { formatDateTime } from '../../lib/dates';
import {
  deleteAction,
  nameColumn,
  rowAction,
  rowActionsColumn,
  type RowHandler,
} from '../../components/ListScreen/listCells';
import { actionWords, toggleLabel } from '../../components/ListScreen/listTexts';
import type { DataStreamLifecycle, DataStreamManagedBy, DataStreamRow } from './dataStreamRows';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

export interface DataStreamRowActions {
  isExpanded: (name: string) => boolean;
  onRollover: RowHandler<DataStreamRow>;
  onDelete: RowHandler<DataStreamRow>;
}

/** The lifecycle as the table and the details say it. */
export function lifecycleText(t: TFunction, lifecycle: DataStreamLifecycle): string {
  switch (lifecycle.kind) {
    case 'ilm':
      return t('dataStreams.lifecycle.ilm', { policy: lifecycle.policy });
    case 'ism':
      return t('dataStreams.lifecycle.ism', { policy: lifecycle.policy });
    case 'lifecycle':
      return lifecycle.dataRetention === undefined
        ? t('dataStreams.lifecycle.lifecycle')
        : t('dataStreams.lifecycle.retention', { retention: lifecycle.dataRetention });
    case 'none':
      return t('dataStreams.lifecycle.none');
  }
}

const MANAGERS: Record<DataStreamManagedBy, KeysUnder<'dataStreams.managedBy'>> = {
  'Index Lifecycle Management': 'ilm',
  'Data stream lifecycle': 'lifecycle',
  Unmanaged: 'unmanaged',
};

export function managedByText(t: TFunction, managedBy: DataStreamManagedBy | null): string {
  return managedBy === null ? '' : t(`dataStreams.managedBy.${MANAGERS[managedBy]}`);
}

export function dataStreamColumns(
  t: TFunction,
  actions: DataStreamRowActions,
): DataTableColumn<DataStreamRow>[] {
  const header = (id: KeysUnder<'dataStreams.columns'>) => t(`dataStreams.columns.${id}`);
  return [
    nameColumn({
      header: header('name'),
      name: (row) => row.name,
      isExpanded: actions.isExpanded,
      toggleLabel: (open) => toggleLabel(t, 'dataStreams', open),
      after: (row) => <StreamBadges row={row} t={t} />,
    }),
    {
      id: 'health',
      header: header('health'),
      accessorFn: (row) => row.status ?? '',
      cell: ({ row }) => {
        const status = row.original.status ?? 'unknown';
        return (
          <Group gap={6} wrap="nowrap">
            <HealthDot status={status} label={statusLabel(t, status)} />
            {row.original.status}
          </Group>
        );
      },
    },
    { id: 'template', header: header('template'), accessorFn: (row) => row.template ?? '' },
    { id: 'generation', header: header('generation'), accessorFn: (row) => row.generation },
    {
      id: 'backingIndices',
      header: header('backingIndices'),
      accessorFn: (row) => row.backingIndices.length,
    },
    {
      id: 'storeSize',
      header: header('storeSize'),
      accessorFn: (row) => row.storeSizeBytes,
      cell: ({ row }) => (
        <span style={NOWRAP}>
          {row.original.storeSizeBytes === null ? '' : formatBytes(row.original.storeSizeBytes)}
        </span>
      ),
    },
    {
      id: 'latestTimestamp',
      header: header('latestTimestamp'),
      accessorFn: (row) => row.maximumTimestamp,
      cell: ({ row }) => formatDateTime(row.original.maximumTimestamp),
    },
    {
      id: 'lifecycle',
      header: header('lifecycle'),
      accessorFn: (row) => lifecycleText(t, row.lifecycle),
    },
    {
      id: 'managedBy',
      header: header('managedBy'),
      accessorFn: (row) => managedByText(t, row.managedBy),
    },
    rowActionsColumn(header('actions'), (row) => [
      rowAction(
        {
          icon: <IconRotateClockwise2 size={12} />,
          label: t('dataStreams.rollover.buttonFor', { name: row.name }),
          text: t('dataStreams.rollover.button'),
        },
        row,
        actions.onRollover,
      ),
      deleteAction(
        actionWords(t, 'dataStreams.delete.button', 'dataStreams.delete.buttonFor', {
          name: row.name,
        }),
        row,
        actions.onDelete,
      ),
    ]),
  ];
}

function StreamBadges({ row, t }: { row: DataStreamRow; t: TFunction }) {
  return (
    <>
      {row.hidden && (
        <Badge size="xs" variant="light" color="gray">
          {t('dataStreams.hidden')}
        </Badge>
      )}
      {row.system && (
        <Badge size="xs" variant="light" color="gray">
          {t('dataStreams.system')}
        </Badge>
      )}
    </>
  );
}
