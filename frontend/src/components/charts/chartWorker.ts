// The page's one charts worker (chartDraw.worker.ts): started ahead of the first chart (in idle
// time after the first screen, and when the Metrics screen's code is asked for), so that the
// first chart shown waits neither for the worker's code nor for its thread. Each chart listens for
// its own answers (by id); the requests of one task go in one message; a failed worker is not
// started again, and every chart is told so (and is then drawn by uPlot on the page).
import type { DrawReply, DrawRequest } from './chartDraw.worker';

/** What a chart is told: a redraw done (its number), or the worker failed. */
export interface Listener {
  drawn(seq: number): void;
  failed(): void;
}

let worker: Worker | null = null;
let broken = false;
let lastId = 0;
const listeners = new Map<number, Listener>();
// The requests of one task (the charts redrawn by one sample), sent to the worker in one message.
let queued: DrawRequest[] = [];
let queuedTransfer: Transferable[] = [];

/** Whether charts can be drawn off the main thread here. */
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

function chartWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./chartDraw.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<DrawReply[]>) => {
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

/** A new id for what the worker draws (a chart, a chart's strip of values). */
export function layerId(): number {
  lastId += 1;
  return lastId;
}

/** Listens for the answers to chart `id`; returns what stops listening. */
export function listen(id: number, listener: Listener): () => void {
  listeners.set(id, listener);
  return () => listeners.delete(id);
}

function flush(): void {
  const requests = queued;
  const transfer = queuedTransfer;
  queued = [];
  queuedTransfer = [];
  if (!broken) chartWorker().postMessage(requests, transfer);
}

/** Queues a request for the worker; the task's requests leave together once it ends. */
export function send(request: DrawRequest, transfer: Transferable[] = []): void {
  queued.push(request);
  queuedTransfer.push(...transfer);
  if (queued.length === 1) queueMicrotask(flush);
}

/** Starts the worker now (where charts are drawn off the main thread). */
export function startChartWorker(): void {
  if (canDrawOffscreen()) chartWorker();
}
