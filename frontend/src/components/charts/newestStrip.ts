// The values of a chart in a strip above its plot, on a canvas of their own: while the pointer is
// off the plots, the newest point's time and each line's newest value; over a plot, those of the
// point under the crosshair (every chart of the screen follows it). Right-aligned on the plot's
// right edge: the time, then each line's marker (its colour and dash pattern, so colour is not the
// only thing telling lines apart) and value. The legend below the plot names the lines and never
// changes, so neither a new sample nor the pointer changes anything in the page's document, and
// where the chart is drawn by the charts' worker so is the strip.
import type { Area } from './plotPath';

/** The strip's height above the plot, in CSS pixels (uPlot's top padding). */
export const NEWEST_STRIP = 18;

/** What the strip shows: a time and each line's value (null: the line is hidden). */
export interface NewestValues {
  time: string | null;
  values: readonly (string | null)[];
}

/** How the strip looks: the lines' colours and dash patterns (CSS pixels), the text's colour. */
export interface StripLook {
  colors: readonly string[];
  dashes: readonly (readonly number[] | null)[];
  textColor: string;
}

/** One drawing of the strip: its canvas's size, where the plot ends (device pixels), the values. */
export interface StripFrame {
  width: number;
  height: number;
  ratio: number;
  /** The plot's right edge. */
  right: number;
  newest: NewestValues;
}

/** The strip's frame for a chart whose plot is at `plot` (device pixels) on a canvas as wide. */
export function stripFrame(
  canvasWidth: number,
  plot: Area,
  ratio: number,
  newest: NewestValues,
): StripFrame {
  return {
    width: Math.max(1, Math.round(canvasWidth * ratio)),
    height: Math.max(1, Math.round(NEWEST_STRIP * ratio)),
    ratio,
    right: plot.left + plot.width,
    newest,
  };
}

/** The part of a 2D context the strip uses. */
export type StripContext = Pick<
  CanvasRenderingContext2D,
  | 'clearRect'
  | 'save'
  | 'restore'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'lineWidth'
  | 'measureText'
  | 'fillStyle'
  | 'fillText'
  | 'strokeStyle'
  | 'setLineDash'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'stroke'
>;

const MARKER = 14;
const GAP = 4;
const SPACE = 10;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Draws the strip on its canvas; what has no room left of the canvas is left out, time first. */
export function drawNewest(ctx: StripContext, look: StripLook, frame: StripFrame): void {
  const { ratio, newest } = frame;
  const y = Math.round(frame.height / 2);
  ctx.clearRect(0, 0, frame.width, frame.height);
  ctx.save();
  ctx.font = `${Math.round(11 * ratio)}px ${FONT}`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 2 * ratio;
  let right = frame.right;
  for (let series = newest.values.length - 1; series >= 0; series -= 1) {
    const text = newest.values[series];
    if (text === null) continue;
    const width = ctx.measureText(text).width;
    if (right - width - (GAP + MARKER) * ratio < 0) {
      right = -1;
      break;
    }
    ctx.fillStyle = look.textColor;
    ctx.fillText(text, right, y);
    right -= width + GAP * ratio;
    ctx.strokeStyle = look.colors[series % look.colors.length];
    ctx.setLineDash((look.dashes[series] ?? []).map((length) => (length * ratio) / 2));
    ctx.beginPath();
    ctx.moveTo(right - MARKER * ratio, y);
    ctx.lineTo(right, y);
    ctx.stroke();
    right -= (MARKER + SPACE) * ratio;
  }
  if (newest.time !== null && right - ctx.measureText(newest.time).width >= 0) {
    ctx.fillStyle = look.textColor;
    ctx.fillText(newest.time, right, y);
  }
  ctx.restore();
}
