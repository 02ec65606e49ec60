// One shard of the shards grid (a shard row), read from a _cat/shards row, and the order
// of shards within a grid cell.

import type { CatRow } from '../../../api/operations/cat';

export interface ShardEntry {
  index: string;
  shard: number;
  primary: boolean;
  state: string;
  /** The node holding the shard (the source node while it relocates); null when unassigned. */
  node: string | null;
  docs: string | null;
  store: string | null;
  ip: string | null;
  unassignedReason: string | null;
}

function text(value: string | null | undefined): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The node a shard is drawn on. A RELOCATING shard's node reads 'source -> 10.0.0.2 id target';
 * without an arrow it is cut to its first whitespace-separated token. Node names may hold
 * spaces, so the text before ' -> ' is taken when the arrow is there, which is the same for
 * names without any.
 */
export function shardNode(node: string | null | undefined, state: string): string | null {
  const name = text(node);
  if (name === null || state !== 'RELOCATING') return name;
  const arrow = name.indexOf(' -> ');
  return arrow > 0 ? name.slice(0, arrow).trim() : name.split(/\s+/)[0];
}

/** A _cat/shards row as a ShardEntry, or null when it names no index or no shard number. */
export function shardEntryOf(row: CatRow): ShardEntry | null {
  const index = text(row.index);
  const shard = Number.parseInt(row.shard ?? '', 10);
  if (index === null || Number.isNaN(shard)) return null;
  const state = text(row.state) ?? 'UNASSIGNED';
  return {
    index,
    shard,
    primary: row.prirep === 'p',
    state,
    node: shardNode(row.node, state),
    docs: text(row.docs),
    store: text(row.store),
    ip: text(row.ip),
    unassignedReason: text(row['unassigned.reason']),
  };
}

/** Primaries before replicas, then by shard number. */
export function compareShards(a: ShardEntry, b: ShardEntry): number {
  if (a.primary !== b.primary) return a.primary ? -1 : 1;
  return a.shard - b.shard;
}

export type ShardTone = 'started' | 'moving' | 'other';

/** Border colour group of a chip: STARTED, INITIALIZING or RELOCATING, anything else. */
export function shardTone(state: string): ShardTone {
  if (state === 'STARTED') return 'started';
  if (state === 'INITIALIZING' || state === 'RELOCATING') return 'moving';
  return 'other';
}
