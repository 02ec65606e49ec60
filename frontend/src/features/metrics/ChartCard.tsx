// One chart of the Metrics screen: its title, the chart (or, toggled, the same series as a
// table), and a sentence that says to screen readers what the chart shows. Every card follows the
// samples itself: the cards in or near the viewport at each sample, reading their figures for the
// sentence (in place) and drawing their points; the others at every tenth sample, for the
// sentence only.
import { memo, useMemo, useRef, useState } from 'react';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconChartLine, IconTable } from '@tabler/icons-react';
import type { ChartData, ChartDef, MetricsScope, TimeRange } from '../../engine/metrics/types';
import type { MetricsRange } from '../../routing/screenPaths';
import {
  useMetricsSelection,
  type MetricsSnapshot,
  type MetricsSource,
} from '../../components/metrics/useMetrics';
import { useTranslation, type TranslationKey } from '../../i18n/translate';
import { TimeChart, useChartPalette } from '../../components/charts/TimeChart';
import { useInView } from '../../components/charts/useInView';
import type { ChartPalette, ChartThreshold } from '../../components/charts/chartOptions';
import { ChartTable } from './ChartTable';
import { formatMetric, formatMetricTick, formatMetricTime } from './metricUnits';
import { chartSummary } from './chartSummary';
import { visibleRange } from './metricsView';
import classes from './ChartCard.module.css';

export interface ChartCardProps {
  chart: ChartDef;
  /** The live samples, which the card follows by itself. */
  source: MetricsSource;
  scope: MetricsScope;
  /** The range the screen shows, drawn up to the newest sample. */
  rangeName: MetricsRange;
  /** A range dragged over, drawn instead. */
  zoom: TimeRange | null;
  /** When the screen opened: the range's end before the first sample. */
  openedAt: number;
  /** How the summary names the range ('in the last 15 minutes'). */
  spanText: string;
  thresholds: readonly ChartThreshold[];
  syncKey: string;
  onZoom: (range: TimeRange) => void;
  onResetZoom: () => void;
}

interface CardHeaderProps {
  title: string;
  table: boolean;
  onTable: (table: boolean) => void;
}

/** The card's title and its chart/table toggle; not rendered again by a new sample. */
const CardHeader = memo(function CardHeader({ title, table, onTable }: CardHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" mb={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Button
        size="compact-xs"
        variant="subtle"
        leftSection={table ? <IconChartLine size={14} /> : <IconTable size={14} />}
        aria-pressed={table}
        onClick={() => onTable(!table)}
      >
        {t('metrics.table.toggle')}
      </Button>
    </Group>
  );
});

interface CardChartProps extends Pick<
  ChartCardProps,
  'thresholds' | 'syncKey' | 'onZoom' | 'onResetZoom'
> {
  range: TimeRange;
  chart: ChartDef;
  table: boolean;
  title: string;
  labels: readonly string[];
  series: { label: string; style: ChartDef['series'][number]['style'] }[];
  data: ChartData;
  formatValue: (value: number) => string;
  palette: ChartPalette;
}

/**
 * The chart or its table. Far from the viewport it is given the same data and range at each
 * sample, so it is not rendered again: a screen of 22 cards renders the few in view.
 */
const CardChart = memo(function CardChart(props: CardChartProps) {
  const { chart, table, title, labels, data } = props;
  return table ? (
    <ChartTable title={title} labels={labels} unit={chart.unit} data={data} />
  ) : (
    <TimeChart
      series={props.series}
      data={data}
      range={props.range}
      formatValue={props.formatValue}
      formatTime={formatMetricTime}
      formatTick={formatMetricTick}
      thresholds={props.thresholds}
      percent={chart.unit === 'percent'}
      syncKey={props.syncKey}
      onZoom={props.onZoom}
      onResetZoom={props.onResetZoom}
      palette={props.palette}
    />
  );
});

