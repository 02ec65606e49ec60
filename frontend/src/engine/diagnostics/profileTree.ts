// The search profiler's reading of a search answer's `profile` section (`"profile": true`), on
// both engines: per shard, the query tree with each node's time and its share of the shard's query
// time, the rewrite time, the collectors, the aggregations tree and the fetch phase where the
// engine reports one (Elasticsearch from 7.16 as one object, OpenSearch from 3.2 as a list).
// Children are sorted slowest first, ties kept in the engine's order (OpenSearch may report every
// time as 0). Each node has a key made of its path from the root, stable across two runs of the
// same query, which the comparison and the expanded state use. Nothing here throws: what cannot
// be read is left out.
import { toNumber } from '../../lib/json';
import { isRecord } from '../../lib/storage';

/** One timing of a node's breakdown with how many times it ran (`x` and `x_count`). */
export interface BreakdownEntry {
  name: string;
  /** Nanoseconds. */
  time: number;
  count: number | null;
}

/** A query, aggregation or fetch node (the three share the engines' shape). */
export interface ProfileNode {
  /** The path from the root, as `kind:occurrence:type:description` segments joined by '/'. */
  key: string;
  type: string;
  description: string;
  /** Nanoseconds, children included; 0 when the engine reports none. */
  time: number;
  /** Share of its section's total on the shard (0 to 1; 0 while that total is 0). */
  share: number;
  /** Timings slowest first. */
  breakdown: BreakdownEntry[];
  debug: Record<string, unknown> | null;
  children: ProfileNode[];
}

/** A Lucene collector: its class, why it runs, and its time (children included). */
export interface CollectorNode {
  key: string;
  name: string;
  reason: string;
  time: number;
  share: number;
  children: CollectorNode[];
}

/** One Lucene search run on the shard (usually one; a global aggregation adds another). */
export interface ShardSearch {
  queries: ProfileNode[];
  /** Nanoseconds spent rewriting the query. */
  rewriteTime: number;
  collectors: CollectorNode[];
}

export interface ShardProfile {
  /** The engine's id, `[node][index][shard]`. */
  id: string;
  nodeId: string | null;
  index: string | null;
  shard: number | null;
  searches: ShardSearch[];
  aggregations: ProfileNode[];
  /** Empty when the engine or version does not profile the fetch phase, or nothing was fetched. */
  fetch: ProfileNode[];
  /** Sums of the top-level nodes of each section, in nanoseconds. */
  queryTime: number;
  rewriteTime: number;
  aggregationTime: number;
  fetchTime: number;
  /** The sections together: query, rewrite, aggregations and fetch. */
  time: number;
}

export interface SearchProfile {
  /** Slowest shard first. */
  shards: ShardProfile[];
  /** No node of any shard reports a time (OpenSearch may answer so): shares say nothing. */
  untimed: boolean;
}

const SHARD_ID = /^\[([^\]]*)\]\[([^\]]*)\]\[(\d+)\]$/;

