// The canvas of a chart's strip of values (newestStrip.ts), over the top of the chart: drawn by
// the charts' worker where the chart is (handed to it like the chart's canvas), on the page
// otherwise.
import type uPlot from 'uplot';
import { handCanvas, send } from './chartWorker';
import { drawNewest, NEWEST_STRIP, type StripFrame, type StripLook } from './newestStrip';

export interface StripLayer {
  /** Puts the strip over the top of the chart, under the crosshair. */
  mount(u: uPlot): void;
  draw(frame: StripFrame): void;
  close(): void;
}

/**
 * The strip of a chart drawn by the worker (`offscreen`) or on the page; `onFailed` is called if
 * the worker fails, after which the chart and its strip should be drawn on the page.
 */
export function openStripLayer(
  look: StripLook,
  className: string,
  offscreen: boolean,
  onFailed: () => void,
): StripLayer {
  const canvas = document.createElement('canvas');
  canvas.className = className;
  canvas.style.height = `${NEWEST_STRIP}px`;
  canvas.setAttribute('aria-hidden', 'true');
  const mount = (u: uPlot) => u.over.before(canvas);
  if (!offscreen) {
    const ctx = canvas.getContext('2d');
    return {
      mount,
      draw(frame) {
        if (!ctx) return;
        if (canvas.width !== frame.width) canvas.width = frame.width;
        if (canvas.height !== frame.height) canvas.height = frame.height;
        drawNewest(ctx, look, frame);
      },
      close: () => canvas.remove(),
    };
  }
  const handed = handCanvas(
    canvas,
    (id, given) => ({ kind: 'openStrip', id, canvas: given, look }),
    onFailed,
  );
  return {
    mount,
    draw(frame) {
      if (handed.isOpen()) send({ kind: 'strip', id: handed.id, frame });
    },
    close: () => handed.close(),
  };
}
