// A time chart's lines drawn by the page's lines worker (lines.worker.ts, one for the page,
// started with the first chart that asks it) on a canvas laid over the plot and handed to it. uPlot
// keeps the axes, the legend, the crosshair and the drag to zoom on the page; at each of its
// redraws the worker is sent only what changed in the points (a new sample: one point per series)
// and the scales, so that a chart of an hour of points costs the page's main thread neither
// building nor rasterising its lines. Where a browser cannot hand a canvas to a worker (or the
// worker failed), uPlot draws the lines itself.
import type uPlot from 'uplot';
import type { LinesReply, LinesRequest } from './lines.worker';
import type { LinesFrame, LinesLook, LinesUpdate, ThresholdLine } from './linesDraw';

/** A chart's lines layer: sends each redraw, tells when the worker has drawn it. */
export interface LinesLayer {
  /** Lays the layer's canvas over the plot (uPlot's `over`), under the crosshair and selection. */
  mount(over: HTMLElement): void;
  /** Sends uPlot's redraw (its draw hook): the points changed since the last one, the scales. */
  draw(u: uPlot): void;
  /** Calls back once the worker has drawn the last redraw sent. */
  whenDrawn(callback: () => void): void;
  close(): void;
}

interface Listener {
  drawn(seq: number): void;
  failed(): void;
}

let worker: Worker | null = null;
let broken = false;
let nextId = 1;
const listeners = new Map<number, Listener>();
// The requests of one task (the charts redrawn by one sample), sent to the worker in one message.
let queued: LinesRequest[] = [];
let queuedTransfer: Transferable[] = [];

/** Whether the lines can be drawn off the main thread here. */
export function canDrawOffscreen(): boolean {
  return (
    !broken &&
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function'
  );
}

function failAll(): void {
  broken = true;
  worker?.terminate();
  worker = null;
  const failed = [...listeners.values()];
  listeners.clear();
  for (const listener of failed) listener.failed();
}

function linesWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./lines.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<LinesReply[]>) => {
      for (const reply of data) {
        if (reply.kind === 'failed') {
          failAll();
          return;
        }
        listeners.get(reply.id)?.drawn(reply.seq);
      }
    };
    worker.onerror = failAll;
  }
  return worker;
}

function flush(): void {
  const requests = queued;
  const transfer = queuedTransfer;
  queued = [];
  queuedTransfer = [];
  if (!broken) linesWorker().postMessage(requests, transfer);
}

/** Queues a request for the worker; the task's requests leave together once it ends. */
function send(request: LinesRequest, transfer: Transferable[] = []): void {
  queued.push(request);
  queuedTransfer.push(...transfer);
  if (queued.length === 1) queueMicrotask(flush);
}

/** What a chart last sent of its points: its times array, how many series, first and last time. */
export interface SentPoints {
  times: ArrayLike<number>;
  series: number;
  first: number;
  last: number;
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
export function pointsUpdate(data: uPlot.AlignedData, sent: SentPoints | null): LinesUpdate | null {
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

/** The scales of the last redraw, finite, or a frame that draws no line. */
function scale(u: uPlot, key: string): [number, number] {
  const { min, max } = u.scales[key] ?? {};
  return typeof min === 'number' && typeof max === 'number' && Number.isFinite(min + max)
    ? [min, max]
    : [0, 0];
}

/**
 * A layer for one chart's lines drawn in the worker (null where they cannot be); `onFailed` is
 * called if the worker fails, after which the chart should draw its lines itself.
 */
export function openLinesLayer(
  look: LinesLook,
  thresholds: readonly ThresholdLine[],
  className: string,
  onFailed: () => void,
): LinesLayer | null {
  if (!canDrawOffscreen()) return null;
  const canvas = document.createElement('canvas');
  canvas.className = className;
  canvas.setAttribute('aria-hidden', 'true');
  const id = nextId;
  nextId += 1;
  let seq = 0;
  let drawnSeq = 0;
  let sent: SentPoints | null = null;
  let waiting: { seq: number; callback: () => void }[] = [];
  let open = true;
  listeners.set(id, {
    drawn(done) {
      drawnSeq = Math.max(drawnSeq, done);
      const ready = waiting.filter((one) => one.seq <= drawnSeq);
      waiting = waiting.filter((one) => one.seq > drawnSeq);
      for (const one of ready) one.callback();
    },
    failed() {
      open = false;
      onFailed();
    },
  });
  const offscreen = canvas.transferControlToOffscreen();
  send({ kind: 'open', id, canvas: offscreen, look }, [offscreen]);
  return {
    mount(over) {
      over.insertBefore(canvas, over.firstChild);
    },
    draw(u) {
      if (!open) return;
      const update = pointsUpdate(u.data, sent);
      const times = u.data[0];
      if (update) {
        sent = {
          times,
          series: u.data.length - 1,
          first: times.length > 0 ? times[0] : 0,
          last: times.length > 0 ? times[times.length - 1] : 0,
        };
      }
      const ratio =
        typeof devicePixelRatio === 'number' && devicePixelRatio > 0 ? devicePixelRatio : 1;
      const series = u.series.slice(1);
      const frame: LinesFrame = {
        width: Math.max(1, Math.round(u.bbox.width)),
        height: Math.max(1, Math.round(u.bbox.height)),
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
      if (!open || drawnSeq >= seq) callback();
      else waiting.push({ seq, callback });
    },
    close() {
      open = false;
      listeners.delete(id);
      waiting = [];
      canvas.remove();
      send({ kind: 'close', id });
    },
  };
}
