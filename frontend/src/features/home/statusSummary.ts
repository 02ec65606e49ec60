// The figures of the dashboard's status cards, read from _cluster/stats.
import type { ClusterStatsResponse } from '../../api/operations/cluster';
import { toNumber } from '../../lib/json';

export interface StatusSummary {
  clusterName: string;
  nodes: { total: number; master: number; data: number };
  shards: { total: number; primaries: number; replicas: number };
  indices: { count: number; docs: number; bytes: number };
}

/** A count the cluster sent, or 0 when it sent none (a cluster without indices omits some). */
function count(value: unknown): number {
  return toNumber(value) ?? 0;
}

export function statusSummary(stats: ClusterStatsResponse): StatusSummary {
  const total = count(stats.indices?.shards?.total);
  const primaries = count(stats.indices?.shards?.primaries);
  return {
    clusterName: stats.cluster_name ?? '',
    nodes: {
      total: count(stats.nodes?.count?.total),
      master: count(stats.nodes?.count?.master),
      data: count(stats.nodes?.count?.data),
    },
    shards: { total, primaries, replicas: total - primaries },
    indices: {
      count: count(stats.indices?.count),
      docs: count(stats.indices?.docs?.count),
      bytes: count(stats.indices?.store?.size_in_bytes),
    },
  };
}
