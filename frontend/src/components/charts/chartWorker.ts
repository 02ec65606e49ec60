// The page's one charts worker (chartDraw.worker.ts): started ahead of the first chart (in idle
// time after the first screen, and when the Metrics screen's code is asked for), so that the
// first chart shown waits neither for the worker's code nor for its thread (nor for its first
// drawing's set-up: the worker warms up as it starts). Each chart listens for its own answers (by
// id); the requests of one task go in one message; a failed worker is not started again, and
// every chart is told so (and is then drawn by uPlot on the page).
import type { DrawReply, DrawRequest } from './chartDraw.worker';

/** What a chart is told: a redraw done (its number), or the worker failed. */
interface Listener {
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

/** A canvas handed to the worker: its id, whether it is still drawn there, what lets it go. */
export interface HandedCanvas {
  id: number;
  isOpen(): boolean;
  /** Removes the canvas from the page and tells the worker to forget it. */
  close(): void;
}

/**
 * Hands `canvas` to the worker with the request `open` makes of it (a new id, the canvas as the
 * worker gets it), then hears its answers: `drawn` for each redraw done, `onFailed` once the worker
 * failed (the canvas is then no longer drawn there).
 */
export function handCanvas(
  canvas: HTMLCanvasElement,
  open: (id: number, handed: OffscreenCanvas) => DrawRequest,
  onFailed: () => void,
  drawn: (seq: number) => void = () => undefined,
): HandedCanvas {
  lastId += 1;
  const id = lastId;
  let isOpen = true;
  listeners.set(id, {
    drawn,
    failed() {
      isOpen = false;
      onFailed();
    },
  });
  const handed = canvas.transferControlToOffscreen();
  send(open(id, handed), [handed]);
  return {
    id,
    isOpen: () => isOpen,
    close() {
      isOpen = false;
      listeners.delete(id);
      canvas.remove();
      send({ kind: 'close', id });
    },
  };
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
