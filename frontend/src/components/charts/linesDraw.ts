// A time chart's lines and threshold marks drawn on a 2D canvas of their own, the size of the
// plot: what the lines' worker (lines.worker.ts) does with the points and scales each redraw of
// the chart sends it. Dense lines are thinned to what a pixel column can show (its lowest and
// highest value, entered and left where the line does), gaps (NaN) break the line, and each line
// keeps its colour, width and dash pattern.

/** A chart's points as its worker holds them: times, and per series its values (NaN: none). */
export interface LinePoints {
  times: number[];
  values: number[][];
}

/**
 * What changed in a chart's points since they were last sent: all of them (`replace`), or the
 * points older than `from` dropped and `times`/`values` appended.
 */
export interface LinesUpdate {
  replace: boolean;
  from: number;
  times: Float64Array;
  values: Float64Array[];
}

/** How each line of a chart looks (by series, in order). */
export interface LinesLook {
  colors: readonly string[];
  /** Dash patterns in CSS pixels; null draws a solid line. */
  dashes: readonly (readonly number[] | null)[];
  thresholdColor: string;
}

/** A threshold mark: a value of the y axis and its text. */
export interface ThresholdLine {
  value: number;
  label: string;
}

/** One redraw: the canvas's size in device pixels, the scales, and which lines show how wide. */
export interface LinesFrame {
  width: number;
  height: number;
  /** Device pixels per CSS pixel. */
  ratio: number;
  x: readonly [number, number];
  y: readonly [number, number];
  shown: readonly boolean[];
  /** Line widths in CSS pixels, by series. */
  widths: readonly number[];
  thresholds: readonly ThresholdLine[];
}

/** The points after `update`: a new set, or the old ones moved along. */
export function applyUpdate(points: LinePoints, update: LinesUpdate): LinePoints {
  if (update.replace || points.values.length !== update.values.length) {
    return { times: Array.from(update.times), values: update.values.map((v) => Array.from(v)) };
  }
  let dropped = 0;
  while (dropped < points.times.length && points.times[dropped] < update.from) dropped += 1;
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

/** The part of a 2D context the drawing uses (a canvas's or an offscreen canvas's). */
export type LinesContext = Pick<
  CanvasRenderingContext2D,
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'stroke'
  | 'clearRect'
  | 'setLineDash'
  | 'fillText'
  | 'measureText'
  | 'save'
  | 'restore'
  | 'strokeStyle'
  | 'fillStyle'
  | 'lineWidth'
  | 'lineJoin'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
>;

/** The first index whose time is at least `time` (times ascending). */
function firstAtLeast(times: readonly number[], time: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (times[middle] < time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Adds one line's path to `ctx`: the points from the last one before the x range to the first
 * one after it, one pixel column at a time (where several points fall in a column: in at the
 * first, down and up to the lowest and highest, out at the last).
 */
export function tracePath(
  ctx: Pick<LinesContext, 'moveTo' | 'lineTo'>,
  times: readonly number[],
  values: readonly number[],
  frame: Pick<LinesFrame, 'width' | 'height' | 'x' | 'y'>,
): void {
  const [x0, x1] = frame.x;
  const [y0, y1] = frame.y;
  const xScale = x1 > x0 ? frame.width / (x1 - x0) : 0;
  const yScale = y1 > y0 ? frame.height / (y1 - y0) : 0;
  const start = Math.max(0, firstAtLeast(times, x0) - 1);
  const end = Math.min(times.length, firstAtLeast(times, x1) + 1);
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
    const x = Math.round((times[i] - x0) * xScale);
    const y = Math.round(frame.height - (value - y0) * yScale);
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

/**
 * Draws each threshold as a dashed line across the plot with its text above its right end; texts
 * of lines close together go side by side, right to left, rather than over each other.
 */
export function drawThresholdLines(
  ctx: LinesContext,
  area: { left: number; top: number; width: number; height: number },
  ratio: number,
  toY: (value: number) => number,
  thresholds: readonly ThresholdLine[],
  color: string,
): void {
  ctx.save();
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = ratio;
  ctx.setLineDash([6 * ratio, 4 * ratio]);
  ctx.font = `${11 * ratio}px sans-serif`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'bottom';
  const rightEnd = area.left + area.width - 4 * ratio;
  let previousY = -Infinity;
  let right = rightEnd;
  for (const threshold of thresholds) {
    const y = Math.round(toY(threshold.value));
    if (y < area.top || y > area.top + area.height) continue;
    ctx.beginPath();
    ctx.moveTo(area.left, y);
    ctx.lineTo(area.left + area.width, y);
    ctx.stroke();
    if (Math.abs(y - previousY) >= 14 * ratio) right = rightEnd;
    ctx.fillText(threshold.label, right, y - 2 * ratio);
    right -= ctx.measureText(threshold.label).width + 10 * ratio;
    previousY = y;
  }
  ctx.restore();
}

/** One redraw of a chart's lines and threshold marks on a canvas the size of its plot. */
export function drawLines(
  ctx: LinesContext,
  points: LinePoints,
  look: LinesLook,
  frame: LinesFrame,
): void {
  const { width, height, ratio } = frame;
  ctx.clearRect(0, 0, width, height);
  ctx.lineJoin = 'round';
  points.values.forEach((values, series) => {
    if (frame.shown[series] === false) return;
    ctx.strokeStyle = look.colors[series % look.colors.length];
    ctx.lineWidth = (frame.widths[series] ?? 1) * ratio;
    ctx.setLineDash((look.dashes[series] ?? []).map((length) => length * ratio));
    ctx.beginPath();
    tracePath(ctx, points.times, values, frame);
    ctx.stroke();
  });
  if (frame.thresholds.length === 0) return;
  const [y0, y1] = frame.y;
  const yScale = y1 > y0 ? height / (y1 - y0) : 0;
  drawThresholdLines(
    ctx,
    { left: 0, top: 0, width, height },
    ratio,
    (value) => height - (value - y0) * yScale,
    frame.thresholds,
    look.thresholdColor,
  );
}
