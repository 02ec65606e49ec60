import type { ShardEntry } from './shardEntry';

/** A shard of the grid: primary 0 of logs, started on node-a; override what a test is about. */
export const testShardEntry = (patch: Partial<ShardEntry> = {}): ShardEntry => ({
  index: 'logs',
  shard: 0,
  primary: true,
  state: 'STARTED',
  node: 'node-a',
  docs: null,
  store: null,
  ip: null,
  unassignedReason: null,
  ...patch,
});