/** A duration in nanoseconds as the engines write it (a number, a numeric string); 0 otherwise. */
export function nanos(value: unknown): number {
  const number = toNumber(value);
  return number !== undefined && Number.isFinite(number) && number > 0 ? number : 0;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function list(value: unknown): Record<string, unknown>[] {
  if (isRecord(value)) return [value];
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function readBreakdown(value: unknown): BreakdownEntry[] {
  if (!isRecord(value)) return [];
  const entries: BreakdownEntry[] = [];
  for (const [name, time] of Object.entries(value)) {
    if (name.endsWith('_count')) continue;
    const count = toNumber(value[`${name}_count`]);
    entries.push({ name, time: nanos(time), count: count ?? null });
  }
  return entries.sort((a, b) => b.time - a.time);
}

/** Sorts slowest first; equal times keep the engine's order (Array.prototype.sort is stable). */
function bySlowest<T extends { time: number }>(nodes: T[]): T[] {
  return nodes.sort((a, b) => b.time - a.time);
}

/**
 * Segment keys of sibling nodes, numbering repeats of the same label in the engine's order (two
 * `TermQuery message:a` under one parent stay apart, and match the same ones in another run).
 */
function siblingKeys(parent: string, kind: string, labels: string[]): string[] {
  const seen = new Map<string, number>();
  return labels.map((label) => {
    const occurrence = seen.get(label) ?? 0;
    seen.set(label, occurrence + 1);
    const segment = `${kind}:${occurrence}:${label}`;
    return parent === '' ? segment : `${parent}/${segment}`;
  });
}

function readNodes(values: unknown, parent: string, kind: string): ProfileNode[] {
  const raw = list(values);
  const keys = siblingKeys(
    parent,
    kind,
    raw.map((node) => `${text(node.type)}:${text(node.description)}`),
  );
  const nodes = raw.map((node, index) => ({
    key: keys[index],
    type: text(node.type),
    description: text(node.description),
    time: nanos(node.time_in_nanos),
    share: 0,
    breakdown: readBreakdown(node.breakdown),
    debug: isRecord(node.debug) ? node.debug : null,
    children: readNodes(node.children, keys[index], kind),
  }));
  return bySlowest(nodes);
}

function readCollectors(values: unknown, parent: string): CollectorNode[] {
  const raw = list(values);
  const keys = siblingKeys(
    parent,
    'collector',
    raw.map((node) => `${text(node.name)}:${text(node.reason)}`),
  );
  const nodes = raw.map((node, index) => ({
    key: keys[index],
    name: text(node.name),
    reason: text(node.reason),
    time: nanos(node.time_in_nanos),
    share: 0,
    children: readCollectors(node.children, keys[index]),
  }));
  return bySlowest(nodes);
}

function sumOf(nodes: readonly { time: number }[]): number {
  let sum = 0;
  for (const node of nodes) sum += node.time;
  return sum;
}

/** Sets each node's share of `total`, down the tree. */
function setShares(nodes: { time: number; share: number; children: unknown[] }[], total: number) {
  for (const node of nodes) {
    node.share = total > 0 ? node.time / total : 0;
    setShares(node.children as typeof nodes, total);
  }
}

function readSearch(value: Record<string, unknown>, index: number): ShardSearch {
  return {
    queries: readNodes(value.query, '', `query${index}`),
    rewriteTime: nanos(value.rewrite_time),
    collectors: readCollectors(value.collector, `search${index}`),
  };
}

function readShard(value: Record<string, unknown>): ShardProfile {
  const id = text(value.id);
  const parts = SHARD_ID.exec(id);
  const searches = list(value.searches).map(readSearch);
  const aggregations = readNodes(value.aggregations, '', 'aggregation');
  const fetch = readNodes(value.fetch, '', 'fetch');
  const queryTime = sumOf(searches.flatMap((search) => search.queries));
  const rewriteTime = searches.reduce((sum, search) => sum + search.rewriteTime, 0);
  const aggregationTime = sumOf(aggregations);
  const fetchTime = sumOf(fetch);
  for (const search of searches) {
    setShares(search.queries, queryTime);
    setShares(search.collectors, sumOf(search.collectors));
  }
  setShares(aggregations, aggregationTime);
  setShares(fetch, fetchTime);
  const shardNumber = toNumber(value.shard_id) ?? (parts ? Number(parts[3]) : undefined);
  return {
    id,
    nodeId: typeof value.node_id === 'string' ? value.node_id : (parts?.[1] ?? null),
    index: typeof value.index === 'string' ? value.index : (parts?.[2] ?? null),
    shard: shardNumber ?? null,
    searches,
    aggregations,
    fetch,
    queryTime,
    rewriteTime,
    aggregationTime,
    fetchTime,
    time: queryTime + rewriteTime + aggregationTime + fetchTime,
  };
}

function timed(nodes: readonly (ProfileNode | CollectorNode)[]): boolean {
  return nodes.some((node) => node.time > 0 || timed(node.children));
}

/** The profile of a search answer's `profile` object; null when it has no `shards` list. */
export function readSearchProfile(profile: unknown): SearchProfile | null {
  if (!isRecord(profile) || !Array.isArray(profile.shards)) return null;
  const shards = list(profile.shards).map(readShard);
  shards.sort((a, b) => b.time - a.time);
  const untimed = !shards.some(
    (shard) =>
      shard.time > 0 ||
      shard.searches.some((search) => timed(search.collectors)) ||
      timed(shard.aggregations),
  );
  return { shards, untimed };
}

/**
 * The keys of the path to expand by default: from the slowest root down through each slowest
 * child, as long as the node took any time. Empty when nothing was timed.
 */
export function slowestPath(nodes: readonly (ProfileNode | CollectorNode)[]): string[] {
  const path: string[] = [];
  let level = nodes;
  while (level.length > 0) {
    // Children are sorted slowest first.
    const slowest = level[0];
    if (slowest.time <= 0) break;
    path.push(slowest.key);
    level = slowest.children;
  }
  return path;
}

/** Every node of a tree, depth first (for counting, searching and the comparison). */
export function* walkNodes<T extends { children: T[] }>(nodes: readonly T[]): Generator<T> {
  for (const node of nodes) {
    yield node;
    yield* walkNodes(node.children);
  }
}
