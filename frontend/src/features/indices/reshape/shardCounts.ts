// Which target shard counts the engine accepts for a shrink or a split of an index.
//
// Sources (Elasticsearch's; OpenSearch forked from 7.10 and keeps the same rules):
// - shrink: specification/indices/shrink/IndicesShrinkRequest.ts: the target count "must be a
//   factor" of the source's.
// - split: specification/indices/split/IndicesSplitRequest.ts: the target count must be "a
//   multiple" of the source's and "a divisor of the source index's index.number_of_routing_shards".
// - the default routing shards: the split index reference (7.x): "The default is designed to allow
//   you to split by factors of 2 up to a maximum of 1024 shards", with its example 5 -> 10, 20, ...,
//   640; and "If the original index contains one primary shard [...] the index may by split into
//   an arbitrary number of shards greater than 1". See defaultRoutingShards.
import type { ReshapeKind, ReshapeProblem, ReshapeSource } from './reshapeTypes';

/**
 * The most primary shards an index may have: the default of the engines' max_number_of_shards
 * system property (index.number_of_shards is refused above it).
 */
export const MAX_SHARDS = 1024;

/**
 * The routing shards the engine gives an index created with `shards` primaries (7.0 and later;
 * before, it was `shards`, so no split): the largest shards * 2^k not above 1024, and at least
 * shards * 2 so that every index can be split once (MetadataCreateIndexService
 * .calculateNumRoutingShards). 1 -> 1024, 5 -> 640, 600 -> 1200.
 */
export function defaultRoutingShards(shards: number): number {
  let log2 = 0; // ceil(log2(shards))
  while (2 ** log2 < shards) log2 += 1;
  return shards * 2 ** Math.max(1, 10 - log2);
}

function routingShardsOf(source: ReshapeSource): number {
  return source.routingShards ?? defaultRoutingShards(source.primaryShards);
}

/** Why `count` is no target count for `kind` from `source`, or null when the engine takes it. */
export function countProblem(
  kind: ReshapeKind,
  source: ReshapeSource,
  count: number,
): ReshapeProblem | null {
  const shards = source.primaryShards;
  if (!Number.isInteger(count) || count < 1) return 'invalidCount';
  if (count === shards) return 'sameCount';
  if (kind === 'shrink') return count < shards && shards % count === 0 ? null : 'notFactor';
  if (count % shards !== 0) return 'notMultiple';
  if (count > MAX_SHARDS) return 'tooManyShards';
  // The engine skips the routing check for a one-shard source: it splits into any count.
  if (shards > 1 && routingShardsOf(source) % count !== 0) return 'notRoutingFactor';
  return null;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/**
 * The target shard counts the engine accepts, ascending. Shrink: the factors of the source's
 * count below it (8 -> 1, 2, 4; a prime count -> 1; one shard -> none). Split: the multiples of
 * the source's count that divide its routing shards (explicit, or the default of
 * defaultRoutingShards), up to MAX_SHARDS; from one shard, every count from 2 to MAX_SHARDS.
 */
export function validTargetShardCounts(kind: ReshapeKind, source: ReshapeSource): number[] {
  const candidates = kind === 'shrink' ? range(1, source.primaryShards - 1) : range(1, MAX_SHARDS);
  return candidates.filter((count) => countProblem(kind, source, count) === null);
}
