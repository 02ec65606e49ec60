// The live metrics' requests off the page's main thread, through the page's worker
// (stats.worker.ts, one for the page, started with the first request asked of it):
// - one sample: the worker sends the request, parses and reads the answer, so a sample costs the
//   page's main thread only the values handed back (and, while the page keeps the hour, the
//   worker writes the sample to it too). Done on the main thread instead where there are no
//   workers (tests), once the worker failed, and while the page's own early requests wait to be
//   taken (early.js: the Metrics screen's first sample is one of them, and only the page can take
//   it);
// - the stored hour read back: the worker reads the records into a history's slots and moves
//   them to the page (on the main thread where there is no worker).
import { readNodeStats } from '../../engine/metrics/readSample';
import { earlyAnswersWaiting } from '../earlyAnswers';
import { nodeMetrics } from '../operations/nodeMetrics';
import type { ClusterTarget } from '../types';
import { indexedDbSampleStore, type SampleStore } from './sampleStore';
import type { StatsRead } from './samplerTypes';
import type { StatsReply, StatsRequest } from './stats.worker';

/**
 * The sample's nodes read on the main thread (a node that sent no clock: NaN timestamp), not
 * stored: the sampler stores them.
 */
async function nodeStatsHere(target: ClusterTarget, signal: AbortSignal): Promise<StatsRead> {
  const { nodes } = readNodeStats(await nodeMetrics(target, signal), Number.NaN);
  return { nodes, storedAt: null };
}

interface Waiting {
  /** The same asked on the main thread (a broken worker). */
  here: () => Promise<unknown>;
  resolve: (answer: unknown) => void;
  reject: (reason: unknown) => void;
}

// The page's one worker and the samples it still owes: a worker and its pending promises are no
// state of the store.
let worker: Worker | null = null;
let broken = false;
let nextId = 1;
const waiting = new Map<number, Waiting>();

function onReply({ data }: MessageEvent<StatsReply>): void {
  const entry = waiting.get(data.id);
  waiting.delete(data.id);
  if (!entry) return;
  if ('nodes' in data) entry.resolve({ nodes: data.nodes, storedAt: data.storedAt });
  else if ('hour' in data) entry.resolve(data.hour);
  else entry.reject(data.error);
}

/** A broken worker: what it owes is asked on the main thread, and so is every later sample. */
function onWorkerError(): void {
  worker?.terminate();
  worker = null;
  broken = true;
  for (const { here, resolve, reject } of waiting.values()) here().then(resolve, reject);
  waiting.clear();
}

function startWorker(): Worker | null {
  if (worker || broken || typeof Worker === 'undefined') return worker;
  try {
    worker = new Worker(new URL('./stats.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    broken = true;
    return null;
  }
  worker.onmessage = onReply;
  worker.onerror = onWorkerError;
  return worker;
}

/**
 * Asks the worker (`request`, given its id) and resolves with its answer, or with `here`'s when the
 * worker breaks. Rejects with the signal's reason once aborted, and tells the worker so.
 */
function askWorker<T>(
  running: Worker,
  request: (id: number) => StatsRequest,
  here: () => Promise<T>,
  signal: AbortSignal,
): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  const id = nextId;
  nextId += 1;
  return new Promise<T>((resolve, reject) => {
    waiting.set(id, { here, resolve: resolve as (answer: unknown) => void, reject });
    signal.addEventListener(
      'abort',
      () => {
        if (!waiting.delete(id)) return;
        running.postMessage({ id, abort: true } satisfies StatsRequest);
        reject(signal.reason as Error);
      },
      { once: true },
    );
    running.postMessage(request(id));
  });
}

/**
 * One sample's nodes, asked and read off the main thread where it can be (see above), and stored
 * there under `keepAs` when given.
 */
export function nodeStatsOffMainThread(
  target: ClusterTarget,
  signal: AbortSignal,
  keepAs: string | null = null,
): Promise<StatsRead> {
  const here = () => nodeStatsHere(target, signal);
  const running = earlyAnswersWaiting() ? null : startWorker();
  if (!running) return here();
  const stats = { uri: target.uri, auth: target.auth };
  return askWorker(running, (id) => ({ id, target: stats, keepAs }), here, signal);
}

/** The stored hour read back off the main thread where it can be (`SampleStore.readHour`). */
export const readHourOffMainThread: SampleStore['readHour'] = (cluster, since, slots, signal) => {
  const here = () => indexedDbSampleStore.readHour(cluster, since, slots, signal);
  const running = startWorker();
  if (!running) return here();
  return askWorker(running, (id) => ({ id, readHour: { cluster, since, slots } }), here, signal);
};
