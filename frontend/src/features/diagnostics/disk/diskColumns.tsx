// Columns of the disk view's tables: each field's bytes, share, bytes per structure and reads
// (a heavy field never read marked in words), and the structures' totals over all fields. A size
// or count the answer leaves out reads "unknown", never 0. Cluster text is rendered as text only.
import { Badge } from '@mantine/core';
import type { DataTableColumn } from '../../../components/DataTable/types';
import type { DiskStructure, FieldReportRow } from '../../../engine/diagnostics/diskUsage';
import type { TFunction } from '../../../i18n/translate';
import { formatBytes } from '../../../lib/bytes';
import { formatNumber, formatPercent } from '../../../lib/locale';
import type { StructureTotal } from './diskReport';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** Sorts an unknown value below every known one. */
const known = (value: number | null): number => value ?? -1;

function bytesCell(t: TFunction, value: number | null) {
  return (
    <span style={NOWRAP}>
      {value === null ? t('diagnostics.disk.unknown') : formatBytes(value)}
    </span>
  );
}

function shareText(t: TFunction, share: number | null): string {
  return share === null ? t('diagnostics.disk.unknown') : formatPercent(share * 100);
}

export function fieldColumns(
  t: TFunction,
  structures: readonly DiskStructure[],
): DataTableColumn<FieldReportRow>[] {
  return [
    { id: 'field', accessorKey: 'field', header: t('diagnostics.disk.column.field') },
    {
      id: 'total',
      header: t('diagnostics.disk.column.total'),
      accessorFn: (row) => known(row.disk.total),
      cell: ({ row }) => bytesCell(t, row.original.disk.total),
    },
    {
      id: 'share',
      header: t('diagnostics.disk.column.share'),
      accessorFn: (row) => known(row.share),
      cell: ({ row }) => shareText(t, row.original.share),
    },
    ...structures.map((structure): DataTableColumn<FieldReportRow> => ({
      id: structure,
      header: t(`diagnostics.disk.structure.${structure}`),
      accessorFn: (row) => known(row.disk.structures[structure]),
      cell: ({ row }) => bytesCell(t, row.original.disk.structures[structure]),
    })),
    {
      id: 'reads',
      header: t('diagnostics.disk.column.reads'),
      accessorFn: (row) => known(row.reads),
      cell: ({ row }) =>
        row.original.reads === null
          ? t('diagnostics.disk.unknown')
          : formatNumber(row.original.reads),
    },
    {
      id: 'note',
      header: t('diagnostics.disk.column.note'),
      accessorFn: (row) => (row.unusedHeavy ? 1 : 0),
      cell: ({ row }) =>
        row.original.unusedHeavy && (
          <Badge color="yellow" variant="light" style={NOWRAP}>
            {t('diagnostics.disk.heavyUnused')}
          </Badge>
        ),
    },
  ];
}

export function structureColumns(t: TFunction): DataTableColumn<StructureTotal>[] {
  return [
    {
      id: 'structure',
      header: t('diagnostics.disk.column.structure'),
      accessorFn: (row) => t(`diagnostics.disk.structure.${row.structure}`),
    },
    {
      id: 'bytes',
      header: t('diagnostics.disk.column.bytes'),
      accessorFn: (row) => known(row.bytes),
      cell: ({ row }) => bytesCell(t, row.original.bytes),
    },
    {
      id: 'share',
      header: t('diagnostics.disk.column.share'),
      accessorFn: (row) => known(row.share),
      cell: ({ row }) => shareText(t, row.original.share),
    },
  ];
}
