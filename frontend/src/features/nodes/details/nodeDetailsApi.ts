// The node details' data: one node's statistics, read into what the Stats tab shows, and
// hot threads samples taken on demand.
import { clusterApi, clusterQuery } from '../../../api/clusterApi';
import {
  nodeHotThreads,
  nodeStats,
  type HotThreadsOptions,
} from '../../../api/operations/nodeStats';
import { nodeOf, nodeStatsView, type NodeStatsView } from './nodeStatsModel';

export interface HotThreadsArg extends HotThreadsOptions {
  nodeId: string;
}

export interface HotThreadsSample {
  /** The cluster's text, as sent. */
  text: string;
  /** When the answer came, in milliseconds since the epoch. */
  takenAt: number;
}

export const nodeDetailsApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    nodeStatsView: build.query<NodeStatsView | null, string>({
      queryFn: clusterQuery(async (target, nodeId: string, signal) => {
        const node = nodeOf(await nodeStats(target, nodeId, signal), nodeId);
        return node ? nodeStatsView(node) : null;
      }),
    }),
    nodeHotThreads: build.query<HotThreadsSample, HotThreadsArg>({
      queryFn: clusterQuery(async (target, { nodeId, ...options }: HotThreadsArg, signal) => ({
        text: await nodeHotThreads(target, nodeId, options, signal),
        takenAt: Date.now(),
      })),
    }),
  }),
});

export const { useNodeStatsViewQuery, useLazyNodeHotThreadsQuery } = nodeDetailsApi;
