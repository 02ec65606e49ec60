// A time chart drawn by the page's charts worker (chartWorker.ts) on a canvas in place of uPlot's,
// handed to it. uPlot keeps the layout (the plot's place, the axes' ticks and values), the legend,
// the crosshair and the drag to zoom on the page, and draws nothing; at each of its redraws the
// worker is sent only what changed in the points (a new sample: one point per series), the scales
// and the ticks, so that a chart of an hour of points costs the page's main thread neither
// building nor rasterising it. Where a browser cannot hand a canvas to a worker (or the worker
// failed), uPlot draws the chart itself.
import type uPlot from 'uplot';
import { canDrawOffscreen, handCanvas, send } from './chartWorker';
import {
  pixelRatio,
  type AxisTicks,
  type DrawFrame,
  type DrawLook,
  type ThresholdLine,
} from './chartDraw';
import { pointsUpdate, sentOf, type SentPoints } from './pointsUpdate';

/** A chart's layer: sends each redraw, tells when the worker has drawn it. */
export interface ChartLayer {
  /** Puts the layer's canvas in place of uPlot's (hidden), under the crosshair and selection. */
  mount(u: uPlot): void;
  /** The ticks uPlot laid out on an axis (0: time, 1: values), as its values callback saw them. */
  ticks(axis: number, splits: readonly (number | null)[], labels: readonly string[]): void;
  /** Sends uPlot's redraw (its draw hook): the points changed since the last one, the scales. */
  draw(u: uPlot): void;
  /** Calls back once the worker has drawn the last redraw sent. */
  whenDrawn(callback: () => void): void;
  close(): void;
}

/** The scales of the last redraw, finite, or a frame that draws no line. */
function scale(u: uPlot, key: string): [number, number] {
  const { min, max } = u.scales[key] ?? {};
  return typeof min === 'number' && typeof max === 'number' && Number.isFinite(min + max)
    ? [min, max]
    : [0, 0];
}

/**
 * A layer for one chart drawn in the worker (null where it cannot be); `onFailed` is called if the
 * worker fails, after which uPlot should draw the chart itself.
 */
export function openChartLayer(
  look: DrawLook,
  thresholds: readonly ThresholdLine[],
  className: string,
  onFailed: () => void,
): ChartLayer | null {
  if (!canDrawOffscreen()) return null;
  const canvas = document.createElement('canvas');
  canvas.className = className;
  canvas.setAttribute('aria-hidden', 'true');
  let seq = 0;
  let drawnSeq = 0;
  let sent: SentPoints | null = null;
  let waiting: { seq: number; callback: () => void }[] = [];
  const axes: AxisTicks[] = [
    { splits: [], labels: [] },
    { splits: [], labels: [] },
  ];
  const drawn = (done: number) => {
    drawnSeq = Math.max(drawnSeq, done);
    const ready = waiting.filter((one) => one.seq <= drawnSeq);
    waiting = waiting.filter((one) => one.seq > drawnSeq);
    for (const one of ready) one.callback();
  };
  const handed = handCanvas(
    canvas,
    (id, given) => ({ kind: 'open', id, canvas: given, look }),
    onFailed,
    drawn,
  );
  const { id } = handed;
  return {
    mount(u) {
      const own = u.ctx.canvas;
      own.style.display = 'none';
      own.after(canvas);
    },
    ticks(axis, splits, labels) {
      axes[axis] = { splits, labels };
    },
    draw(u) {
      if (!handed.isOpen()) return;
      const update = pointsUpdate(u.data, sent);
      sent = sentOf(u.data);
      const ratio = pixelRatio();
      const series = u.series.slice(1);
      const { left, top, width, height } = u.bbox;
      const frame: DrawFrame = {
        width: Math.max(1, Math.round(u.width * ratio)),
        height: Math.max(1, Math.round(u.height * ratio)),
        plot: { left, top, width, height },
        ticks: { x: axes[0], y: axes[1] },
        ratio,
        x: scale(u, 'x'),
        y: scale(u, 'y'),
        shown: series.map((one) => one.show !== false),
        widths: series.map((one) => one.width ?? 1),
        thresholds,
      };
      seq += 1;
      send({ kind: 'draw', id, seq, update, frame });
    },
    whenDrawn(callback) {
      if (!handed.isOpen() || drawnSeq >= seq) callback();
      else waiting.push({ seq, callback });
    },
    close() {
      waiting = [];
      handed.close();
    },
  };
}
