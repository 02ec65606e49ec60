// Column definitions of the shard recovery table. Every column sorts; time sorts by
// the start time, the progress columns by their percent.
import type { TFunction, KeysUnder } from '../../../i18n/translate';
import type { DataTableColumn } from '../../../components/DataTable/types';
import { EndpointCell, IndexCell, ProgressCell, StageCell, TimeCell } from './RecoveryCells';
import {
  bytesProgress,
  filesProgress,
  percentValue,
  recoveryDuration,
  translogProgress,
} from './recoveryFormat';
import type { RecoveryRow } from './recoveryRows';

export function recoveryColumns(t: TFunction): DataTableColumn<RecoveryRow>[] {
  const header = (key: KeysUnder<'shards.recovery.columns'>) => t(`shards.recovery.columns.${key}`);
  return [
    {
      id: 'index',
      header: header('index'),
      accessorFn: (row) => row.index,
      cell: ({ row }) => <IndexCell row={row.original} />,
    },
    {
      id: 'stage',
      header: header('stage'),
      accessorFn: (row) => row.stage,
      cell: ({ row }) => <StageCell stage={row.original.stage} />,
    },
    {
      id: 'source',
      header: header('source'),
      accessorFn: (row) => row.sourceNode,
      cell: ({ row }) => (
        <EndpointCell node={row.original.sourceNode} host={row.original.sourceHost} />
      ),
    },
    {
      id: 'target',
      header: header('target'),
      accessorFn: (row) => row.targetNode,
      cell: ({ row }) => (
        <EndpointCell node={row.original.targetNode} host={row.original.targetHost} />
      ),
    },
    {
      id: 'startTime',
      header: header('time'),
      accessorFn: (row) => row.startTimeInMillis,
      cell: ({ row }) => <TimeCell row={row.original} />,
    },
    {
      id: 'duration',
      header: header('duration'),
      accessorFn: (row) => row.totalTimeInMillis,
      cell: ({ row }) => recoveryDuration(row.original),
    },
    {
      id: 'files',
      header: header('files'),
      accessorFn: (row) => percentValue(row.filesPercent),
      cell: ({ row }) => <ProgressCell progress={filesProgress(row.original)} />,
    },
    {
      id: 'bytes',
      header: header('bytes'),
      accessorFn: (row) => percentValue(row.bytesPercent),
      cell: ({ row }) => <ProgressCell progress={bytesProgress(row.original)} />,
    },
    {
      id: 'translog',
      header: header('translog'),
      accessorFn: (row) => percentValue(row.translogOpsPercent),
      cell: ({ row }) => <ProgressCell progress={translogProgress(row.original)} />,
    },
  ];
}
