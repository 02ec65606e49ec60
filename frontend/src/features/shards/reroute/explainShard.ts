// The shard copy a chip or the selection stands for, as the allocation explain call names it.
import type { ShardCopy } from '../../../api/operations/allocation';

/** A chip's shard or the selected one: an assigned copy is named with its node. */
export function shardCopyOf(shard: {
  index: string;
  shard: number;
  primary: boolean;
  node: string | null;
}): ShardCopy {
  const copy: ShardCopy = { index: shard.index, shard: shard.shard, primary: shard.primary };
  if (shard.node !== null) copy.currentNode = shard.node;
  return copy;
}
