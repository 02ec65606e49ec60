// The time charts drawn off the page's main thread (offscreenChart.ts asks it): each chart hands
// over the canvas it is shown on, then at each redraw sends what changed in its points and the
// layout uPlot worked out (the plot's place, the scales and the axes' ticks); this worker keeps the
// points, draws the chart (chartDraw.ts), then says so. Started, it first draws a chart of its own
// (warmUp.ts), so the first chart handed over does not pay the first drawing's one-time costs.
import { drawChart, type DrawFrame, type DrawLook } from './chartDraw';
import { applyUpdate, type HeldPoints, type PointsUpdate } from './pointsUpdate';
import { drawNewest, type StripFrame, type StripLook } from './newestStrip';
import { warmUp } from './warmUp';

/**
 * A chart's canvas handed over, a redraw, or the chart gone; the canvas of a chart's strip of
 * values (newestStrip.ts) handed over, or drawn again.
 */
export type DrawRequest =
  | { kind: 'open'; id: number; canvas: OffscreenCanvas; look: DrawLook }
  | { kind: 'draw'; id: number; seq: number; update: PointsUpdate | null; frame: DrawFrame }
  | { kind: 'openStrip'; id: number; canvas: OffscreenCanvas; look: StripLook }
  | { kind: 'strip'; id: number; frame: StripFrame }
  | { kind: 'close'; id: number };

/** A redraw done (its number), or a chart's canvas that could not be drawn on. */
export type DrawReply = { kind: 'drawn'; id: number; seq: number } | { kind: 'failed'; id: number };

interface Chart {
  canvas: OffscreenCanvas;
  ctx: OffscreenCanvasRenderingContext2D;
  look: DrawLook;
  points: HeldPoints;
}

interface Strip {
  canvas: OffscreenCanvas;
  ctx: OffscreenCanvasRenderingContext2D;
  look: StripLook;
}

const charts = new Map<number, Chart>();
const strips = new Map<number, Strip>();

/** Sizes a canvas for a frame (a canvas given a size again is cleared, even the same one). */
function fit(canvas: OffscreenCanvas, { width, height }: { width: number; height: number }): void {
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
}

/** Handles one request; what to answer, if anything. */
export function handle(request: DrawRequest): DrawReply | null {
  if (request.kind === 'close') {
    charts.delete(request.id);
    strips.delete(request.id);
    return null;
  }
  if (request.kind === 'openStrip') {
    const ctx = request.canvas.getContext('2d');
    if (!ctx) return { kind: 'failed', id: request.id };
    strips.set(request.id, { canvas: request.canvas, ctx, look: request.look });
    return null;
  }
  if (request.kind === 'strip') {
    const strip = strips.get(request.id);
    if (!strip) return null;
    fit(strip.canvas, request.frame);
    drawNewest(strip.ctx, strip.look, request.frame);
    return null;
  }
  if (request.kind === 'open') {
    const ctx = request.canvas.getContext('2d');
    if (!ctx) return { kind: 'failed', id: request.id };
    charts.set(request.id, {
      canvas: request.canvas,
      ctx,
      look: request.look,
      points: { times: [], values: [] },
    });
    return null;
  }
  const chart = charts.get(request.id);
  if (!chart) return null;
  if (request.update) chart.points = applyUpdate(chart.points, request.update);
  const { frame } = request;
  fit(chart.canvas, frame);
  drawChart(chart.ctx, chart.points, chart.look, frame);
  return { kind: 'drawn', id: request.id, seq: request.seq };
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<DrawRequest[]>) => void) | null;
  postMessage: (message: DrawReply[]) => void;
}

const scope = self as unknown as WorkerScope;

// The requests of one page task come together; their answers go back together.
scope.onmessage = ({ data }) => {
  const replies: DrawReply[] = [];
  for (const request of data) {
    const reply = handle(request);
    if (reply) replies.push(reply);
  }
  if (replies.length > 0) scope.postMessage(replies);
};

warmUp((width, height) =>
  typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : null,
);
