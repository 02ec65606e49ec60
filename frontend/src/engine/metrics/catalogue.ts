// What the Metrics screen can show: the numbers read from each node's `_nodes/stats` answer
// (METRIC_FIELDS, in fields.ts), the series computed from them and the charts that draw those
// series (CHARTS).
//
// On the cluster's view, rates, counts and sizes are the nodes' sum; latencies are weighted
// (Σ Δ time / Σ Δ count over the nodes); heap and breaker percents are the highest node's (their
// legends say so); CPU and load are the nodes' mean (their legends say so too). Within a chart
// every series has its own line style.
//
// The i18n keys named here (the strings live in the locale files):
//   metrics.chart.indexingRate, metrics.chart.indexingLatency, metrics.chart.searchRate,
//   metrics.chart.searchLatency, metrics.chart.getRate, metrics.chart.heap,
//   metrics.chart.heapPercent, metrics.chart.gcCount, metrics.chart.gcTime, metrics.chart.cpu,
//   metrics.chart.load, metrics.chart.disk, metrics.chart.threadPoolQueue,
//   metrics.chart.threadPoolRejections, metrics.chart.breakers, metrics.chart.breakersTripped,
//   metrics.chart.fileDescriptors, metrics.chart.httpOpen, metrics.chart.httpOpened,
//   metrics.chart.segments, metrics.chart.merges, metrics.chart.mergeRate;
//   metrics.series.indexingRate, metrics.series.indexingLatency, metrics.series.queryRate,
//   metrics.series.fetchRate, metrics.series.queryLatency, metrics.series.fetchLatency,
//   metrics.series.getRate, metrics.series.heapUsed, metrics.series.heapMax,
//   metrics.series.heapPercentHighest, metrics.series.gcYoung, metrics.series.gcOld,
//   metrics.series.osCpuMean, metrics.series.processCpuMean, metrics.series.load1mMean,
//   metrics.series.diskUsed, metrics.series.diskAvailable, metrics.series.diskTotal,
//   metrics.series.poolWrite, metrics.series.poolSearch, metrics.series.poolGet,
//   metrics.series.breakerParentHighest, metrics.series.breakerRequestHighest,
//   metrics.series.breakerFielddataHighest, metrics.series.breakerInFlightHighest,
//   metrics.series.breakerParent, metrics.series.breakerRequest, metrics.series.breakerFielddata,
//   metrics.series.breakerInFlight, metrics.series.fdsOpen, metrics.series.fdsMax,
//   metrics.series.httpOpen, metrics.series.httpOpened, metrics.series.segments,
//   metrics.series.mergesCurrent, metrics.series.mergeRate.
import { BREAKERS, GC_GENERATIONS, THREAD_POOLS } from './fields';
import type { ChartDef, ClusterAggregate, MetricUnit, SeriesDef, SeriesFormula } from './types';

export { FIELD_INDEX, METRIC_FIELDS, metricGroups } from './fields';

const series = (
  id: string,
  label: string,
  formula: SeriesFormula,
  aggregate: ClusterAggregate,
  style = 0,
): SeriesDef => ({ id, labelKey: `metrics.series.${label}`, formula, aggregate, style });
const rate = (id: string, label: string, counterKey: string, style = 0) =>
  series(id, label, { type: 'rate', field: counterKey }, 'sum', style);
const latency = (id: string, label: string, time: string, count: string, style = 0) =>
  series(id, label, { type: 'latency', time, count }, 'weighted', style);
const level = (id: string, label: string, key: string, aggregate: ClusterAggregate, style = 0) =>
  series(id, label, { type: 'gauge', field: key }, aggregate, style);
const percent = (id: string, label: string, key: string, of: string, style = 0) =>
  series(id, label, { type: 'ratio', field: key, of }, 'max', style);

const chart = (id: string, title: string, unit: MetricUnit, ...drawn: SeriesDef[]): ChartDef => ({
  id,
  titleKey: `metrics.chart.${title}`,
  unit,
  series: drawn,
});

const POOL_LABELS = { write: 'poolWrite', search: 'poolSearch', get: 'poolGet' } as const;
const GC_LABELS = { young: 'gcYoung', old: 'gcOld' } as const;

/** Each collector's collections (`count`) or collecting time (`time`) per second. */
const collectorRates = (measure: 'count' | 'time', suffix: string) =>
  GC_GENERATIONS.map((generation, style) =>
    rate(
      `jvm.gc.${generation}.${suffix}`,
      GC_LABELS[generation],
      `jvm.gc.${generation}.${measure}`,
      style,
    ),
  );

