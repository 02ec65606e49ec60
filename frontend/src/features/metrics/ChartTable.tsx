// A chart's samples as a table (its accessible alternative): the time, then one column per series,
// newest first, only the samples in the range shown.
import { useMemo } from 'react';
import type { ChartData, MetricUnit } from '../../engine/metrics/types';
import { useTranslation, type TFunction } from '../../i18n/translate';
import { DataTable } from '../../components/DataTable/DataTable';
import type { DataTableColumn } from '../../components/DataTable/types';
import { formatMetric, formatMetricTime } from './metricUnits';
import { chartRows, type ChartRow } from './metricsView';

interface ChartTableProps {
  title: string;
  labels: readonly string[];
  unit: MetricUnit;
  data: ChartData;
}

const rowId = (row: ChartRow) => String(row.time);

function chartColumns(t: TFunction, labels: readonly string[], unit: MetricUnit) {
  const columns: DataTableColumn<ChartRow>[] = [
    {
      id: 'time',
      header: t('metrics.table.time'),
      accessorFn: (row) => row.time,
      cell: ({ row }) => formatMetricTime(row.original.time),
      enableSorting: false,
    },
    ...labels.map((label, index): DataTableColumn<ChartRow> => ({
      id: `series${index}`,
      header: label,
      accessorFn: (row) => row.values[index],
      cell: ({ row }) => {
        const value = row.original.values[index];
        return value === null ? '–' : formatMetric(t, unit, value);
      },
      enableSorting: false,
    })),
  ];
  return columns;
}

export function ChartTable({ title, labels, unit, data }: ChartTableProps) {
  const { t } = useTranslation();
  const rows = useMemo(() => chartRows(data), [data]);
  const columns = useMemo(() => chartColumns(t, labels, unit), [t, labels, unit]);
  return (
    <DataTable
      label={t('metrics.table.label', { title })}
      data={rows}
      columns={columns}
      getRowId={rowId}
      initialPageSize={10}
      emptyText={t('metrics.table.empty')}
    />
  );
}
