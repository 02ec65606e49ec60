// A chart's points between the page and the charts' worker: at each redraw the page works out
// what changed in uPlot's arrays since it last sent them (`pointsUpdate`: a new sample moves them
// along by one point), and the worker applies that to the points it holds (`applyUpdate`).
import type uPlot from 'uplot';
import { firstNotBefore } from '../../lib/firstNotBefore';

/** A chart's points as its worker holds them: times, and per series its values (NaN: none). */
export interface HeldPoints {
  times: number[];
  values: number[][];
}

/**
 * What changed in a chart's points since they were last sent: all of them (`replace`), or the
 * points older than `from` dropped and `times`/`values` appended.
 */
export interface PointsUpdate {
  replace: boolean;
  from: number;
  times: Float64Array;
  values: Float64Array[];
}

/** What a chart last sent of its points: its times array, how many series, first and last time. */
export interface SentPoints {
  times: ArrayLike<number>;
  series: number;
  first: number;
  last: number;
}

/** What `data` is, as sent: its times array, how many series, first and last time. */
export function sentOf([times, ...series]: uPlot.AlignedData): SentPoints {
  const count = times.length;
  return {
    times,
    series: series.length,
    first: count > 0 ? times[0] : 0,
    last: count > 0 ? times[count - 1] : 0,
  };
}

const toFloats = (values: ArrayLike<number | null | undefined>, start: number) => {
  const floats = new Float64Array(Math.max(0, values.length - start));
  for (let i = 0; i < floats.length; i += 1) floats[i] = values[start + i] ?? Number.NaN;
  return floats;
};

/**
 * What changed in `data` since `sent`: nothing (null), the points older than its first dropped
 * and those after the last sent appended (the chart's arrays moved along with a new sample), or
 * all of them (new arrays, a chart that now starts earlier, or nothing sent yet).
 */
export function pointsUpdate(
  data: uPlot.AlignedData,
  sent: SentPoints | null,
): PointsUpdate | null {
  const [times, ...series] = data;
  const count = times.length;
  const replace =
    !sent ||
    sent.times !== times ||
    sent.series !== series.length ||
    count === 0 ||
    times[0] < sent.first;
  let start = 0;
  if (!replace) {
    start = count;
    while (start > 0 && times[start - 1] > sent.last) start -= 1;
    if (start === count && times[0] === sent.first) return null;
  }
  return {
    replace,
    from: count > 0 ? times[0] : 0,
    times: toFloats(times, start),
    values: series.map((values) => toFloats(values, start)),
  };
}

/** The points after `update`: a new set, or the old ones moved along. */
export function applyUpdate(points: HeldPoints, update: PointsUpdate): HeldPoints {
  if (update.replace || points.values.length !== update.values.length) {
    return { times: Array.from(update.times), values: update.values.map((v) => Array.from(v)) };
  }
  const dropped = firstNotBefore(points.times, update.from);
  if (dropped > 0) {
    points.times.splice(0, dropped);
    for (const values of points.values) values.splice(0, dropped);
  }
  for (let i = 0; i < update.times.length; i += 1) points.times.push(update.times[i]);
  update.values.forEach((appended, series) => {
    const values = points.values[series];
    for (let i = 0; i < appended.length; i += 1) values.push(appended[i]);
  });
  return points;
}
