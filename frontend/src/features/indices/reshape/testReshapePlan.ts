// Fixtures of the reshape plan tests: a 4-shard source and its shard copies, and a step of a plan.
import type { ReshapeSource, ReshapeStep, ShardCopy } from './reshapeTypes';

/** A copy of `shard` on `node`: a started primary unless told otherwise. */
export const copy = (
  shard: number,
  node: string | undefined,
  state: ShardCopy['state'] = 'STARTED',
  primary = true,
): ShardCopy => ({ shard, node, state, primary });

/** Four primaries on a and b, a replica of each on c: c holds every shard. */
export function source(overrides: Partial<ReshapeSource> = {}): ReshapeSource {
  return {
    index: 'logs',
    primaryShards: 4,
    writeBlocked: false,
    copies: [
      copy(0, 'a'),
      copy(1, 'a'),
      copy(2, 'b'),
      copy(3, 'b'),
      ...[0, 1, 2, 3].map((shard) => copy(shard, 'c', 'STARTED', false)),
    ],
    primaryStoreBytes: 1000,
    dataNodes: [
      { name: 'a', freeDiskBytes: 5000 },
      { name: 'b', freeDiskBytes: 5000 },
      { name: 'c', freeDiskBytes: 5000 },
    ],
    ...overrides,
  };
}

/** The step `id` of `steps`; throws when the plan has none. */
export function step(steps: ReshapeStep[], id: ReshapeStep['id']): ReshapeStep {
  const found = steps.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no step ${id}`);
  return found;
}
