// The live metrics' request for one sample: the cluster's node statistics, read into each node's
// values. The page's worker (stats.worker.ts, one for the page, started with the first sample
// asked of it) sends the request, parses and reads the answer, so a sample costs the page's main
// thread only the values handed back (and, while the page keeps the hour, the worker writes the
// sample to it too). Done on the main thread instead where there are no workers
// (tests), once the worker failed, and while the page's own early requests wait to be taken
// (early.js: the Metrics screen's first sample is one of them, and only the page can take it).
import { readNodeStats } from '../../engine/metrics/readSample';
import { earlyAnswersWaiting } from '../earlyAnswers';
import { nodeMetrics } from '../operations/nodeMetrics';
import type { ClusterTarget } from '../types';
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
  target: ClusterTarget;
  signal: AbortSignal;
  resolve: (read: StatsRead) => void;
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
  else entry.reject(data.error);
}

/** A broken worker: what it owes is asked on the main thread, and so is every later sample. */
function onWorkerError(): void {
  worker?.terminate();
  worker = null;
  broken = true;
  for (const { target, signal, resolve, reject } of waiting.values())
    nodeStatsHere(target, signal).then(resolve, reject);
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
 * One sample's nodes, asked and read off the main thread where it can be (see above), and stored
 * there under `keepAs` when given.
 */
export function nodeStatsOffMainThread(
  target: ClusterTarget,
  signal: AbortSignal,
  keepAs: string | null = null,
): Promise<StatsRead> {
  const running = earlyAnswersWaiting() ? null : startWorker();
  if (!running) return nodeStatsHere(target, signal);
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  const id = nextId;
  nextId += 1;
  return new Promise((resolve, reject) => {
    waiting.set(id, { target, signal, resolve, reject });
    signal.addEventListener(
      'abort',
      () => {
        if (!waiting.delete(id)) return;
        running.postMessage({ id, abort: true } satisfies StatsRequest);
        reject(signal.reason as Error);
      },
      { once: true },
    );
    const request: StatsRequest = {
      id,
      target: { uri: target.uri, auth: target.auth },
      keepAs,
    };
    running.postMessage(request);
  });
}
