// Column definitions of the indices table. Accessors give the parsed values the table sorts by;
// cells render them, each made while its row renders. Built once per language and lifecycle
// engine (the lifecycle column's heading names ILM or ISM); its cells read the managed indices
// from a context.
import type { ReactNode } from 'react';
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

/**
 * A cell made while its row renders (`meta.plainCell`): its element, or its text, straight into
 * the row's cell, without a component of its own around it.
 */
const plain = (cell: (row: IndexRow) => ReactNode) => ({ plainCell: cell });

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
      meta: plain((row) => <NameCell row={row} />),
    },
    {
      id: 'health',
      header: header('health'),
      accessorFn: (row) => row.health,
      meta: plain((row) => <HealthCell row={row} />),
    },
    {
      id: 'status',
      header: header('status'),
      accessorFn: (row) => row.status,
      meta: plain((row) => <StatusCell row={row} />),
    },
    {
      id: 'uuid',
      header: header('uuid'),
      accessorFn: (row) => row.uuid,
      meta: plain((row) => row.uuid),
    },
    {
      id: 'aliases',
      header: header('aliases'),
      enableSorting: false,
      meta: plain((row) => <AliasesCell row={row} />),
    },
    {
      id: 'shards',
      header: header('shards'),
      accessorFn: (row) => row.parsedPri,
      meta: plain((row) => <ShardsCell row={row} />),
    },
    {
      id: 'segments',
      header: header('segments'),
      accessorFn: (row) => row.parsedSegmentsCount,
      meta: plain((row) => countText(row.parsedSegmentsCount)),
    },
    {
      id: 'docs',
      header: header('docs'),
      accessorFn: (row) => row.parsedDocsCount,
      meta: plain((row) => countText(row.parsedDocsCount)),
    },
    {
      id: 'storage',
      header: header('storage'),
      accessorFn: (row) => row.parsedStoreSize,
      meta: plain((row) => sizeText(row.parsedStoreSize)),
    },
    {
      id: 'created',
      header: header('created'),
      accessorFn: (row) => row.created,
      meta: plain((row) => <CreatedCell row={row} />),
    },
    {
      id: 'lifecycle',
      header: t(`indices.lifecycle.column.${lifecycle}`),
      enableSorting: false,
      meta: plain((row) => <LifecycleCell row={row} />),
    },
    {
      id: 'actions',
      header: header('actions'),
      enableSorting: false,
      meta: plain((row) => <ActionsCell row={row} />),
    },
  ];
}
