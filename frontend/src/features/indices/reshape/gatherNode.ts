// Where a shrink gathers the index: the data node to hold a copy of every shard, whether a node
// has room for it, and how far the gathering on a node is.
//
// Source: Elasticsearch's specification/indices/shrink/IndicesShrinkRequest.ts: "a (primary or
// replica) copy of every shard" must be on one node, which "must have sufficient free disk space
// to accommodate a second copy of the existing index".
import type { DataNode, ReshapeSource, ShardCopy } from './reshapeTypes';

/** How many distinct shards have a copy on `node`. */
function shardsOn(source: ReshapeSource, node: string): number {
  const held = source.copies.filter((copy) => copy.node === node && copy.state !== 'UNASSIGNED');
  return new Set(held.map((copy) => copy.shard)).size;
}

/** Free bytes for ranking: a disk the engine does not tell ranks after every known one. */
function knownFree(node: DataNode): number {
  return node.freeDiskBytes ?? -1;
}

function hasRoom(source: ReshapeSource, node: DataNode): boolean {
  return node.freeDiskBytes === null || node.freeDiskBytes >= source.primaryStoreBytes;
}

/**
 * The node to gather the shards on, among data nodes with free disk for a second copy of the
 * primaries: the one already named by the allocation filter (a move under way is not turned
 * round), else the one holding copies of the most shards, then the one with the most free disk.
 */
export function shrinkNode(source: ReshapeSource): string | undefined {
  const roomy = source.dataNodes.filter((node) => hasRoom(source, node));
  const pinned = roomy.find((node) => node.name === source.requireName);
  if (pinned) return pinned.name;
  const ranked = [...roomy].sort(
    (a, b) =>
      shardsOn(source, b.name) - shardsOn(source, a.name) ||
      knownFree(b) - knownFree(a) ||
      a.name.localeCompare(b.name),
  );
  return ranked[0]?.name;
}

/** How far the gathering on one node is. */
export interface GatherProgress {
  /** Shards with a STARTED copy on the node. */
  onNode: number;
  /** The source's primary shards. */
  total: number;
  /** Whether a copy of the index still relocates or initialises. */
  moving: boolean;
}

/** How many of the `primaryShards` shards have a STARTED copy on `node`, and whether any moves. */
export function gatherProgress(
  copies: readonly ShardCopy[],
  node: string,
  primaryShards: number,
): GatherProgress {
  const started = copies.filter((copy) => copy.node === node && copy.state === 'STARTED');
  const onNode = new Set(
    started.map((copy) => copy.shard).filter((shard) => shard < primaryShards),
  );
  const moving = copies.some(
    (copy) => copy.state === 'RELOCATING' || copy.state === 'INITIALIZING',
  );
  return { onNode: onNode.size, total: primaryShards, moving };
}

/** Whether every shard has a STARTED copy on `node`. */
export function holdsEveryShard(source: ReshapeSource, node: string): boolean {
  return gatherProgress(source.copies, node, source.primaryShards).onNode === source.primaryShards;
}

/** Whether `name` is a data node with room for a second copy of the primaries. */
export function nodeFits(source: ReshapeSource, name: string): boolean {
  const node = source.dataNodes.find((candidate) => candidate.name === name);
  return node !== undefined && hasRoom(source, node);
}
