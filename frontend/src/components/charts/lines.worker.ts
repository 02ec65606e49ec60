// The time charts' lines drawn off the page's main thread (offscreenLines.ts asks it): each chart
// hands over a canvas laid over its plot, then at each redraw sends what changed in its points and
// the scales uPlot drew its axes with; this worker keeps the points and draws the lines and the
// threshold marks, then says so.
import {
  applyUpdate,
  drawLines,
  type LinePoints,
  type LinesFrame,
  type LinesLook,
  type LinesUpdate,
} from './linesDraw';

/** A chart's canvas handed over, a redraw, or the chart gone. */
export type LinesRequest =
  | { kind: 'open'; id: number; canvas: OffscreenCanvas; look: LinesLook }
  | { kind: 'draw'; id: number; seq: number; update: LinesUpdate | null; frame: LinesFrame }
  | { kind: 'close'; id: number };

/** A redraw done (its number), or a chart's canvas that could not be drawn on. */
export type LinesReply =
  { kind: 'drawn'; id: number; seq: number } | { kind: 'failed'; id: number };

interface Chart {
  canvas: OffscreenCanvas;
  ctx: OffscreenCanvasRenderingContext2D;
  look: LinesLook;
  points: LinePoints;
}

const charts = new Map<number, Chart>();

/** Handles one request; what to answer, if anything. */
export function handle(request: LinesRequest): LinesReply | null {
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
  drawLines(chart.ctx, chart.points, chart.look, frame);
  return { kind: 'drawn', id: request.id, seq: request.seq };
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<LinesRequest[]>) => void) | null;
  postMessage: (message: LinesReply[]) => void;
}

const scope = self as unknown as WorkerScope;

// The requests of one page task come together; their answers go back together.
scope.onmessage = ({ data }) => {
  const replies: LinesReply[] = [];
  for (const request of data) {
    const reply = handle(request);
    if (reply) replies.push(reply);
  }
  if (replies.length > 0) scope.postMessage(replies);
};
