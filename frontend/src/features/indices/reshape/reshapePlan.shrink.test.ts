import { describe, expect, it } from 'vitest';
import { gatherProgress } from './gatherNode';
import { reshapePlan } from './reshapePlan';
import { copy, source, step } from './testReshapePlan';

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
