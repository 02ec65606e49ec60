// A time chart drawn on a 2D canvas of its own: its grid, axes' ticks and values, lines, point
// markers and threshold marks, where uPlot laid them out. What the charts' worker
// (chartDraw.worker.ts) does with the points, scales and ticks each redraw of a chart sends it.
// Each line keeps its colour, width and dash pattern; its path is plotPath.ts's.
import type { HeldPoints } from './pointsUpdate';
import { drawnRange, placeOf, tracePath, type Area, type Place, type PlotScales } from './plotPath';

/** The page's device pixels per CSS pixel (1 where it says none). */
export function pixelRatio(): number {
  return typeof devicePixelRatio === 'number' && devicePixelRatio > 0 ? devicePixelRatio : 1;
}

/** How each line of a chart looks (by series, in order), and its axes. */
export interface DrawLook {
  colors: readonly string[];
  /** Dash patterns in CSS pixels; null draws a solid line. */
  dashes: readonly (readonly number[] | null)[];
  /** Point markers hollow (filled with the background) rather than filled. */
  hollow: readonly boolean[];
  thresholdColor: string;
  axisColor: string;
  gridColor: string;
  background: string;
}

/** An axis's ticks: where they are (in the scale's unit; null: none) and their texts. */
export interface AxisTicks {
  splits: readonly (number | null)[];
  labels: readonly string[];
}

/** A threshold mark: a value of the y axis and its text. */
export interface ThresholdLine {
  value: number;
  label: string;
}

/**
 * One redraw: the canvas's size and the plot's place in it in device pixels, the scales and their
 * ticks, and which lines show how wide.
 */
export interface DrawFrame extends PlotScales {
  width: number;
  height: number;
  /** Device pixels per CSS pixel. */
  ratio: number;
  ticks: { x: AxisTicks; y: AxisTicks };
  shown: readonly boolean[];
  /** Line widths in CSS pixels, by series. */
  widths: readonly number[];
  thresholds: readonly ThresholdLine[];
}

/** The part of a 2D context the drawing uses (a canvas's or an offscreen canvas's). */
export type DrawContext = Pick<
  CanvasRenderingContext2D,
  | 'beginPath'
  | 'rect'
  | 'clip'
  | 'arc'
  | 'fill'
  | 'fillRect'
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

/** The threshold texts' size in CSS pixels. */
const LABEL_SIZE = 11;

/**
 * Draws each threshold as a dashed line across the plot with its text above its right end; texts
 * of lines close together go side by side, right to left, rather than over each other. The texts
 * come after every line, each on a patch of the plot's `background`, so that a line close above
 * (another watermark, a series) does not run through it.
 */
export function drawThresholdLines(
  ctx: DrawContext,
  area: Area,
  ratio: number,
  toY: (value: number) => number,
  thresholds: readonly ThresholdLine[],
  colors: { line: string; background: string },
): void {
  ctx.save();
  ctx.strokeStyle = colors.line;
  ctx.lineWidth = ratio;
  ctx.setLineDash([6 * ratio, 4 * ratio]);
  ctx.font = `${LABEL_SIZE * ratio}px sans-serif`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'bottom';
  const rightEnd = area.left + area.width - 4 * ratio;
  let previousY = -Infinity;
  let right = rightEnd;
  const labels: { text: string; right: number; bottom: number; width: number }[] = [];
  for (const threshold of thresholds) {
    const y = Math.round(toY(threshold.value));
    if (y < area.top || y > area.top + area.height) continue;
    ctx.beginPath();
    ctx.moveTo(area.left, y);
    ctx.lineTo(area.left + area.width, y);
    ctx.stroke();
    if (Math.abs(y - previousY) >= 14 * ratio) right = rightEnd;
    const width = ctx.measureText(threshold.label).width;
    labels.push({ text: threshold.label, right, bottom: y - 2 * ratio, width });
    right -= width + 10 * ratio;
    previousY = y;
  }
  const pad = 2 * ratio;
  const height = (LABEL_SIZE + 2) * ratio;
  for (const label of labels) {
    ctx.fillStyle = colors.background;
    ctx.fillRect(
      label.right - label.width - pad,
      label.bottom - height,
      label.width + 2 * pad,
      height,
    );
    ctx.fillStyle = colors.line;
    ctx.fillText(label.text, label.right, label.bottom);
  }
  ctx.restore();
}

/** uPlot's axis font, at the canvas's ratio. */
const AXIS_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const axisFont = (ratio: number) => `${Math.round(12 * ratio)}px ${AXIS_FONTS}`;
/** uPlot's tick length and the gap between a tick and its value, in CSS pixels. */
const TICK = 10;
const GAP = 5;

