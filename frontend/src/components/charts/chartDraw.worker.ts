// The time charts drawn off the page's main thread (offscreenChart.ts asks it): each chart hands
// over the canvas it is shown on, then at each redraw sends what changed in its points and the
// layout uPlot worked out (the plot's place, the scales and the axes' ticks); this worker keeps the
// points, draws the chart (chartDraw.ts), then says so.
import { drawChart, type DrawFrame, type DrawLook } from './chartDraw';
import { applyUpdate, type HeldPoints, type PointsUpdate } from './pointsUpdate';

/** A chart's canvas handed over, a redraw, or the chart gone. */
export type DrawRequest =
  | { kind: 'open'; id: number; canvas: OffscreenCanvas; look: DrawLook }
  | { kind: 'draw'; id: number; seq: number; update: PointsUpdate | null; frame: DrawFrame }
  | { kind: 'close'; id: number };

/** A redraw done (its number), or a chart's canvas that could not be drawn on. */
export type DrawReply = { kind: 'drawn'; id: number; seq: number } | { kind: 'failed'; id: number };

interface Chart {
  canvas: OffscreenCanvas;
  ctx: OffscreenCanvasRenderingContext2D;
  look: DrawLook;
  points: HeldPoints;
}

const charts = new Map<number, Chart>();

/** Handles one request; what to answer, if anything. */
export function handle(request: DrawRequest): DrawReply | null {
  if (request.kind === 'close') {
    charts.delete(request.id);
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
  if (chart.canvas.width !== frame.width) chart.canvas.width = frame.width;
  if (chart.canvas.height !== frame.height) chart.canvas.height = frame.height;
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