const selectSnapshot = (snapshot: MetricsSnapshot) => snapshot;

/**
 * A card far from the viewport follows the samples this many at a time: its sentence for screen
 * readers is read again at every tenth sample rather than at each one, sparing the page the
 * figures and words of every card below the fold at every sample. Brought near (a screen reader
 * moving to it scrolls it there), it follows each sample again.
 */
const FAR_CARD_SAMPLES = 10;
const farCardSame = (earlier: MetricsSnapshot, now: MetricsSnapshot) =>
  earlier.history === now.history &&
  // The sampler's first changes (the history read back, the first samples) reach every card.
  now.version >= FAR_CARD_SAMPLES &&
  now.version - earlier.version < FAR_CARD_SAMPLES;

interface CardSamplesProps extends ChartCardProps {
  near: boolean;
  table: boolean;
  title: string;
  labels: readonly string[];
  series: CardChartProps['series'];
  palette: ChartPalette;
}

/**
 * The part of a card that follows the samples: the sentence for screen readers, the chart (or
 * table) and the "no sample" line. It alone renders again at each sample.
 */
function CardSamples(props: CardSamplesProps) {
  const { chart, source, scope, rangeName, zoom, openedAt, near, table, title, labels } = props;
  const { t } = useTranslation();
  const shown = near || table;
  const { history, version } = useMetricsSelection(
    source,
    selectSnapshot,
    shown ? Object.is : farCardSame,
  );
  const newest = history.span()?.to ?? null;
  const range = useMemo(
    () => visibleRange(rangeName, zoom, newest, openedAt),
    [rangeName, zoom, newest, openedAt],
  );
  const figures = useMemo(
    () => history.figures(chart, scope, range),
    // `version` stands for the history's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [history, version, chart, scope, range],
  );
  const none: ChartData = useMemo(() => [[], ...chart.series.map(() => [])], [chart]);
  // This card's points move along with the samples in the same arrays (see chartData).
  const [keeper] = useState(() => ({}));
  const data: ChartData = useMemo(
    () => (shown ? history.chartData(chart, scope, range, keeper) : none),
    // `version` stands for the history's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [history, version, chart, scope, range, shown, none, keeper],
  );
  // Far from the viewport the chart keeps the range it was last drawn with (the range moves with
  // every sample), so it is not rendered again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const drawnRange = useMemo(() => range, [shown && range]);
  const formatValue = useMemo(
    () => (value: number) => formatMetric(t, chart.unit, value),
    [t, chart.unit],
  );
  const summary = chartSummary(t, title, labels, figures.series, formatValue, props.spanText);
  return (
    <>
      {/* The sentence is the name of an image standing for the chart: a new one changes an
          attribute, which lays nothing out. */}
      <div className={classes.summary} role="img" aria-label={summary} />
      <CardChart
        chart={chart}
        table={table}
        title={title}
        labels={labels}
        series={props.series}
        data={data}
        range={drawnRange}
        formatValue={formatValue}
        thresholds={props.thresholds}
        syncKey={props.syncKey}
        onZoom={props.onZoom}
        onResetZoom={props.onResetZoom}
        palette={props.palette}
      />
      {figures.points === 0 && (
        <Text size="xs" c="dimmed">
          {t('metrics.noSamples')}
        </Text>
      )}
    </>
  );
}

/** A card: its frame and title render again when the screen's choices change, not per sample. */
export const ChartCard = memo(function ChartCard(props: ChartCardProps) {
  const { chart } = props;
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
  const palette = useChartPalette();
  const card = useRef<HTMLElement>(null);
  const near = useInView(card);
  return (
    <Paper ref={card} withBorder p="sm" component="section" aria-label={title}>
      <CardHeader title={title} table={table} onTable={setTable} />
      <CardSamples
        {...props}
        near={near}
        table={table}
        title={title}
        labels={labels}
        series={series}
        palette={palette}
      />
    </Paper>
  );
});
