// The shapes the live metrics share: what one sample of `_nodes/stats` becomes, the series the
// charts draw from it, and the history kept while the page is open. The sampler (api/metrics)
// fills a `MetricsHistory`; the Metrics screen, the dashboard's and the nodes table's sparklines
// read from it.

/** How a raw statistic is read: a cumulative counter (drawn as a rate) or a value as it is. */
export type FieldKind = 'counter' | 'gauge';

/** The `_nodes/stats` metric groups the console reads (the path's `{metric}` part). */
export type MetricGroup =
  'indices' | 'jvm' | 'os' | 'process' | 'fs' | 'thread_pool' | 'breaker' | 'http';

/** One number read from each node's statistics. */
export interface MetricField {
  /** Stable key, e.g. 'indexing.index_total'. */
  key: string;
  group: MetricGroup;
  /** Path below `nodes.{id}`, e.g. ['indices', 'indexing', 'index_total']. */
  path: readonly string[];
  kind: FieldKind;
}

/** The unit a chart's axis speaks. */
export type MetricUnit =
  'perSecond' | 'milliseconds' | 'msPerSecond' | 'bytes' | 'percent' | 'count';

/**
 * How a drawn series is computed from a node's fields:
 * - rate: the difference of a counter over the seconds between two samples;
 * - latency: Δ time field / Δ count field (milliseconds per operation), nothing when Δ count is 0;
 * - gauge: the field as it is;
 * - ratio: field / other field × 100;
 * - difference: field − other field (a disk's used bytes: its total less what is available).
 */
export type SeriesFormula =
  | { type: 'rate'; field: string }
  | { type: 'latency'; time: string; count: string }
  | { type: 'gauge'; field: string }
  | { type: 'ratio'; field: string; of: string }
  | { type: 'difference'; field: string; minus: string };

/**
 * How the cluster's value of a series is made from its nodes': summed, averaged, the largest,
 * or (latencies) Σ Δ time / Σ Δ count over the nodes.
 */
export type ClusterAggregate = 'sum' | 'mean' | 'max' | 'weighted';

export interface SeriesDef {
  /** Stable id, e.g. 'search.query.rate'. */
  id: string;
  /** i18n key of its legend (under `metrics.series.*`). */
  labelKey: string;
  formula: SeriesFormula;
  aggregate: ClusterAggregate;
  /**
   * Index of its line style within its chart (0 solid, 1 dashed, 2 dotted, 3 dash-dot): colour
   * is never the only thing telling two series apart.
   */
  style: number;
}

export interface ChartDef {
  /** Stable id, e.g. 'search.rate'. */
  id: string;
  /** i18n key of its title (under `metrics.chart.*`). */
  titleKey: string;
  unit: MetricUnit;
  series: readonly SeriesDef[];
}

/** One node in one sample: its identity and its fields' values in `METRIC_FIELDS` order. */
export interface NodeSample {
  id: string;
  name: string;
  roles: readonly string[];
  /** The node's own clock when it answered (`timestamp`, ms), the rates' time base. */
  timestamp: number;
  /** NaN where the node did not send the field (a group the engine or version lacks). */
  values: Float64Array;
}

/** One answer of `_nodes/stats`, read. */
export interface MetricsSample {
  /** When the answer arrived, in ms since the epoch (the charts' x axis). */
  time: number;
  nodes: readonly NodeSample[];
}

/** Whose series a view draws: the whole cluster's or one node's. */
export type MetricsScope = { kind: 'cluster' } | { kind: 'node'; id: string };

/** The range of time a view shows, in ms since the epoch. */
export interface TimeRange {
  from: number;
  to: number;
}

/**
 * A chart's data in uPlot's aligned form: the sample times in seconds, then one array per series
 * of the chart (null where there is a gap: a pause, a failed sample, a counter reset, a node not
 * there yet or gone).
 */
export type ChartData = [times: number[], ...series: (number | null)[][]];

/** A threshold crossed on the newest sample. */
export interface MetricsAlert {
  kind: 'heap' | 'rejections' | 'breaker' | 'disk';
  nodeId: string;
  nodeName: string;
  /** The value that crossed (percent for heap, breaker and disk; rejections per second). */
  value: number;
  /** The threshold it crossed (percent), or the watermark's name for disk. */
  limit: number | 'low' | 'high' | 'flood';
  /** The breaker's name, for breaker alerts. */
  detail?: string;
}

/** The nodes the history has seen in its window, for the node picker. */
export interface KnownNode {
  id: string;
  name: string;
  roles: readonly string[];
  /** false when the newest sample did not include it (it left or stopped answering). */
  present: boolean;
}

/** The newest value of a series in a range, and its lowest and highest (null: none there). */
export interface SeriesFigures {
  now: number | null;
  min: number | null;
  max: number | null;
}

/** What a chart's summary says: how many samples the range holds, and each series' figures. */
export interface ChartFigures {
  points: number;
  series: SeriesFigures[];
}

/** What the Metrics screen and the sparklines read from the sampler's history. */
export interface MetricsHistoryView {
  /** Bumps on every change (for `useSyncExternalStore`). */
  readonly version: number;
  /** Seconds between samples the history was sized for. */
  readonly intervalSeconds: number;
  nodes(): readonly KnownNode[];
  /** Time of the oldest and newest slot held (ms), null when empty. */
  span(): TimeRange | null;
  /**
   * The chart's points in the range. With a `keeper` (an object standing for one chart on
   * screen), the arrays given to it last time are moved to the range and given again, in a new
   * tuple: the data given before to the same keeper must not be read any more.
   */
  chartData(chart: ChartDef, scope: MetricsScope, range: TimeRange, keeper?: object): ChartData;
  /** The chart's figures in the range, read without copying its points. */
  figures(chart: ChartDef, scope: MetricsScope, range: TimeRange): ChartFigures;
  /** The newest value of one series (null when none), for sparkline captions and summaries. */
  latest(seriesId: string, scope: MetricsScope): number | null;
  alerts(): readonly MetricsAlert[];
  /** The samples in the range as CSV: time, node, then one column per series. */
  csv(range: TimeRange): string;
  /** Bytes the held arrays take (the bounded memory the note reports). */
  bytes(): number;
}
