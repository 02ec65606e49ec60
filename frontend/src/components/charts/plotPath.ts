// Where a chart's values fall on its canvas, and the path of one line: the points drawn from the
// last one before the x range to the first one after it, dense lines thinned to what a pixel
// column can show (its lowest and highest value, entered and left where the line does), gaps
// (NaN) breaking the line.
import { firstNotBefore } from '../../lib/firstNotBefore';

/** A rectangle of the canvas, in device pixels. */
export interface Area {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The plot's place on the canvas and the ranges of its scales. */
export interface PlotScales {
  plot: Area;
  x: readonly [number, number];
  y: readonly [number, number];
}

/** Where values of the scales fall on the canvas (device pixels). */
export interface Place {
  x: (value: number) => number;
  y: (value: number) => number;
}

/** The plot's scales as positions on the canvas. */
export function placeOf({ plot, x, y }: PlotScales): Place {
  const xScale = x[1] > x[0] ? plot.width / (x[1] - x[0]) : 0;
  const yScale = y[1] > y[0] ? plot.height / (y[1] - y[0]) : 0;
  return {
    x: (value) => plot.left + (value - x[0]) * xScale,
    y: (value) => plot.top + plot.height - (value - y[0]) * yScale,
  };
}

/** The indexes of the points drawn: from the last one before the x range to the first after it. */
export function drawnRange(times: readonly number[], [x0, x1]: readonly [number, number]) {
  return {
    start: Math.max(0, firstNotBefore(times, x0) - 1),
    end: Math.min(times.length, firstNotBefore(times, x1) + 1),
  };
}

/**
 * Adds one line's path to `ctx`: the points from the last one before the x range to the first
 * one after it, one pixel column at a time (where several points fall in a column: in at the
 * first, down and up to the lowest and highest, out at the last).
 */
export function tracePath(
  ctx: Pick<CanvasRenderingContext2D, 'moveTo' | 'lineTo'>,
  times: readonly number[],
  values: readonly number[],
  frame: PlotScales,
): void {
  const place = placeOf(frame);
  const { start, end } = drawnRange(times, frame.x);
  let column = Number.NaN;
  let low = 0;
  let high = 0;
  let last = 0;
  let penDown = false;
  const flush = () => {
    if (Number.isNaN(column)) return;
    if (low !== high) {
      ctx.lineTo(column, low);
      ctx.lineTo(column, high);
      ctx.lineTo(column, last);
    }
    column = Number.NaN;
  };
  for (let i = start; i < end; i += 1) {
    const value = values[i];
    if (Number.isNaN(value)) {
      flush();
      penDown = false;
      continue;
    }
    const x = Math.round(place.x(times[i]));
    const y = Math.round(place.y(value));
    if (x === column) {
      if (y < low) low = y;
      if (y > high) high = y;
      last = y;
      continue;
    }
    flush();
    if (penDown) ctx.lineTo(x, y);
    else ctx.moveTo(x, y);
    penDown = true;
    column = x;
    low = y;
    high = y;
    last = y;
  }
  flush();
}