/** The charts of the Metrics screen, in the order they are shown. */
export const CHARTS: readonly ChartDef[] = [
  chart(
    'indexing.rate',
    'indexingRate',
    'perSecond',
    rate('indexing.rate', 'indexingRate', 'indexing.index_total'),
  ),
  chart(
    'indexing.latency',
    'indexingLatency',
    'milliseconds',
    latency('indexing.latency', 'indexingLatency', 'indexing.index_time', 'indexing.index_total'),
  ),
  chart(
    'search.rate',
    'searchRate',
    'perSecond',
    rate('search.query.rate', 'queryRate', 'search.query_total'),
    rate('search.fetch.rate', 'fetchRate', 'search.fetch_total', 1),
  ),
  chart(
    'search.latency',
    'searchLatency',
    'milliseconds',
    latency('search.query.latency', 'queryLatency', 'search.query_time', 'search.query_total'),
    latency('search.fetch.latency', 'fetchLatency', 'search.fetch_time', 'search.fetch_total', 1),
  ),
  chart('get.rate', 'getRate', 'perSecond', rate('get.rate', 'getRate', 'get.total')),
  chart(
    'jvm.heap',
    'heap',
    'bytes',
    level('jvm.heap.used', 'heapUsed', 'jvm.heap_used', 'sum'),
    level('jvm.heap.max', 'heapMax', 'jvm.heap_max', 'sum', 1),
  ),
  chart(
    'jvm.heapPercent',
    'heapPercent',
    'percent',
    percent('jvm.heap.percent', 'heapPercentHighest', 'jvm.heap_used', 'jvm.heap_max'),
  ),
  chart('jvm.gc.count', 'gcCount', 'perSecond', ...collectorRates('count', 'rate')),
  chart('jvm.gc.time', 'gcTime', 'msPerSecond', ...collectorRates('time', 'time')),
  chart(
    'cpu',
    'cpu',
    'percent',
    level('os.cpu.percent', 'osCpuMean', 'os.cpu.percent', 'mean'),
    level('process.cpu.percent', 'processCpuMean', 'process.cpu.percent', 'mean', 1),
  ),
  chart('load', 'load', 'count', level('os.load1m', 'load1mMean', 'os.load_1m', 'mean')),
  chart(
    'disk',
    'disk',
    'bytes',
    series(
      'fs.used',
      'diskUsed',
      { type: 'difference', field: 'fs.total', minus: 'fs.available' },
      'sum',
    ),
    level('fs.available', 'diskAvailable', 'fs.available', 'sum', 1),
    level('fs.total', 'diskTotal', 'fs.total', 'sum', 2),
  ),
  chart(
    'threadPool.queue',
    'threadPoolQueue',
    'count',
    ...THREAD_POOLS.map((pool, style) =>
      level(
        `threadPool.${pool}.queue`,
        POOL_LABELS[pool],
        `thread_pool.${pool}.queue`,
        'sum',
        style,
      ),
    ),
  ),
  chart(
    'threadPool.rejections',
    'threadPoolRejections',
    'perSecond',
    ...THREAD_POOLS.map((pool, style) =>
      rate(
        `threadPool.${pool}.rejections`,
        POOL_LABELS[pool],
        `thread_pool.${pool}.rejected`,
        style,
      ),
    ),
  ),
  chart(
    'breakers',
    'breakers',
    'percent',
    ...BREAKERS.map(({ name, label }, style) =>
      percent(
        `breaker.${name}.percent`,
        `breaker${label}Highest`,
        `breaker.${name}.estimated`,
        `breaker.${name}.limit`,
        style,
      ),
    ),
  ),
  chart(
    'breakers.tripped',
    'breakersTripped',
    'perSecond',
    ...BREAKERS.map(({ name, label }, style) =>
      rate(`breaker.${name}.tripped`, `breaker${label}`, `breaker.${name}.tripped`, style),
    ),
  ),
  chart(
    'fileDescriptors',
    'fileDescriptors',
    'count',
    level('process.fds.open', 'fdsOpen', 'process.open_fds', 'sum'),
    level('process.fds.max', 'fdsMax', 'process.max_fds', 'sum', 1),
  ),
  chart(
    'http.open',
    'httpOpen',
    'count',
    level('http.open', 'httpOpen', 'http.current_open', 'sum'),
  ),
  chart(
    'http.opened',
    'httpOpened',
    'perSecond',
    rate('http.opened.rate', 'httpOpened', 'http.total_opened'),
  ),
  chart(
    'segments',
    'segments',
    'count',
    level('segments.count', 'segments', 'segments.count', 'sum'),
  ),
  chart(
    'merges',
    'merges',
    'count',
    level('merges.current', 'mergesCurrent', 'merges.current', 'sum'),
  ),
  chart('merges.rate', 'mergeRate', 'perSecond', rate('merges.rate', 'mergeRate', 'merges.total')),
];

/** Every series of every chart, in chart order (the history keeps one array per series). */
export const SERIES: readonly SeriesDef[] = CHARTS.flatMap((drawn) => drawn.series);

/** The position of each series in SERIES. */
export const SERIES_INDEX: ReadonlyMap<string, number> = new Map(
  SERIES.map((drawn, index) => [drawn.id, index]),
);

/** The chart with this id, if any. */
export function chartById(id: string): ChartDef | undefined {
  return CHARTS.find((drawn) => drawn.id === id);
}
