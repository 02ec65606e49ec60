// Two profiles of the same query side by side (before and after an edit): shards matched by
// their id, or by index and shard number when another copy answered the second time; nodes matched
// by their path from the root (type and description, repeats numbered in the engine's order).
// Each node gives its time before and after and the change; a node only one run has is kept with
// the other side null, so an added or removed clause shows.
import {
  type CollectorNode,
  type ProfileNode,
  type SearchProfile,
  type ShardProfile,
} from './profileTree';

/** Nanoseconds before and after; null on the side that lacks the node. */
export interface TimeChange {
  before: number | null;
  after: number | null;
  /** after − before; null unless both sides have the node. */
  delta: number | null;
}

export interface NodeDiff extends TimeChange {
  key: string;
  /** Type and description for query, aggregation and fetch nodes; name and reason for collectors. */
  label: string;
  detail: string;
  children: NodeDiff[];
}

export interface ShardDiff {
  /** The shard's id in the second run, or in the first when only it has the shard. */
  id: string;
  before: ShardProfile | null;
  after: ShardProfile | null;
  time: TimeChange;
  rewrite: TimeChange;
  queries: NodeDiff[];
  collectors: NodeDiff[];
  aggregations: NodeDiff[];
  fetch: NodeDiff[];
}

type AnyNode = ProfileNode | CollectorNode;

function change(before: number | null, after: number | null): TimeChange {
  return { before, after, delta: before !== null && after !== null ? after - before : null };
}

function labelOf(node: AnyNode): [string, string] {
  return 'type' in node ? [node.type, node.description] : [node.name, node.reason];
}

function diffNodes(before: readonly AnyNode[], after: readonly AnyNode[]): NodeDiff[] {
  const earlier = new Map(before.map((node) => [node.key, node]));
  const out: NodeDiff[] = [];
  for (const node of after) {
    const old = earlier.get(node.key);
    earlier.delete(node.key);
    const [label, detail] = labelOf(node);
    out.push({
      key: node.key,
      label,
      detail,
      ...change(old ? old.time : null, node.time),
      children: diffNodes(old ? old.children : [], node.children),
    });
  }
  for (const old of earlier.values()) {
    const [label, detail] = labelOf(old);
    out.push({
      key: old.key,
      label,
      detail,
      ...change(old.time, null),
      children: diffNodes(old.children, []),
    });
  }
  // The second run's order (slowest first) with the removed nodes after it.
  return out;
}

const searchesOf = (shard: ShardProfile | null) => shard?.searches ?? [];

function diffShard(before: ShardProfile | null, after: ShardProfile | null): ShardDiff {
  return {
    id: (after ?? before)?.id ?? '',
    before,
    after,
    time: change(before?.time ?? null, after?.time ?? null),
    rewrite: change(before?.rewriteTime ?? null, after?.rewriteTime ?? null),
    queries: diffNodes(
      searchesOf(before).flatMap((search) => search.queries),
      searchesOf(after).flatMap((search) => search.queries),
    ),
    collectors: diffNodes(
      searchesOf(before).flatMap((search) => search.collectors),
      searchesOf(after).flatMap((search) => search.collectors),
    ),
    aggregations: diffNodes(before?.aggregations ?? [], after?.aggregations ?? []),
    fetch: diffNodes(before?.fetch ?? [], after?.fetch ?? []),
  };
}

const copyKey = (shard: ShardProfile) =>
  shard.index !== null && shard.shard !== null ? `${shard.index}[${shard.shard}]` : null;

/**
 * Pairs each shard of `after`, in its order, with its shard of `before`: same id, else same index
 * and number; then the shards only `before` has.
 */
function pairShards(before: SearchProfile, after: SearchProfile) {
  const byId = new Map(before.shards.map((shard) => [shard.id, shard]));
  const matched: (ShardProfile | null)[] = after.shards.map((shard) => {
    const old = byId.get(shard.id) ?? null;
    if (old) byId.delete(shard.id);
    return old;
  });
  const byCopy = new Map<string, ShardProfile>();
  for (const old of byId.values()) {
    const key = copyKey(old);
    if (key !== null && !byCopy.has(key)) byCopy.set(key, old);
  }
  after.shards.forEach((shard, index) => {
    const key = copyKey(shard);
    const old = matched[index] === null && key !== null ? byCopy.get(key) : undefined;
    if (old && key !== null) {
      byCopy.delete(key);
      byId.delete(old.id);
      matched[index] = old;
    }
  });
  const pairs = after.shards.map((shard, index): [ShardProfile | null, ShardProfile | null] => [
    matched[index],
    shard,
  ]);
  for (const old of byId.values()) pairs.push([old, null]);
  return pairs;
}

/** The comparison of two profiles of the same query, shards in the second run's order. */
export function diffProfiles(before: SearchProfile, after: SearchProfile): ShardDiff[] {
  return pairShards(before, after).map(([old, shard]) => diffShard(old, shard));
}
