// One chart of the Metrics screen: its title, the chart (or, toggled, the same series as a
// table), and a sentence that says to screen readers what the chart shows. The data is read for
// every card (the sentence needs it); only the cards in or near the viewport draw it.
import { useMemo, useState } from 'react';
import { Button, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChartLine, IconTable } from '@tabler/icons-react';
import type {
  ChartData,
  ChartDef,
  MetricsHistoryView,
  MetricsScope,
  TimeRange,
} from '../../engine/metrics/types';
import { useTranslation, type TranslationKey } from '../../i18n/translate';
import { TimeChart } from '../../components/charts/TimeChart';
import type { ChartThreshold } from '../../components/charts/chartOptions';
import { ChartTable } from './ChartTable';
import { formatMetric, formatMetricTick, formatMetricTime } from './metricUnits';
import { chartSummary } from './chartSummary';

export interface ChartCardProps {
  chart: ChartDef;
  history: MetricsHistoryView;
  /** The history's version: new data to read. */
  version: number;
  scope: MetricsScope;
  range: TimeRange;
  /** How the summary names the range ('in the last 15 minutes'). */
  spanText: string;
  thresholds: readonly ChartThreshold[];
  syncKey: string;
  onZoom: (range: TimeRange) => void;
  onResetZoom: () => void;
}

export function ChartCard(props: ChartCardProps) {
  const { chart, history, version, scope, range } = props;
  const { t } = useTranslation();
  const [table, setTable] = useState(false);
  const title = t(chart.titleKey as TranslationKey);
  const labels = useMemo(
    () => chart.series.map((series) => t(series.labelKey as TranslationKey)),
    [chart, t],
  );
  const series = useMemo(
    () => chart.series.map((one, index) => ({ label: labels[index], style: one.style })),
    [chart, labels],
  );
  const data: ChartData = useMemo(
    () => history.chartData(chart, scope, range),
    // `version` stands for the history's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [history, version, chart, scope, range],
  );
  const formatValue = useMemo(
    () => (value: number) => formatMetric(t, chart.unit, value),
    [t, chart.unit],
  );
  const summary = chartSummary(t, title, labels, data, formatValue, props.spanText);

  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Title order={3} size="h5">
          {title}
        </Title>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={table ? <IconChartLine size={14} /> : <IconTable size={14} />}
          aria-pressed={table}
          onClick={() => setTable(!table)}
        >
          {t('metrics.table.toggle')}
        </Button>
      </Group>
      <VisuallyHidden component="p">{summary}</VisuallyHidden>
      {table ? (
        <ChartTable title={title} labels={labels} unit={chart.unit} data={data} />
      ) : (
        <TimeChart
          series={series}
          data={data}
          range={range}
          formatValue={formatValue}
          formatTime={formatMetricTime}
          formatTick={formatMetricTick}
          thresholds={props.thresholds}
          percent={chart.unit === 'percent'}
          syncKey={props.syncKey}
          onZoom={props.onZoom}
          onResetZoom={props.onResetZoom}
        />
      )}
      {data[0].length === 0 && (
        <Text size="xs" c="dimmed">
          {t('metrics.noSamples')}
        </Text>
      )}
    </Paper>
  );
}
