// Runs formatResponse in a worker (one for the page, started on first use). Where workers are
// missing (tests) or the worker fails, it formats on the main thread instead.
import { formatResponse, type FormattedResponse } from './responseFormat';
import type { FormatReply, FormatRequest } from './responseFormat.worker';

/** Bodies this small are formatted at once on the main thread: faster than a round trip. */
export const MAIN_THREAD_LIMIT = 256 * 1024;

interface Waiting {
  bodyText: string;
  resolve: (result: FormattedResponse) => void;
}

// The page's one worker and the answers it still owes: a worker and its pending promises are
// no state of the store.
let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, Waiting>();

function onReply(event: MessageEvent<FormatReply>): void {
  const entry = waiting.get(event.data.id);
  waiting.delete(event.data.id);
  entry?.resolve(event.data.result);
}

/** A broken worker: format what waits on the main thread and stop using it. */
function onWorkerError(): void {
  worker?.terminate();
  worker = null;
  for (const { bodyText, resolve } of waiting.values()) resolve(formatResponse(bodyText));
  waiting.clear();
}

function startWorker(): Worker | null {
  if (worker || typeof Worker === 'undefined') return worker;
  try {
    worker = new Worker(new URL('./responseFormat.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  worker.onmessage = onReply;
  worker.onerror = onWorkerError;
  return worker;
}

/**
 * Starts the worker ahead of the first large answer (when the console opens), so loading its
 * script is not part of the wait for a large response.
 */
export function prepareFormatter(): void {
  startWorker();
}

export function formatResponseAsync(bodyText: string): Promise<FormattedResponse> {
  const target = bodyText.length > MAIN_THREAD_LIMIT ? startWorker() : null;
  if (!target) return Promise.resolve(formatResponse(bodyText));
  const id = nextId;
  nextId += 1;
  return new Promise((resolve) => {
    waiting.set(id, { bodyText, resolve });
    const message: FormatRequest = { id, bodyText };
    target.postMessage(message);
  });
}
