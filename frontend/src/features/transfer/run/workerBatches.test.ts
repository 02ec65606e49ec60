import { describe, expect, it } from 'vitest';
import { DecodeError } from '../../../lib/transfer/decode';
import { importBatches } from './importBatches';
import { allOf, readOptions, sources } from './runTesting';
import { workerBatches, type ReaderWorker } from './workerBatches';
import {
  serveBatches,
  type WorkerAnswer,
  type WorkerPort,
  type WorkerRequest,
} from './workerProtocol';

/** A Worker running the reader in this thread; messages cross asynchronously, answers copied but for the buffers handed over. */
class FakeWorker implements ReaderWorker {
  onmessage: ((event: MessageEvent<WorkerAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly sent: string[] = [];
  /** The buffers handed over with the answers. */
  readonly handed: ArrayBuffer[] = [];
  terminated = false;
  private readonly port: WorkerPort;

  constructor() {
    const port: WorkerPort = {
      onmessage: null,
      postMessage: (answer, transfer = []) => {
        const data = structuredClone(answer, { transfer });
        this.handed.push(...(transfer as ArrayBuffer[]));
        setTimeout(() => {
          if (!this.terminated) this.onmessage?.({ data } as MessageEvent);
        });
      },
    };
    serveBatches(port);
    this.port = port;
  }

  postMessage(message: WorkerRequest): void {
    this.sent.push(message.type);
    setTimeout(() => {
      if (!this.terminated) this.port.onmessage?.({ data: message } as MessageEvent);
    });
  }

  terminate(): void {
    this.terminated = true;
  }

  fail(message: string): void {
    this.onerror?.({ message } as ErrorEvent);
  }
}

const NDJSON = Array.from({ length: 6 }, (_, i) => `{"n":${i}}`).join('\n');

function reading(file: Blob, batchBytes = 60) {
  const worker = new FakeWorker();
  const batches = workerBatches(file, readOptions('ndjson', { batchBytes }), () => worker);
  return { worker, batches };
}

describe('the bodies read in a Worker', () => {
  it('gives the bodies of the reading, one per request, then stops the Worker', async () => {
    const file = new Blob([NDJSON]);
    const { worker, batches } = reading(file);
    const first = await batches.next();
    expect(worker.sent).toEqual(['start', 'next']);
    const rest = await allOf(batches);
    const direct = await allOf(importBatches(file, readOptions('ndjson', { batchBytes: 60 })));
    expect([first.value, ...rest]).toEqual(direct);
    expect(sources(rest).length).toBeGreaterThan(0);
    expect(worker.sent).toEqual(['start', ...direct.map(() => 'next'), 'next']);
    expect(worker.terminated).toBe(true);
    expect(await batches.next()).toEqual({ done: true, value: undefined });
    // Each body was handed over, not copied: the Worker no longer holds its bytes.
    expect(worker.handed).toHaveLength(direct.length);
    expect(worker.handed.every((buffer) => buffer.byteLength === 0)).toBe(true);
  });

  it('answers requests made together in order', async () => {
    const { batches } = reading(new Blob([NDJSON]));
    const [a, b, c] = await Promise.all([batches.next(), batches.next(), batches.next()]);
    expect([a, b, c].map((result) => result.value?.sequence)).toEqual([0, 1, 2]);
    batches.close();
  });

  it('stops the Worker on close, ending the bodies', async () => {
    const { worker, batches } = reading(new Blob([NDJSON]));
    await batches.next();
    batches.close();
    expect(worker.sent.at(-1)).toBe('close');
    expect(worker.terminated).toBe(true);
    expect(await batches.next()).toEqual({ done: true, value: undefined });
  });

  it('rejects with the DecodeError the reading met, naming its offset', async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('{"a":1}\n{"b":"'),
      0xff,
      0x22,
      0x7d,
    ]);
    const { batches } = reading(new Blob([bytes]));
    const error = await batches.next().then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(DecodeError);
    expect((error as DecodeError).offset).toBe(14);
    await expect(batches.next()).rejects.toBe(error);
  });

  it('rejects the request under way when the Worker fails', async () => {
    const { worker, batches } = reading(new Blob([NDJSON]));
    const pending = batches.next();
    worker.fail('Failed to load the module');
    await expect(pending).rejects.toThrow('Failed to load the module');
    expect(worker.terminated).toBe(true);
  });
});
