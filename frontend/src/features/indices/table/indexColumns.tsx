// Column definitions of the indices table. Accessors give the parsed values the
// table sorts by; cells render them. Build once per language and lifecycle engine (the lifecycle
// column's heading names ILM or ISM); its cells read the managed indices from a context.
import type { TFunction } from '../../../i18n/translate';
import type { LifecycleKind } from '../../../engine/lifecycle';
import { LifecycleCell } from '../lifecycle/LifecycleCell';
import type { DataTableColumn } from '../../../components/DataTable/types';
import {
  ActionsCell,
  AliasesCell,
  CreatedCell,
  HealthCell,
  NameCell,
  ShardsCell,
  StatusCell,
} from './IndexCells';
import { formatBytes } from '../../../lib/bytes';
import { formatNumber } from '../../../lib/locale';
import type { CatInteger, IndexRow } from './indexRows';

type Column = DataTableColumn<IndexRow>;

/** Counts grouped the way the chosen language writes numbers; '' stays empty. */
const countText = (value: CatInteger): string => (value === '' ? '' : formatNumber(value));

/** Sizes in decimal units ('1.5 kB'); '' stays empty. */
const sizeText = (value: CatInteger): string => (value === '' ? '' : formatBytes(value));

export const INDEX_COLUMN_IDS = [
  'index',
  'health',
  'status',
  'uuid',
  'aliases',
  'shards',
  'segments',
  'docs',
  'storage',
  'created',
  'actions',
] as const;

export function indexColumns(t: TFunction, lifecycle: LifecycleKind): Column[] {
  const header = (id: (typeof INDEX_COLUMN_IDS)[number]) => t(`indices.columns.${id}`);
  return [
    {
      id: 'index',
      header: header('index'),
      accessorFn: (row) => row.index,
      cell: ({ row }) => <NameCell row={row.original} />,
    },
    {
      id: 'health',
      header: header('health'),
      accessorFn: (row) => row.health,
      cell: ({ row }) => <HealthCell row={row.original} />,
    },
    {
      id: 'status',
      header: header('status'),
      accessorFn: (row) => row.status,
      cell: ({ row }) => <StatusCell row={row.original} />,
    },
    { id: 'uuid', header: header('uuid'), accessorFn: (row) => row.uuid },
    {
      id: 'aliases',
      header: header('aliases'),
      enableSorting: false,
      cell: ({ row }) => <AliasesCell row={row.original} />,
    },
    {
      id: 'shards',
      header: header('shards'),
      accessorFn: (row) => row.parsedPri,
      cell: ({ row }) => <ShardsCell row={row.original} />,
    },
    {
      id: 'segments',
      header: header('segments'),
      accessorFn: (row) => row.parsedSegmentsCount,
      cell: ({ row }) => countText(row.original.parsedSegmentsCount),
    },
    {
      id: 'docs',
      header: header('docs'),
      accessorFn: (row) => row.parsedDocsCount,
      cell: ({ row }) => countText(row.original.parsedDocsCount),
    },
    {
      id: 'storage',
      header: header('storage'),
      accessorFn: (row) => row.parsedStoreSize,
      cell: ({ row }) => sizeText(row.original.parsedStoreSize),
    },
    {
      id: 'created',
      header: header('created'),
      accessorFn: (row) => row.created,
      cell: ({ row }) => <CreatedCell row={row.original} />,
    },
    {
      id: 'lifecycle',
      header: t(`indices.lifecycle.column.${lifecycle}`),
      enableSorting: false,
      cell: ({ row }) => <LifecycleCell row={row.original} />,
    },
    {
      id: 'actions',
      header: header('actions'),
      enableSorting: false,
      cell: ({ row }) => <ActionsCell row={row.original} />,
    },
  ];
}