/** A crisp line of `width` device pixels at `position`: on a pixel's middle when it is odd. */
const crisp = (position: number, width: number) =>
  Math.round(position) + (Math.round(width) % 2 === 1 ? 0.5 : 0);

/** The grid across the plot and the ticks and values of the time axis (below) and y axis (left). */
export function drawAxes(ctx: DrawContext, look: DrawLook, frame: DrawFrame): void {
  const { plot, ratio, ticks } = frame;
  const place = placeOf(frame);
  const line = Math.max(1, Math.round(ratio));
  const tick = TICK * ratio;
  ctx.save();
  ctx.setLineDash([]);
  ctx.lineWidth = line;
  ctx.strokeStyle = look.gridColor;
  ctx.beginPath();
  ticks.x.splits.forEach((split) => {
    if (split === null) return;
    const x = crisp(place.x(split), line);
    ctx.moveTo(x, plot.top);
    ctx.lineTo(x, plot.top + plot.height + tick);
  });
  ticks.y.splits.forEach((split) => {
    if (split === null) return;
    const y = crisp(place.y(split), line);
    ctx.moveTo(plot.left - tick, y);
    ctx.lineTo(plot.left + plot.width, y);
  });
  ctx.stroke();
  ctx.fillStyle = look.axisColor;
  ctx.font = axisFont(ratio);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  const below = plot.top + plot.height + tick + GAP * ratio;
  ticks.x.splits.forEach((split, index) => {
    const label = ticks.x.labels[index];
    if (split !== null && label) ctx.fillText(label, Math.round(place.x(split)), below);
  });
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  const left = plot.left - tick - GAP * ratio;
  ticks.y.splits.forEach((split, index) => {
    const label = ticks.y.labels[index];
    if (split !== null && label) ctx.fillText(label, left, Math.round(place.y(split)));
  });
  ctx.restore();
}

/** uPlot's point markers: 6 CSS pixels across, drawn where points are 12 or more pixels apart. */
const MARKER_SIZE = 6;
const MARKER_LINE = 2;

/** Whether a line's points are far enough apart for markers. */
function markersShown(times: readonly number[], frame: DrawFrame): boolean {
  const { start, end } = drawnRange(times, frame.x);
  return end - start <= 1 || (end - start - 1) * 2 * MARKER_SIZE * frame.ratio <= frame.plot.width;
}

function drawMarkers(
  ctx: DrawContext,
  times: readonly number[],
  values: readonly number[],
  place: Place,
  frame: DrawFrame,
  fill: string,
): void {
  const { start, end } = drawnRange(times, frame.x);
  const radius = ((MARKER_SIZE - MARKER_LINE) / 2) * frame.ratio;
  ctx.setLineDash([]);
  ctx.lineWidth = MARKER_LINE * frame.ratio;
  ctx.fillStyle = fill;
  ctx.beginPath();
  for (let i = start; i < end; i += 1) {
    if (Number.isNaN(values[i])) continue;
    const x = Math.round(place.x(times[i]));
    const y = Math.round(place.y(values[i]));
    ctx.moveTo(x + radius, y);
    ctx.arc(x, y, radius, 0, 2 * Math.PI);
  }
  ctx.fill();
  ctx.stroke();
}

/** One redraw of a chart: its grid and axes, its lines and markers in the plot, its thresholds. */
export function drawChart(
  ctx: DrawContext,
  points: HeldPoints,
  look: DrawLook,
  frame: DrawFrame,
): void {
  const { plot, ratio } = frame;
  ctx.clearRect(0, 0, frame.width, frame.height);
  drawAxes(ctx, look, frame);
  const place = placeOf(frame);
  const markers = markersShown(points.times, frame);
  ctx.save();
  ctx.beginPath();
  ctx.rect(plot.left, plot.top, plot.width, plot.height);
  ctx.clip();
  ctx.lineJoin = 'round';
  points.values.forEach((values, series) => {
    if (frame.shown[series] === false) return;
    const color = look.colors[series % look.colors.length];
    ctx.strokeStyle = color;
    ctx.lineWidth = (frame.widths[series] ?? 1) * ratio;
    ctx.setLineDash((look.dashes[series] ?? []).map((length) => length * ratio));
    ctx.beginPath();
    tracePath(ctx, points.times, values, frame);
    ctx.stroke();
    if (markers) {
      const fill = look.hollow[series] ? look.background : color;
      drawMarkers(ctx, points.times, values, place, frame, fill);
    }
  });
  ctx.restore();
  if (frame.thresholds.length === 0) return;
  drawThresholdLines(ctx, plot, ratio, place.y, frame.thresholds, {
    line: look.thresholdColor,
    background: look.background,
  });
}
