// The node details' statistics as the dialog shows them: numbers read from one node's
// _nodes/{id}/stats answer, every group optional (null when the cluster did not send it).
import type {
  BreakerStats,
  NodeStats,
  NodeStatsResponse,
  ThreadPoolStats,
} from '../../../api/operations/nodeStats';
import { toNumber } from '../../../lib/json';

export interface HeapStats {
  used: number;
  max: number;
  /** Used of max, 0–100. */
  percent: number;
  nonHeapUsed: number | null;
}

export interface GcCollector {
  name: string;
  count: number;
  timeMs: number;
}

export interface ThreadPoolRow {
  name: string;
  active: number;
  queue: number;
  rejected: number;
  completed: number;
}

export interface BreakerRow {
  name: string;
  estimated: number;
  /** -1 when the breaker has no limit. */
  limit: number;
  /** Estimated of limit, 0–100; null without a limit. */
  percent: number | null;
  tripped: number;
}

export interface CpuStats {
  percent: number | null;
  load: [number | null, number | null, number | null] | null;
}

export interface NodeStatsView {
  heap: HeapStats | null;
  gc: GcCollector[];
  threadPools: ThreadPoolRow[];
  breakers: BreakerRow[];
  cpu: CpuStats | null;
  openFileDescriptors: number | null;
  maxFileDescriptors: number | null;
  fs: { total: number; available: number } | null;
}

const orNull = (value: unknown): number | null => toNumber(value) ?? null;
const orZero = (value: unknown): number => toNumber(value) ?? 0;

function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0;
}

/** The one node of the answer: the one asked for, or else the only one sent. */
export function nodeOf(response: NodeStatsResponse, nodeId: string): NodeStats | null {
  const nodes = response.nodes ?? {};
  return nodes[nodeId] ?? Object.values(nodes)[0] ?? null;
}

function heapOf(stats: NodeStats): HeapStats | null {
  const mem = stats.jvm?.mem;
  const used = toNumber(mem?.heap_used_in_bytes);
  const max = toNumber(mem?.heap_max_in_bytes);
  if (used === undefined || max === undefined) return null;
  const percent = toNumber(mem?.heap_used_percent) ?? percentOf(used, max);
  return { used, max, percent, nonHeapUsed: orNull(mem?.non_heap_used_in_bytes) };
}

function gcOf(stats: NodeStats): GcCollector[] {
  return Object.entries(stats.jvm?.gc?.collectors ?? {}).map(([name, collector]) => ({
    name,
    count: orZero(collector?.collection_count),
    timeMs: orZero(collector?.collection_time_in_millis),
  }));
}

function threadPoolRow(name: string, pool: ThreadPoolStats | undefined): ThreadPoolRow {
  return {
    name,
    active: orZero(pool?.active),
    queue: orZero(pool?.queue),
    rejected: orZero(pool?.rejected),
    completed: orZero(pool?.completed),
  };
}

function breakerRow(name: string, breaker: BreakerStats | undefined): BreakerRow {
  const estimated = orZero(breaker?.estimated_size_in_bytes);
  const limit = toNumber(breaker?.limit_size_in_bytes) ?? -1;
  return {
    name,
    estimated,
    limit,
    percent: limit > 0 ? percentOf(estimated, limit) : null,
    tripped: orZero(breaker?.tripped),
  };
}

function cpuOf(stats: NodeStats): CpuStats | null {
  const cpu = stats.os?.cpu;
  if (!cpu) return null;
  const load = cpu.load_average;
  return {
    percent: orNull(cpu.percent),
    load: load ? [orNull(load['1m']), orNull(load['5m']), orNull(load['15m'])] : null,
  };
}

function fsOf(stats: NodeStats): NodeStatsView['fs'] {
  const total = toNumber(stats.fs?.total?.total_in_bytes);
  const available = toNumber(stats.fs?.total?.available_in_bytes);
  return total === undefined || available === undefined ? null : { total, available };
}

/** What the Stats tab shows of one node; groups the cluster did not send are null or empty. */
export function nodeStatsView(stats: NodeStats): NodeStatsView {
  return {
    heap: heapOf(stats),
    gc: gcOf(stats),
    threadPools: Object.entries(stats.thread_pool ?? {}).map(([name, pool]) =>
      threadPoolRow(name, pool),
    ),
    breakers: Object.entries(stats.breakers ?? {})
      .map(([name, breaker]) => breakerRow(name, breaker))
      .sort((a, b) => a.name.localeCompare(b.name)),
    cpu: cpuOf(stats),
    openFileDescriptors: orNull(stats.process?.open_file_descriptors),
    maxFileDescriptors: orNull(stats.process?.max_file_descriptors),
    fs: fsOf(stats),
  };
}

/** A pool doing or holding work, or one that ever refused some. */
export function isBusyPool(pool: ThreadPoolRow): boolean {
  return pool.active > 0 || pool.queue > 0 || pool.rejected > 0;
}

/**
 * The pools to list: those with rejections first (most first), then by name; only the busy
 * ones unless `showAll`.
 */
export function threadPoolRows(pools: readonly ThreadPoolRow[], showAll: boolean): ThreadPoolRow[] {
  return pools
    .filter((pool) => showAll || isBusyPool(pool))
    .sort((a, b) => b.rejected - a.rejected || a.name.localeCompare(b.name));
}
