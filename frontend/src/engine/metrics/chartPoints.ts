// A chart's points, read from the history's ring of slots. A chart on screen is read again at
// every sample with its range moved by one slot; rather than new arrays of every point each time
// (an hour is 3,600 points per series, about a megabyte of garbage per sample over the charts in
// view, which the browser then stops the page to collect), the arrays it was last given drop the
// slots that left the range and take the new ones.
import { copyRuns, slotRuns, type RingState } from './historyStore';
import type { ChartData } from './types';

/** Where a chart's points come from: the ring and one array per series (none: no value). */
export interface PointsSource {
  ring: RingState;
  series: readonly (Float32Array | undefined)[];
}

/** Points given for a chart, with the slots they hold (numbers as counted by `ring.written`). */
export interface GivenPoints {
  source: PointsSource;
  first: number;
  end: number;
  data: ChartData;
}

/** The number of the slot held at position `i` (the oldest held being 0). */
const slotNumber = (ring: RingState, i: number) => ring.written - ring.count + i;

/**
 * Writes the slots held at positions `start`..`end` into `data`'s arrays from index `at` on (their
 * end, to append).
 */
function copySlots(
  { ring, series }: PointsSource,
  start: number,
  end: number,
  [times, ...values]: ChartData,
  at: number,
): void {
  const runs = slotRuns(ring, start, end);
  copyRuns(ring.times, runs, times, 1000, at);
  values.forEach((into, index) => {
    const from = series[index];
    if (from) copyRuns(from, runs, into, 1, at);
    else for (let i = start; i < end; i += 1) into[at + i - start] = null;
  });
}

/** Whether `given` can be moved to the slots `first`..`end` of `source`: same arrays, overlapping. */
function movable(given: GivenPoints, source: PointsSource, first: number, end: number): boolean {
  const before = given.source;
  return (
    before.ring === source.ring &&
    before.series.length === source.series.length &&
    before.series.every((array, index) => array === source.series[index]) &&
    given.first <= first &&
    first <= given.end &&
    given.end <= end
  );
}

/**
 * The points of the slots held at positions `start`..`end` (end excluded) of `source`, reusing
 * the arrays of `given` (a chart's previous points) when they cover part of them and come from
 * the same arrays; `given`'s data must not be read afterwards (its arrays have moved).
 */
export function chartPoints(
  source: PointsSource,
  start: number,
  end: number,
  given: GivenPoints | undefined,
): GivenPoints {
  const first = slotNumber(source.ring, start);
  const last = slotNumber(source.ring, end);
  if (given && movable(given, source, first, last)) {
    const [times, ...values] = given.data;
    const dropped = first - given.first;
    if (dropped > 0) for (const array of [times, ...values]) array.splice(0, dropped);
    const data: ChartData = [times, ...values];
    copySlots(source, given.end - slotNumber(source.ring, 0), end, data, times.length);
    return { source, first, end: last, data };
  }
  const length = Math.max(0, end - start);
  const data: ChartData = [
    new Array<number>(length),
    ...source.series.map(() => new Array<number | null>(length)),
  ];
  copySlots(source, start, end, data, 0);
  return { source, first, end: last, data };
}
