import { describe, expect, it } from 'vitest';
import { gatherProgress } from './gatherNode';
import { reshapePlan } from './reshapePlan';
import type { ReshapeProblem, ReshapeSource, ReshapeStep, ShardCopy } from './reshapeTypes';
import { defaultRoutingShards, MAX_SHARDS, validTargetShardCounts } from './shardCounts';

const copy = (
  shard: number,
  node: string | undefined,
  state: ShardCopy['state'] = 'STARTED',
  primary = true,
): ShardCopy => ({ shard, node, state, primary });

/** Four primaries on a and b, a replica of each on c: c holds every shard. */
function source(overrides: Partial<ReshapeSource> = {}): ReshapeSource {
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

const onePerNode = (shards: number) =>
  Array.from({ length: shards }, (_, shard) => copy(shard, `n${shard}`));

const COUNT_PROBLEMS: readonly ReshapeProblem[] = [
  'invalidCount',
  'sameCount',
  'notFactor',
  'notMultiple',
  'notRoutingFactor',
  'tooManyShards',
];

function step(steps: ReshapeStep[], id: ReshapeStep['id']): ReshapeStep {
  const found = steps.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no step ${id}`);
  return found;
}

describe('validTargetShardCounts', () => {
  it('offers the factors below the source count for a shrink', () => {
    expect(validTargetShardCounts('shrink', source({ primaryShards: 8 }))).toEqual([1, 2, 4]);
    expect(validTargetShardCounts('shrink', source({ primaryShards: 15 }))).toEqual([1, 3, 5]);
    expect(validTargetShardCounts('shrink', source({ primaryShards: 7 }))).toEqual([1]);
    expect(validTargetShardCounts('shrink', source({ primaryShards: 1 }))).toEqual([]);
  });

  it('offers the multiples dividing number_of_routing_shards for a split', () => {
    const five = source({ primaryShards: 5, routingShards: 30 });
    expect(validTargetShardCounts('split', five)).toEqual([10, 15, 30]);
  });

  it('doubles up to the default routing shards when none is set', () => {
    const five = source({ primaryShards: 5 });
    expect(validTargetShardCounts('split', five)).toEqual([10, 20, 40, 80, 160, 320, 640]);
    expect(validTargetShardCounts('split', source({ primaryShards: 3 })).at(-1)).toBe(768);
  });

  it('offers every count up to the maximum from one shard, whatever the routing shards', () => {
    const counts = validTargetShardCounts('split', source({ primaryShards: 1 }));
    expect(counts[0]).toBe(2);
    expect(counts).toHaveLength(MAX_SHARDS - 1);
    expect(validTargetShardCounts('split', source({ primaryShards: 1, routingShards: 6 }))).toEqual(
      counts,
    );
  });

  it('offers no split above the maximum shard count', () => {
    expect(validTargetShardCounts('split', source({ primaryShards: 600 }))).toEqual([]);
  });

  it('agrees with the count problems of reshapePlan', () => {
    for (const kind of ['shrink', 'split'] as const) {
      for (const [primaryShards, routingShards] of [
        [6, undefined],
        [4, 24],
        [1, undefined],
      ]) {
        const from = source({ primaryShards, routingShards });
        const valid = validTargetShardCounts(kind, from);
        for (let shards = 1; shards <= MAX_SHARDS + 10; shards += 1) {
          const { problems } = reshapePlan(kind, from, { index: 'new', shards });
          const countOk = !problems.some((problem) => COUNT_PROBLEMS.includes(problem));
          expect(countOk, `${kind} ${primaryShards} -> ${shards}`).toBe(valid.includes(shards));
        }
      }
    }
  });
});

describe('defaultRoutingShards', () => {
  it('is the largest doubling up to 1024, and allows at least one split', () => {
    expect(defaultRoutingShards(1)).toBe(1024);
    expect(defaultRoutingShards(5)).toBe(640);
    expect(defaultRoutingShards(8)).toBe(1024);
    expect(defaultRoutingShards(600)).toBe(1200);
    expect(defaultRoutingShards(1024)).toBe(2048);
  });
});

describe('reshapePlan problems', () => {
  it('accepts a valid shrink and a valid split', () => {
    expect(reshapePlan('shrink', source(), { index: 'small', shards: 2 }).problems).toEqual([]);
    expect(reshapePlan('split', source(), { index: 'big', shards: 8 }).problems).toEqual([]);
  });

  it('refuses a shrink count that is not a factor below the source count', () => {
    const plan = (shards: number) => reshapePlan('shrink', source(), { index: 'x', shards });
    expect(plan(3).problems).toEqual(['notFactor']);
    expect(plan(8).problems).toEqual(['notFactor']);
    expect(plan(4).problems).toEqual(['sameCount']);
    expect(plan(0).problems).toEqual(['invalidCount']);
    expect(plan(1.5).problems).toEqual(['invalidCount']);
  });

  it('refuses a split count that is no multiple, or does not divide the routing shards', () => {
    const five = source({ primaryShards: 5, routingShards: 30, copies: onePerNode(5) });
    const plan = (shards: number) => reshapePlan('split', five, { index: 'x', shards });
    expect(plan(12).problems).toEqual(['notMultiple']);
    expect(plan(3).problems).toEqual(['notMultiple']);
    expect(plan(20).problems).toEqual(['notRoutingFactor']);
    expect(plan(5).problems).toEqual(['sameCount']);
    expect(plan(15).problems).toEqual([]);
  });

  it('refuses a split above the maximum shard count', () => {
    const one = source({ primaryShards: 1, copies: [copy(0, 'a')] });
    expect(reshapePlan('split', one, { index: 'x', shards: 2048 }).problems).toEqual([
      'tooManyShards',
    ]);
  });

  it('refuses a target named like the source, or without a name', () => {
    expect(reshapePlan('split', source(), { index: 'logs', shards: 8 }).problems).toEqual([
      'targetIsSource',
    ]);
    expect(reshapePlan('split', source(), { index: ' ', shards: 8 }).problems).toEqual([
      'noTargetName',
    ]);
  });

  it('refuses while a shard copy is unassigned', () => {
    const copies = [...source().copies.slice(0, 4), copy(0, undefined, 'UNASSIGNED', false)];
    const plan = reshapePlan('split', source({ copies }), { index: 'x', shards: 8 });
    expect(plan.problems).toEqual(['unassignedShards']);
  });

  it('refuses a shrink when no data node has room for a second copy', () => {
    const dataNodes = [
      { name: 'a', freeDiskBytes: 999 },
      { name: 'b', freeDiskBytes: 10 },
    ];
    const plan = reshapePlan('shrink', source({ dataNodes }), { index: 'x', shards: 1 });
    expect(plan.problems).toEqual(['noNodeWithRoom']);
    expect(plan.node).toBeUndefined();
    expect(step(plan.steps, 'moveToOneNode')).toEqual({ id: 'moveToOneNode', done: false });
  });
});

describe('reshapePlan shrink node', () => {
  it('picks the node holding copies of the most shards', () => {
    const plan = reshapePlan('shrink', source(), { index: 'x', shards: 1 });
    expect(plan.node).toBe('c');
  });

  it('passes over a node without room for a second copy of the primaries', () => {
    const dataNodes = [
      { name: 'a', freeDiskBytes: 1000 },
      { name: 'b', freeDiskBytes: 5000 },
      { name: 'c', freeDiskBytes: 999 },
    ];
    const plan = reshapePlan('shrink', source({ dataNodes }), { index: 'x', shards: 1 });
    // c holds every shard but lacks room; a and b hold two each, b has more free disk.
    expect(plan.node).toBe('b');
  });

  it('breaks a tie by free disk', () => {
    const dataNodes = [
      { name: 'a', freeDiskBytes: 2000 },
      { name: 'b', freeDiskBytes: 3000 },
      { name: 'c', freeDiskBytes: 1000 },
    ];
    const copies = source().copies.slice(0, 4);
    const plan = reshapePlan('shrink', source({ dataNodes, copies }), { index: 'x', shards: 1 });
    expect(plan.node).toBe('b');
  });

  it('keeps the node an allocation filter already names, when it has room', () => {
    const plan = reshapePlan('shrink', source({ requireName: 'a' }), { index: 'x', shards: 1 });
    expect(plan.node).toBe('a');
  });

  it('only sets the allocation filter, keeping the replicas', () => {
    const plan = reshapePlan('shrink', source(), { index: 'x', shards: 1 });
    expect(step(plan.steps, 'moveToOneNode').request).toEqual({
      method: 'PUT',
      path: 'logs/_settings',
      body: { 'index.routing.allocation.require._name': 'c' },
    });
  });
});

describe('reshapePlan shrink steps', () => {
  it('lists the steps in order with their requests', () => {
    const plan = reshapePlan('shrink', source(), { index: 'small', shards: 2 });
    expect(plan.steps).toEqual([
      {
        id: 'writeBlock',
        done: false,
        request: { method: 'PUT', path: 'logs/_settings', body: { 'index.blocks.write': true } },
      },
      {
        id: 'moveToOneNode',
        done: true,
        request: {
          method: 'PUT',
          path: 'logs/_settings',
          body: { 'index.routing.allocation.require._name': 'c' },
        },
      },
      {
        id: 'waitRelocation',
        done: true,
        request: {
          method: 'GET',
          path: '_cluster/health/logs',
          params: { wait_for_no_relocating_shards: 'true', timeout: '30s' },
        },
      },
      {
        id: 'shrink',
        done: false,
        request: {
          method: 'POST',
          path: 'logs/_shrink/small',
          body: {
            settings: {
              'index.number_of_shards': 2,
              'index.routing.allocation.require._name': null,
              'index.blocks.write': null,
            },
          },
        },
      },
      {
        id: 'waitGreen',
        done: false,
        request: {
          method: 'GET',
          path: '_cluster/health/small',
          params: { wait_for_status: 'green', timeout: '30s' },
        },
      },
      {
        id: 'removeBlock',
        done: false,
        request: { method: 'PUT', path: 'logs/_settings', body: { 'index.blocks.write': null } },
      },
      {
        id: 'removeAllocation',
        done: true,
        request: {
          method: 'PUT',
          path: 'logs/_settings',
          body: { 'index.routing.allocation.require._name': null },
        },
      },
    ]);
  });

  it('keeps a write block the index had before: marked done, and never lifted', () => {
    const plan = reshapePlan('shrink', source({ writeBlocked: true }), { index: 'x', shards: 1 });
    expect(step(plan.steps, 'writeBlock').done).toBe(true);
    expect(plan.steps.map((s) => s.id)).not.toContain('removeBlock');
    expect(plan.steps.map((s) => s.id)).toContain('removeAllocation');
  });

  it('leaves the move to do while a shard has no started copy on the node', () => {
    const copies = source().copies.map((c) =>
      c.shard === 3 && c.node === 'c' ? copy(3, 'c', 'INITIALIZING', false) : c,
    );
    const plan = reshapePlan('shrink', source({ copies }), { index: 'x', shards: 1 });
    expect(plan.node).toBe('c');
    expect(step(plan.steps, 'moveToOneNode').done).toBe(false);
    expect(step(plan.steps, 'waitRelocation').done).toBe(false);
    expect(step(plan.steps, 'removeAllocation').done).toBe(false);
  });

  it('waits while a copy still relocates, even once every shard is on the node', () => {
    const copies = [...source().copies.slice(0, 3), copy(3, 'b', 'RELOCATING')];
    const all = [...copies, ...source().copies.slice(4)];
    const plan = reshapePlan('shrink', source({ copies: all }), { index: 'x', shards: 1 });
    expect(step(plan.steps, 'moveToOneNode').done).toBe(true);
    expect(step(plan.steps, 'waitRelocation').done).toBe(false);
  });

  it('gathers on the node with most copies when none holds every shard', () => {
    const copies = [copy(0, 'b'), copy(1, 'a'), copy(2, 'b'), copy(3, 'b')];
    const plan = reshapePlan('shrink', source({ copies }), { index: 'x', shards: 1 });
    expect(plan.node).toBe('b');
    expect(step(plan.steps, 'moveToOneNode').done).toBe(false);
  });

  it('moves again when the filter names another node than the chosen one', () => {
    const dataNodes = [...source().dataNodes, { name: 'full', freeDiskBytes: 1 }];
    const plan = reshapePlan('shrink', source({ dataNodes, requireName: 'full' }), {
      index: 'x',
      shards: 1,
    });
    expect(plan.node).toBe('c');
    expect(step(plan.steps, 'moveToOneNode').done).toBe(false);
    expect(step(plan.steps, 'removeAllocation').done).toBe(false);
  });

  it('keeps a filter the index had before on the node: no step removes it', () => {
    const plan = reshapePlan('shrink', source({ requireName: 'c' }), { index: 'x', shards: 1 });
    expect(step(plan.steps, 'moveToOneNode').done).toBe(true);
    expect(plan.steps.map((s) => s.id)).toEqual([
      'writeBlock',
      'moveToOneNode',
      'waitRelocation',
      'shrink',
      'waitGreen',
      'removeBlock',
    ]);
  });

  it('keeps it too while the copies still gather on that node', () => {
    const copies = [copy(0, 'a'), copy(1, 'a'), copy(2, 'b'), copy(3, 'b')];
    const plan = reshapePlan('shrink', source({ copies, requireName: 'b' }), {
      index: 'x',
      shards: 1,
      node: 'b',
    });
    expect(step(plan.steps, 'moveToOneNode').done).toBe(false);
    expect(plan.steps.map((s) => s.id)).not.toContain('removeAllocation');
  });
});

describe('reshapePlan chosen node and replicas', () => {
  it('gathers on the node chosen, and refuses one without room or not a data node', () => {
    const dataNodes = [
      { name: 'a', freeDiskBytes: 5000 },
      { name: 'b', freeDiskBytes: 10 },
      { name: 'c', freeDiskBytes: 5000 },
    ];
    const chosen = (node: string) =>
      reshapePlan('shrink', source({ dataNodes }), { index: 'x', shards: 2, node });
    expect(chosen('a').node).toBe('a');
    expect(chosen('a').problems).toEqual([]);
    expect(step(chosen('a').steps, 'moveToOneNode')).toMatchObject({
      done: false,
      request: { body: { 'index.routing.allocation.require._name': 'a' } },
    });
    expect(chosen('b').problems).toEqual(['nodeWithoutRoom']);
    expect(chosen('gone').problems).toEqual(['nodeWithoutRoom']);
  });

  it('takes a node whose free disk the engine does not tell for one with room', () => {
    const dataNodes = [{ name: 'only', freeDiskBytes: null }];
    const copies = [0, 1, 2, 3].map((shard) => copy(shard, 'only'));
    const plan = reshapePlan('shrink', source({ dataNodes, copies }), { index: 'x', shards: 2 });
    expect(plan.node).toBe('only');
    expect(plan.problems).toEqual([]);
  });

  it('sets the replicas of the new index when given', () => {
    const shrink = reshapePlan('shrink', source(), { index: 'x', shards: 2, replicas: 0 });
    expect(step(shrink.steps, 'shrink').request?.body).toEqual({
      settings: {
        'index.number_of_shards': 2,
        'index.number_of_replicas': 0,
        'index.routing.allocation.require._name': null,
        'index.blocks.write': null,
      },
    });
    const split = reshapePlan('split', source(), { index: 'x', shards: 8, replicas: 2 });
    expect(step(split.steps, 'split').request?.body).toEqual({
      settings: {
        'index.number_of_shards': 8,
        'index.number_of_replicas': 2,
        'index.blocks.write': null,
      },
    });
  });
});

describe('gatherProgress', () => {
  it('counts the shards with a started copy on the node and tells whether a copy moves', () => {
    const copies = [
      copy(0, 'a'),
      copy(1, 'a', 'INITIALIZING'),
      copy(1, 'b', 'RELOCATING'),
      copy(2, 'a', 'STARTED', false),
    ];
    expect(gatherProgress(copies, 'a', 3)).toEqual({ onNode: 2, total: 3, moving: true });
    expect(gatherProgress([copy(0, 'a')], 'a', 1)).toEqual({ onNode: 1, total: 1, moving: false });
  });
});

describe('reshapePlan split steps', () => {
  it('lists write block, split, wait for green and block removal', () => {
    const plan = reshapePlan('split', source(), { index: 'big', shards: 8 });
    expect(plan.node).toBeUndefined();
    expect(plan.steps).toEqual([
      {
        id: 'writeBlock',
        done: false,
        request: { method: 'PUT', path: 'logs/_settings', body: { 'index.blocks.write': true } },
      },
      {
        id: 'split',
        done: false,
        request: {
          method: 'POST',
          path: 'logs/_split/big',
          body: { settings: { 'index.number_of_shards': 8, 'index.blocks.write': null } },
        },
      },
      {
        id: 'waitGreen',
        done: false,
        request: {
          method: 'GET',
          path: '_cluster/health/big',
          params: { wait_for_status: 'green', timeout: '30s' },
        },
      },
      {
        id: 'removeBlock',
        done: false,
        request: { method: 'PUT', path: 'logs/_settings', body: { 'index.blocks.write': null } },
      },
    ]);
  });
});

describe('reshapePlan split of a blocked index', () => {
  it('leaves the write block the index had before', () => {
    const plan = reshapePlan('split', source({ writeBlocked: true }), { index: 'big', shards: 8 });
    expect(plan.steps.map((s) => [s.id, s.done])).toEqual([
      ['writeBlock', true],
      ['split', false],
      ['waitGreen', false],
    ]);
  });
});

describe('reshapePlan index names', () => {
  it('percent-encodes each name as one path segment', () => {
    const odd = source({ index: 'logs#1 %ü/x' });
    const plan = reshapePlan('shrink', odd, { index: '<small-{now/d}>', shards: 1 });
    expect(step(plan.steps, 'writeBlock').request?.path).toBe('logs%231%20%25%C3%BC%2Fx/_settings');
    expect(step(plan.steps, 'shrink').request?.path).toBe(
      'logs%231%20%25%C3%BC%2Fx/_shrink/%3Csmall-%7Bnow%2Fd%7D%3E',
    );
    expect(step(plan.steps, 'waitGreen').request?.path).toBe(
      '_cluster/health/%3Csmall-%7Bnow%2Fd%7D%3E',
    );
    const split = reshapePlan('split', odd, { index: 'a?b', shards: 8 });
    expect(step(split.steps, 'split').request?.path).toBe('logs%231%20%25%C3%BC%2Fx/_split/a%3Fb');
  });
});
