// The live metrics' work off the page's main thread (nodeStats.ts asks it):
// - a sample: asks a cluster for its node statistics, parses the answer and reads each node's
//   values, writes them to the stored hour when the page keeps it (the sample's time is then the
//   worker's, handed back with it), and hands the page only the values, their arrays moved rather
//   than copied;
// - the stored hour, read back into a history's slots and moved to the page: the records read
//   (about 80 MB for an hour at 1 s on 50 nodes) are this worker's garbage, not the page's.
// A failure is handed back as the request layer describes it.
import { readNodeStats, sampleAt } from '../../engine/metrics/readSample';
import type { MetricsHistoryOptions } from '../../engine/metrics/history';
import { ringBuffers } from '../../engine/metrics/historyStore';
import type { NodeSample } from '../../engine/metrics/types';
import { toClusterErrorInfo, type ClusterErrorInfo } from '../errors';
import { nodeMetrics } from '../operations/nodeMetrics';
import type { ClusterTarget } from '../types';
import { indexedDbSampleStore, type HourRead } from './sampleStore';

/** What the stored hour is read with (see `SampleStore.readHour`). */
export interface HourRequest {
  cluster: string;
  since: number;
  slots: Required<MetricsHistoryOptions>;
}

/**
 * A request for a sample (the cluster's address and credentials, and the key to store it under
 * while the page keeps the hour), for the stored hour, or the end of one.
 */
export type StatsRequest =
  | { id: number; target: Pick<ClusterTarget, 'uri' | 'auth'>; keepAs: string | null }
  | { id: number; readHour: HourRequest }
  | { id: number; abort: true };

/**
 * The nodes read (a node that sent no clock has a NaN timestamp) and the time they were stored
 * under (null when not stored), the stored hour read, or why there are none.
 */
export type StatsReply =
  | { id: number; nodes: readonly NodeSample[]; storedAt: number | null }
  | { id: number; hour: HourRead }
  | { id: number; error: ClusterErrorInfo };

interface WorkerScope {
  onmessage: ((event: MessageEvent<StatsRequest>) => void) | null;
  postMessage: (message: StatsReply, transfer?: Transferable[]) => void;
}

const scope = self as unknown as WorkerScope;

/** The requests under way, by id, to abort. */
const asked = new Map<number, AbortController>();

scope.onmessage = ({ data }) => {
  const { id } = data;
  if ('abort' in data) {
    asked.get(id)?.abort();
    asked.delete(id);
    return;
  }
  const request = new AbortController();
  asked.set(id, request);
  if ('readHour' in data) {
    readHour(id, data.readHour, request.signal);
    return;
  }
  const { keepAs } = data;
  nodeMetrics(data.target, request.signal)
    .then(
      async (answer) => {
        const { nodes } = readNodeStats(answer, Number.NaN);
        const storedAt = keepAs === null ? null : await stored(keepAs, nodes);
        if (request.signal.aborted) return;
        scope.postMessage(
          { id, nodes, storedAt },
          nodes.map((node) => node.values.buffer),
        );
      },
      (err: unknown) => {
        if (!request.signal.aborted) scope.postMessage({ id, error: toClusterErrorInfo(err) });
      },
    )
    .finally(() => asked.delete(id));
};

/**
 * Writes the nodes to the stored hour as a sample of now; returns its time, or null when it could
 * not be written (the page then writes it). Done before the values are handed over: a value moved
 * to the page cannot be written here any more.
 */
async function stored(cluster: string, nodes: readonly NodeSample[]): Promise<number | null> {
  const time = Date.now();
  try {
    await indexedDbSampleStore.save(cluster, { kind: 'sample', sample: sampleAt(nodes, time) });
    return time;
  } catch {
    return null;
  }
}

function readHour(id: number, { cluster, since, slots }: HourRequest, signal: AbortSignal): void {
  indexedDbSampleStore
    .readHour(cluster, since, slots, signal)
    .then(
      (hour) => scope.postMessage({ id, hour }, ringBuffers(hour.ring)),
      (err: unknown) => {
        if (!signal.aborted) scope.postMessage({ id, error: toClusterErrorInfo(err) });
      },
    )
    .finally(() => asked.delete(id));
}
