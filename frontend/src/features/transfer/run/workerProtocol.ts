// How the page and the Worker reading an import file talk: the page starts the reading with the
// file and its options, then asks for one body at a time; the Worker answers each request with a
// body, the end, or the error that stopped the reading (a byte that does not decode keeps the
// offset it names). While a body travels to the page the Worker reads the next one, so reading
// and sending overlap and no more than two bodies wait in memory. A body's bytes are handed over,
// not copied: the page sends them as they are.
import { batchBuffers, type ImportBatch } from '../../../engine/importBatch';
import type { TextEncoding } from '../../../lib/transfer/checkpoint';
import { DecodeError } from '../../../lib/transfer/decode';
import { importBatches, type ImportReadOptions } from './importBatches';

export type WorkerRequest =
  { type: 'start'; file: Blob; options: ImportReadOptions } | { type: 'next' } | { type: 'close' };

/** An error as it crosses to the page: its name and message, and a DecodeError's offset. */
export interface ReadError {
  name: string;
  message: string;
  offset?: number;
  encoding?: TextEncoding;
}

export type WorkerAnswer =
  { type: 'batch'; batch: ImportBatch } | { type: 'end' } | { type: 'error'; error: ReadError };

export function toReadError(thrown: unknown): ReadError {
  if (thrown instanceof DecodeError) {
    const { name, message, offset, encoding } = thrown;
    return { name, message, offset, encoding };
  }
  if (thrown instanceof Error) return { name: thrown.name, message: thrown.message };
  return { name: 'Error', message: String(thrown) };
}

/** The error again on the page's side: a DecodeError as such, any other as an Error. */
export function fromReadError(error: ReadError): Error {
  if (error.name === 'DecodeError' && error.offset !== undefined && error.encoding !== undefined)
    return new DecodeError(error.offset, error.encoding);
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  return rebuilt;
}

/** The Worker's side of the channel; `transfer` names the buffers handed over with an answer. */
export interface WorkerPort {
  postMessage(answer: WorkerAnswer, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
}

const ignore = (): void => undefined;

/** Answers the page's requests on `port` (see the header comment), one after the other. */
export function serveBatches(port: WorkerPort): void {
  let batches: AsyncGenerator<ImportBatch> | null = null;
  let ahead: Promise<IteratorResult<ImportBatch>> | null = null;

  /** Starts reading the next body; a failure waits for the request that will report it. */
  const readAhead = (from: AsyncGenerator<ImportBatch>) => {
    ahead = from.next();
    ahead.catch(ignore);
  };

  async function answer(request: WorkerRequest): Promise<void> {
    if (request.type === 'start') {
      batches = importBatches(request.file, request.options);
      readAhead(batches);
    } else if (request.type === 'close') {
      const closing = batches;
      batches = null;
      ahead = null;
      await closing?.return(undefined);
    } else if (batches && ahead) {
      const from = batches;
      try {
        const result = await ahead;
        if (result.done) port.postMessage({ type: 'end' });
        else {
          port.postMessage({ type: 'batch', batch: result.value }, batchBuffers(result.value));
          readAhead(from);
        }
      } catch (thrown) {
        port.postMessage({ type: 'error', error: toReadError(thrown) });
      }
    } else {
      const error = { name: 'Error', message: 'The reading was not started or is closed' };
      port.postMessage({ type: 'error', error });
    }
  }

  let queue = Promise.resolve();
  port.onmessage = (event) => {
    queue = queue.then(() => answer(event.data)).catch(ignore);
  };
}
