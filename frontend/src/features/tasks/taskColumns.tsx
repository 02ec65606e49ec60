// Column definitions of the tasks table. Rows stay in tree order (each child under its parent),
// so the columns do not sort.
import type { TFunction } from '../../i18n/translate';
import type { DataTableColumn } from '../../components/DataTable/types';
import { formatDateTime } from '../../lib/dates';
import { ActionCell, CancelCell, DescriptionCell, NodeCell, ProgressCell } from './TaskCells';
import { formatNanos } from './taskProgress';
import type { TaskRow } from './taskRows';

type Column = DataTableColumn<TaskRow>;

export interface TaskColumnOptions {
  /** The task list came from _cat/tasks: no progress, no cancel. */
  readOnlyList: boolean;
  cancelling: ReadonlySet<string>;
  writeReason: string | null;
  onCancel: (row: TaskRow) => void;
}

export function runningTime(row: TaskRow): string {
  return row.runningTimeText ?? formatNanos(row.runningTimeInNanos);
}

export function taskColumns(t: TFunction, options: TaskColumnOptions): Column[] {
  const columns: (Column | false)[] = [
    {
      id: 'action',
      header: t('tasks.columns.action'),
      cell: ({ row }) => <ActionCell row={row.original} t={t} />,
    },
    {
      id: 'node',
      header: t('tasks.columns.node'),
      cell: ({ row }) => <NodeCell row={row.original} />,
    },
    { id: 'type', header: t('tasks.columns.type'), accessorFn: (row) => row.type },
    { id: 'runningTime', header: t('tasks.columns.runningTime'), accessorFn: runningTime },
    {
      id: 'startTime',
      header: t('tasks.columns.startTime'),
      accessorFn: (row) => formatDateTime(row.startTimeInMillis),
    },
    {
      id: 'description',
      header: t('tasks.columns.description'),
      cell: ({ row }) => <DescriptionCell description={row.original.description} />,
    },
    !options.readOnlyList && {
      id: 'progress',
      header: t('tasks.columns.progress'),
      cell: ({ row }) => <ProgressCell progress={row.original.progress} t={t} />,
    },
    !options.readOnlyList && {
      id: 'cancel',
      header: t('tasks.columns.cancel'),
      cell: ({ row }) => (
        <CancelCell
          row={row.original}
          cancelling={options.cancelling.has(row.original.id)}
          writeReason={options.writeReason}
          onCancel={options.onCancel}
        />
      ),
    },
  ];
  return columns
    .filter((column): column is Column => column !== false)
    .map((column) => ({ ...column, enableSorting: false }));
}
