// The small live lines of the dashboard and the nodes table: heap used, documents indexed and
// search queries, each over the last 15 minutes up to the newest sample, read from the page's
// metrics history, with the newest, lowest and highest values for their captions and the sentence
// a screen reader hears ('Heap: 42% now, between 30% and 55% in the last 15 minutes').
import { errorReason } from '../../api/errors';
import type { MetricsSnapshot } from '../../api/metrics/samplerTypes';
import { chartById } from '../../engine/metrics/catalogue';
import type {
  ChartDef,
  MetricsHistoryView,
  MetricsScope,
  MetricUnit,
} from '../../engine/metrics/types';
import type { TFunction, TranslationKey } from '../../i18n/translate';
import { formatLocale, formatPercent, numberFormat } from '../../lib/locale';

export type SparklineKey = 'heap' | 'indexing' | 'search';

export interface SparklineDef {
  key: SparklineKey;
  unit: Extract<MetricUnit, 'percent' | 'perSecond'>;
  /** The catalogue's chart cut to the one series drawn (the history computes only that one). */
  chart: ChartDef;
}

/** The span the lines show, up to the newest sample. */
export const SPARKLINE_RANGE_MS = 15 * 60_000;

function oneSeries(chartId: string, seriesId: string): ChartDef {
  const chart = chartById(chartId);
  const series = chart?.series.find((one) => one.id === seriesId);
  if (!chart || !series) throw new Error(`no series ${seriesId} in chart ${chartId}`);
  return { ...chart, series: [series] };
}

/** Heap (the cluster's: its highest node), then the two rates (the cluster's: the nodes' sum). */
export const SPARKLINES: readonly SparklineDef[] = [
  { key: 'heap', unit: 'percent', chart: oneSeries('jvm.heapPercent', 'jvm.heap.percent') },
  { key: 'indexing', unit: 'perSecond', chart: oneSeries('indexing.rate', 'indexing.rate') },
  { key: 'search', unit: 'perSecond', chart: oneSeries('search.rate', 'search.query.rate') },
];

export interface SparklineFigures {
  /** The line's points, oldest first, null for a gap; the range before the first sample is empty. */
  values: (number | null)[];
  /** The newest sample's value: null when it is a gap (a failed sample) or there is none. */
  now: number | null;
  min: number | null;
  max: number | null;
}

export const NO_FIGURES: SparklineFigures = { values: [], now: null, min: null, max: null };

/**
 * The last `rangeMs` of one series up to the newest sample, in at most `points` points: the part
 * of the range the history does not reach yet is left empty (the line grows from the right), and
 * neighbouring samples are averaged when there are more than `points`. The newest, lowest and
 * highest values are the samples' own.
 */
export function sparklineFigures(
  history: MetricsHistoryView,
  def: SparklineDef,
  scope: MetricsScope,
  points: number,
  rangeMs = SPARKLINE_RANGE_MS,
): SparklineFigures {
  const span = history.span();
  if (!span) return NO_FIGURES;
  const range = { from: span.to - rangeMs + 1, to: span.to };
  const [times, series = []] = history.chartData(def.chart, scope, range);
  const intervalMs = history.intervalSeconds * 1000;
  const missing = times.length > 0 ? (times[0] * 1000 - range.from) / intervalMs : 0;
  const padded = [...new Array<null>(Math.max(0, Math.floor(missing))).fill(null), ...series];
  let min: number | null = null;
  let max: number | null = null;
  for (const value of series) {
    if (value === null) continue;
    if (min === null || value < min) min = value;
    if (max === null || value > max) max = value;
  }
  const now = series.length > 0 ? series[series.length - 1] : null;
  return { values: averaged(padded, points), now, min, max };
}

/** `values` in at most `points` points, each the mean of the values it stands for (null: none). */
function averaged(values: (number | null)[], points: number): (number | null)[] {
  const per = Math.ceil(values.length / Math.max(1, points));
  if (per <= 1) return values;
  const out: (number | null)[] = [];
  for (let start = 0; start < values.length; start += per) {
    let sum = 0;
    let count = 0;
    for (let i = start; i < Math.min(start + per, values.length); i += 1) {
      const value = values[i];
      if (value === null) continue;
      sum += value;
      count += 1;
    }
    out.push(count > 0 ? sum / count : null);
  }
  return out;
}

/** A value in its unit, the chosen language's way: '42%', '1,234/s', '0.5/s'. */
export function formatSparklineValue(t: TFunction, unit: SparklineDef['unit'], value: number) {
  if (unit === 'percent') return formatPercent(value, Math.abs(value) >= 10 ? 0 : 1);
  const digits = Math.abs(value) >= 100 ? 0 : 1;
  const text = numberFormat(formatLocale(), { maximumFractionDigits: digits }).format(value);
  return t('metrics.sparklines.perSecond', { value: text });
}

/** The line's name: the cluster's heap is its highest node's, and says so. */
export function sparklineName(t: TFunction, key: SparklineKey, scope: MetricsScope): string {
  const name: TranslationKey =
    key === 'heap' && scope.kind === 'cluster'
      ? 'metrics.sparklines.heapHighest'
      : `metrics.sparklines.${key}`;
  return t(name);
}

/** What a screen reader hears for the line, and what its tooltip says. */
export function sparklineLabel(
  t: TFunction,
  name: string,
  unit: SparklineDef['unit'],
  { now, min, max }: SparklineFigures,
): string {
  if (min === null || max === null) return t('metrics.sparklines.labelEmpty', { series: name });
  const format = (value: number) => formatSparklineValue(t, unit, value);
  return t(now === null ? 'metrics.sparklines.labelNoNow' : 'metrics.sparklines.label', {
    series: name,
    now: now === null ? '' : format(now),
    min: format(min),
    max: format(max),
  });
}

/**
 * Whether a view shows its live lines: once the sampler has an answer or a failure to tell of,
 * never while the first answer is awaited (so that an engine without node statistics shows no
 * empty space for a moment) nor on such an engine.
 */
export function sparklinesShown({ status, history }: MetricsSnapshot): boolean {
  if (status.state === 'sampling' || status.state === 'failed') return true;
  return status.state === 'paused' && history.span() !== null;
}

/** Why the newest sample failed, in words; null while sampling goes well. */
export function sparklineFailure(t: TFunction, { status }: MetricsSnapshot): string | null {
  if (status.state !== 'failed') return null;
  return t('metrics.sparklines.failed', { reason: errorReason(status.error).reason });
}
