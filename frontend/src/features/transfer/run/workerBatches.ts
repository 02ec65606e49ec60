// The bodies of an import, read in a Worker: each `next()` asks the Worker for one body, so the
// page holds only the bodies being sent while the file is parsed beside it. An error that stops
// the reading (a byte that does not decode, with its offset) rejects the pull that meets it;
// `close()` (or `return()`) stops the Worker at once.
import type { ImportBatch } from '../../../engine/importBatch';
import type { ImportReadOptions } from './importBatches';
import { fromReadError, type WorkerAnswer, type WorkerRequest } from './workerProtocol';

/** The page's side of the Worker: what a `Worker` offers, or a test's stand-in. */
export interface ReaderWorker {
  postMessage(message: WorkerRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<WorkerAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

function startWorker(): ReaderWorker {
  return new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
}

interface Waiting {
  resolve: (result: IteratorResult<ImportBatch>) => void;
  reject: (error: Error) => void;
}

const DONE: IteratorResult<ImportBatch> = { done: true, value: undefined };
const ignore = (): void => undefined;

export function workerBatches(
  file: Blob,
  options: ImportReadOptions,
  createWorker: () => ReaderWorker = startWorker,
): AsyncIterator<ImportBatch> & { close(): void } {
  const worker = createWorker();
  let waiting: Waiting | null = null;
  let over = false;
  let failure: Error | null = null;

  function finish(error: Error | null): void {
    if (over) return;
    over = true;
    failure = error;
    worker.terminate();
    const pending = waiting;
    waiting = null;
    if (pending && error) pending.reject(error);
    else pending?.resolve(DONE);
  }

  worker.onmessage = (event) => {
    const answer = event.data;
    if (answer.type === 'batch') {
      const pending = waiting;
      waiting = null;
      pending?.resolve({ done: false, value: answer.batch });
    } else finish(answer.type === 'error' ? fromReadError(answer.error) : null);
  };
  worker.onerror = (event) => {
    finish(new Error(event.message || 'The reader of the import file stopped'));
  };
  worker.postMessage({ type: 'start', file, options });

  function pull(): Promise<IteratorResult<ImportBatch>> {
    if (over) return failure ? Promise.reject(failure) : Promise.resolve(DONE);
    return new Promise((resolve, reject) => {
      waiting = { resolve, reject };
      worker.postMessage({ type: 'next' });
    });
  }

  function close(): void {
    if (!over) worker.postMessage({ type: 'close' });
    finish(null);
  }

  // Pulls asked together are answered one after the other.
  let chain: Promise<unknown> = Promise.resolve();
  return {
    next() {
      const result = chain.then(pull);
      chain = result.catch(ignore);
      return result;
    },
    async return() {
      close();
      return DONE;
    },
    close,
  };
}
