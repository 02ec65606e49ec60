import { describe, expect, it } from 'vitest';
import { reshapePlan } from './reshapePlan';
import type { ReshapeProblem } from './reshapeTypes';
import { defaultRoutingShards, MAX_SHARDS, validTargetShardCounts } from './shardCounts';
import { copy, source, step } from './testReshapePlan';

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
