// The live metrics' request off the page's main thread (nodeStatsOffMainThread in nodeStats.ts):
// asks a cluster for its node statistics, parses the answer and reads each node's values, and
// hands the page only those, their arrays moved rather than copied. A failure is handed back as
// the request layer describes it.
import { readNodeStats } from '../../engine/metrics/readSample';
import type { NodeSample } from '../../engine/metrics/types';
import { toClusterErrorInfo, type ClusterErrorInfo } from '../errors';
import { nodeMetrics } from '../operations/nodeMetrics';
import type { ClusterTarget } from '../types';

/** A request for a sample (the cluster's address and credentials), or the end of one. */
export type StatsRequest =
  { id: number; target: Pick<ClusterTarget, 'uri' | 'auth'> } | { id: number; abort: true };

/** The nodes read (a node that sent no clock has a NaN timestamp), or why there are none. */
export type StatsReply =
  { id: number; nodes: readonly NodeSample[] } | { id: number; error: ClusterErrorInfo };

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
  nodeMetrics(data.target, request.signal)
    .then(
      (answer) => {
        const { nodes } = readNodeStats(answer, Number.NaN);
        scope.postMessage(
          { id, nodes },
          nodes.map((node) => node.values.buffer),
        );
      },
      (err: unknown) => {
        if (!request.signal.aborted) scope.postMessage({ id, error: toClusterErrorInfo(err) });
      },
    )
    .finally(() => asked.delete(id));
};
