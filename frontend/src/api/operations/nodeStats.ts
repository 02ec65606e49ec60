// Per-node diagnostics: the node's statistics and a hot threads sample.

import { encodePathSegment } from '../../lib/indexName';
import { clusterRequest, clusterTextRequest } from '../client';
import type { ClusterTarget } from '../types';

/** The statistics groups the node details ask for. */
export const NODE_STATS_METRICS = ['jvm', 'thread_pool', 'breaker', 'os', 'process', 'fs'];

/**
 * A number as the cluster sends it: a number, or an exact big number (lib/json) beyond 2^53;
 * read with toNumber. Every group and field may be missing (an older version, a metric the
 * engine does not keep).
 */
export type StatNumber = unknown;

export interface JvmStats {
  mem?: {
    heap_used_in_bytes?: StatNumber;
    heap_max_in_bytes?: StatNumber;
    heap_used_percent?: StatNumber;
    non_heap_used_in_bytes?: StatNumber;
    non_heap_committed_in_bytes?: StatNumber;
  };
  gc?: {
    collectors?: Record<
      string,
      { collection_count?: StatNumber; collection_time_in_millis?: StatNumber } | undefined
    >;
  };
}

export interface ThreadPoolStats {
  threads?: StatNumber;
  queue?: StatNumber;
  active?: StatNumber;
  rejected?: StatNumber;
  largest?: StatNumber;
  completed?: StatNumber;
}

export interface BreakerStats {
  limit_size_in_bytes?: StatNumber;
  estimated_size_in_bytes?: StatNumber;
  overhead?: StatNumber;
  tripped?: StatNumber;
}

export interface NodeStats {
  name?: string;
  jvm?: JvmStats;
  thread_pool?: Record<string, ThreadPoolStats | undefined>;
  breakers?: Record<string, BreakerStats | undefined>;
  os?: {
    cpu?: {
      percent?: StatNumber;
      load_average?: { '1m'?: StatNumber; '5m'?: StatNumber; '15m'?: StatNumber };
    };
  };
  process?: {
    open_file_descriptors?: StatNumber;
    max_file_descriptors?: StatNumber;
    cpu?: { percent?: StatNumber };
  };
  fs?: {
    total?: {
      total_in_bytes?: StatNumber;
      free_in_bytes?: StatNumber;
      available_in_bytes?: StatNumber;
    };
  };
}

export interface NodeStatsResponse {
  nodes?: Record<string, NodeStats | undefined>;
}

/** GET _nodes/{nodeId}/stats/jvm,thread_pool,breaker,os,process,fs */
export function nodeStats(
  target: ClusterTarget,
  nodeId: string,
  signal?: AbortSignal,
): Promise<NodeStatsResponse> {
  return clusterRequest<NodeStatsResponse>(target, {
    method: 'GET',
    path: `_nodes/${encodePathSegment(nodeId)}/stats/${NODE_STATS_METRICS.join(',')}`,
    signal,
  });
}

export interface HotThreadsOptions {
  /** How many of the busiest threads to show. */
  threads: number;
  /** How long to sample, in milliseconds. */
  intervalMs: number;
  /** Leave out threads that wait for work. */
  ignoreIdleThreads: boolean;
}

export const DEFAULT_HOT_THREADS: HotThreadsOptions = {
  threads: 3,
  intervalMs: 500,
  ignoreIdleThreads: true,
};

/** GET _nodes/{nodeId}/hot_threads: the cluster answers plain text, returned as is. */
export function nodeHotThreads(
  target: ClusterTarget,
  nodeId: string,
  options: HotThreadsOptions = DEFAULT_HOT_THREADS,
  signal?: AbortSignal,
): Promise<string> {
  return clusterTextRequest(target, {
    method: 'GET',
    path: `_nodes/${encodePathSegment(nodeId)}/hot_threads`,
    params: {
      threads: options.threads,
      interval: `${options.intervalMs}ms`,
      ignore_idle_threads: options.ignoreIdleThreads,
    },
    signal,
  });
}
