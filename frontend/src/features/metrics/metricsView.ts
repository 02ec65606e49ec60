// What the Metrics screen shows, worked out from its address and the history: the scope and the
// range it names, the span of time the charts draw (a zoom, or the range up to the newest
// sample), and per chart its threshold lines, its rows for the table view and the numbers of its
// spoken summary.
import { METRICS_RANGES, type MetricsRange } from '../../routing/screenPaths';
import type { ChartData, ChartDef, MetricsScope, TimeRange } from '../../engine/metrics/types';
import { BREAKER_ALERT_PERCENT, HEAP_ALERT_PERCENT } from '../../engine/metrics/historyAlerts';
import { thresholdFraction, WATERMARK_LEVELS, type DiskWatermarks } from '../../engine/watermarks';

/** The range shown when the address names none. */
export const DEFAULT_RANGE: MetricsRange = '15m';

export const RANGE_MS: Record<MetricsRange, number> = {
  '5m': 5 * 60_000,
  '15m': 15 * 60_000,
  '1h': 60 * 60_000,
};

/** The range the address names; the default for none or an unknown one. */
export function shownRange(param: string | null): MetricsRange {
  return METRICS_RANGES.find((range) => range === param) ?? DEFAULT_RANGE;
}

/** One node's metrics when the address names a node, the cluster's otherwise. */
export function shownScope(param: string | null): MetricsScope {
  return param ? { kind: 'node', id: param } : { kind: 'cluster' };
}

/**
 * The span the charts draw: the zoom when there is one, else `range` up to the newest sample
 * (up to `now` before the first one), so that the newest sample is at the right edge.
 */
export function visibleRange(
  range: MetricsRange,
  zoom: TimeRange | null,
  newest: number | null,
  now: number,
): TimeRange {
  if (zoom) return zoom;
  const to = newest ?? now;
  return { from: to - RANGE_MS[range], to };
}

/** A horizontal mark on a chart: the value and what it stands for. */
export interface ThresholdMark {
  value: number;
  /** Which mark it is: heap, breaker, or a disk watermark. */
  kind: 'heap' | 'breaker' | 'low' | 'high' | 'flood';
}

/**
 * The lines a chart draws: 85 % on heap, 90 % on breakers, and on disk the used bytes at which
 * `diskTotal` (the total shown) passes each watermark in force.
 */
export function thresholdMarks(
  chart: ChartDef,
  diskTotal: number | null,
  watermarks: DiskWatermarks | null,
): ThresholdMark[] {
  if (chart.id === 'jvm.heapPercent') return [{ value: HEAP_ALERT_PERCENT, kind: 'heap' }];
  if (chart.id === 'breakers') return [{ value: BREAKER_ALERT_PERCENT, kind: 'breaker' }];
  if (chart.id !== 'disk' || !watermarks?.enabled || diskTotal === null || diskTotal <= 0) {
    return [];
  }
  return WATERMARK_LEVELS.flatMap((kind) => {
    const fraction = thresholdFraction(watermarks[kind], diskTotal);
    return fraction === null ? [] : [{ value: fraction * diskTotal, kind }];
  });
}

/** One row of a chart's table view: a sample's time and its value of each series. */
export interface ChartRow {
  time: number;
  values: readonly (number | null)[];
}

/** The chart's samples in the range, newest first, for the table view. */
export function chartRows(data: ChartData): ChartRow[] {
  const [times, ...series] = data;
  const rows: ChartRow[] = new Array<ChartRow>(times.length);
  for (let i = 0; i < times.length; i += 1) {
    rows[times.length - 1 - i] = {
      time: times[i] * 1000,
      values: series.map((values) => values[i] ?? null),
    };
  }
  return rows;
}
