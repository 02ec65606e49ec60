// Columns of the snapshots table. Cluster text is rendered as text only.
import { Button, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconRestore, IconTrash } from '@tabler/icons-react';
import type { TFunction, KeysUnder } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { actionsColumn } from '../../../components/ListScreen/listCells';
import { RowActionButton, RowActions } from '../../../components/RowActions/RowActions';
import { durationLabel, endLabel, startLabel, type SnapshotRow } from './snapshotRows';

export interface SnapshotRowActions {
  onRestore: (snapshot: string) => void;
  onDelete: (snapshot: string) => void;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

export function snapshotColumns(
  t: TFunction,
  locale: string,
  /** null: no actions column (every row action writes, and writes are not offered). */
  actions: SnapshotRowActions | null,
): DataTableColumn<SnapshotRow>[] {
  const header = (id: KeysUnder<'snapshots.snapshots.columns'>) =>
    t(`snapshots.snapshots.columns.${id}`);
  const columns: DataTableColumn<SnapshotRow>[] = [
    { id: 'id', header: header('id'), accessorFn: (row) => row.id },
    { id: 'status', header: header('status'), accessorFn: (row) => row.state },
    {
      id: 'start',
      header: header('start'),
      accessorFn: (row) => row.startMillis,
      cell: ({ row }) => (
        <Text size="sm" style={nowrap}>
          {startLabel(row.original, locale)}
        </Text>
      ),
    },
    {
      id: 'end',
      header: header('end'),
      accessorFn: (row) => row.endMillis,
      cell: ({ row }) => (
        <Text size="sm" style={nowrap}>
          {endLabel(row.original, locale)}
        </Text>
      ),
    },
    {
      id: 'duration',
      header: header('duration'),
      accessorFn: (row) => row.durationMillis,
      cell: ({ row }) => durationLabel(row.original),
    },
    {
      id: 'indices',
      header: header('indices'),
      accessorFn: (row) => row.indices.length,
      cell: ({ row }) => <IndicesButton row={row.original} t={t} />,
    },
    { id: 'successful', header: header('successful'), accessorFn: (row) => row.successful },
    { id: 'failed', header: header('failed'), accessorFn: (row) => row.failed },
    { id: 'total', header: header('total'), accessorFn: (row) => row.total },
  ];
  if (actions === null) return columns;
  return [
    ...columns,
    actionsColumn(header('actions'), (row) => (
      <SnapshotActions id={row.id} actions={actions} t={t} />
    )),
  ];
}

/** '{count} indices', opening the sorted list of the snapshot's index names. */
function IndicesButton({ row, t }: { row: SnapshotRow; t: TFunction }) {
  return (
    <Popover position="bottom-start" shadow="md" withinPortal>
      <Popover.Target>
        <Button size="compact-xs" variant="default" style={nowrap}>
          {t('snapshots.snapshots.indexCount', { count: row.indices.length })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <ScrollArea.Autosize mah={300}>
          <Stack
            gap={2}
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('snapshots.snapshots.indicesOf', { name: row.id })}
          >
            {row.indices.map((index) => (
              <Text key={index} component="li" size="sm">
                {index}
              </Text>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}

function SnapshotActions({
  id,
  actions,
  t,
}: {
  id: string;
  actions: SnapshotRowActions;
  t: TFunction;
}) {
  return (
    <RowActions>
      <RowActionButton
        icon={<IconRestore size={12} />}
        label={t('snapshots.snapshots.restoreSnapshot', { name: id })}
        onClick={() => actions.onRestore(id)}
      >
        {t('snapshots.restore.button')}
      </RowActionButton>
      <RowActionButton
        icon={<IconTrash size={12} />}
        label={t('snapshots.snapshots.deleteSnapshot', { name: id })}
        color="red"
        onClick={() => actions.onDelete(id)}
      >
        {t('snapshots.delete')}
      </RowActionButton>
    </RowActions>
  );
}
