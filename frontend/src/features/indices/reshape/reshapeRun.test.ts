import { describe, expect, it, vi } from 'vitest';
import { reshapePlan } from './reshapePlan';
import type { ReshapeSource, ShardCopy } from './reshapeTypes';
import {
  greenProgress,
  initialStates,
  leftovers,
  leftoversIfStopped,
  runSteps,
  undoRequests,
  type RunDeps,
  type StepUpdate,
} from './reshapeRun';

const copy = (shard: number, node: string, state: ShardCopy['state'] = 'STARTED'): ShardCopy => ({
  shard,
  node,
  state,
  primary: true,
});

/** Two primaries on a and b: a shrink to 1 gathers them on a. */
const SOURCE: ReshapeSource = {
  index: 'logs',
  primaryShards: 2,
  writeBlocked: false,
  copies: [copy(0, 'a'), copy(1, 'b')],
  primaryStoreBytes: 10,
  dataNodes: [
    { name: 'a', freeDiskBytes: 100 },
    { name: 'b', freeDiskBytes: 50 },
  ],
};

const plan = reshapePlan('shrink', SOURCE, { index: 'small', shards: 1, node: 'a' });
const context = { index: 'logs', target: 'small', primaryShards: 2, node: 'a' };

function deps(overrides: Partial<RunDeps> = {}) {
  const sent: string[] = [];
  const all: RunDeps = {
    write: vi.fn(async (request) => {
      sent.push(`${request.method} ${request.path} ${JSON.stringify(request.body)}`);
      return { acknowledged: true };
    }),
    health: vi.fn(async (request) => {
      sent.push(`${request.method} ${request.path}`);
      return { status: 'green' };
    }),
    copies: vi.fn(async () => [copy(0, 'a'), copy(1, 'a')]),
    pause: async () => {},
    stopped: () => false,
    skipGreen: () => false,
    ...overrides,
  };
  return { deps: all, sent };
}

function collect() {
  const updates: string[] = [];
  const states = initialStates(plan.steps);
  const onUpdate = (id: Parameters<typeof states.set>[0], update: StepUpdate) => {
    states.set(id, update);
    const progress = update.progress ? ` ${JSON.stringify(update.progress)}` : '';
    updates.push(`${id} ${update.state}${progress}`);
  };
  return { updates, states, onUpdate };
}

describe('runSteps', () => {
  it('sends the writes and asks the waits in order', async () => {
    const { deps: d, sent } = deps();
    const { onUpdate } = collect();
    expect(await runSteps(plan.steps, context, d, onUpdate)).toEqual({ kind: 'finished' });
    expect(sent).toEqual([
      'PUT logs/_settings {"index.blocks.write":true}',
      'PUT logs/_settings {"index.routing.allocation.require._name":"a"}',
      'GET _cluster/health/logs',
      'POST logs/_shrink/small {"settings":{"index.number_of_shards":1,"index.routing.allocation.require._name":null,"index.blocks.write":null}}',
      'GET _cluster/health/small',
      'PUT logs/_settings {"index.blocks.write":null}',
      'PUT logs/_settings {"index.routing.allocation.require._name":null}',
    ]);
  });

  it('asks again while the copies move, telling how many shards are on the node', async () => {
    const moves = [
      [copy(0, 'a'), copy(1, 'b', 'RELOCATING'), copy(1, 'a', 'INITIALIZING')],
      [copy(0, 'a'), copy(1, 'a')],
    ];
    const { deps: d } = deps({ copies: vi.fn(async () => moves.shift() ?? []) });
    const { updates, onUpdate } = collect();
    await runSteps(plan.steps, context, d, onUpdate);
    expect(updates.filter((line) => line.startsWith('waitRelocation'))).toEqual([
      'waitRelocation running',
      'waitRelocation running {"kind":"gather","onNode":1,"total":2,"moving":true}',
      'waitRelocation succeeded',
    ]);
  });

  it('waits for green, telling the active shards, until the user goes on without it', async () => {
    let skip = false;
    const health = vi.fn(async (request: { path: string }) => {
      if (request.path.endsWith('small')) skip = true;
      return { status: 'yellow', active_shards: 1, unassigned_shards: 1 };
    });
    const { deps: d } = deps({ health, skipGreen: () => skip });
    const { updates, states, onUpdate } = collect();
    // The health of the source answers yellow too: the relocation wait looks at the copies only.
    expect(await runSteps(plan.steps, context, d, onUpdate)).toEqual({ kind: 'finished' });
    expect(updates).toContain(
      'waitGreen running {"kind":"green","status":"yellow","active":1,"total":2}',
    );
    expect(states.get('waitGreen')).toEqual({ state: 'skipped' });
    expect(states.get('removeBlock')).toEqual({
      state: 'succeeded',
      answer: { acknowledged: true },
    });
  });

  it('stops at a failed step and tells what is left behind and how to undo it', async () => {
    const refusal = new Error('no handler found');
    const write = vi.fn(async (request: { path: string }) => {
      if (request.path.includes('_shrink')) throw refusal;
      return {};
    });
    const { deps: d } = deps({ write });
    const { states, onUpdate } = collect();
    expect(await runSteps(plan.steps, context, d, onUpdate)).toEqual({
      kind: 'failed',
      step: 'shrink',
      error: refusal,
    });
    expect(states.get('removeBlock')).toEqual({ state: 'todo' });
    const left = leftovers(states);
    expect(left).toEqual(['writeBlock', 'allocationFilter']);
    expect(undoRequests(plan.steps, left)).toEqual([
      { method: 'PUT', path: 'logs/_settings', body: { 'index.blocks.write': null } },
      {
        method: 'PUT',
        path: 'logs/_settings',
        body: { 'index.routing.allocation.require._name': null },
      },
    ]);
  });

  it('stops between steps once told to', async () => {
    let stop = false;
    const write = vi.fn(async () => {
      stop = true;
      return {};
    });
    const { deps: d } = deps({ write, stopped: () => stop });
    const { onUpdate } = collect();
    expect(await runSteps(plan.steps, context, d, onUpdate)).toEqual({ kind: 'stopped' });
    expect(write).toHaveBeenCalledTimes(1);
  });
});

describe('leftovers', () => {
  it('names the new index once created, and the block the run set until it is lifted', () => {
    const split = reshapePlan('split', SOURCE, { index: 'x', shards: 4 });
    const states = initialStates(split.steps);
    expect(leftovers(states)).toEqual([]);
    states.set('writeBlock', { state: 'succeeded' });
    expect(leftovers(states)).toEqual(['writeBlock']);
    states.set('split', { state: 'succeeded' });
    expect(leftovers(states)).toEqual(['writeBlock', 'targetIndex']);
    states.set('removeBlock', { state: 'succeeded' });
    expect(leftovers(states)).toEqual(['targetIndex']);
  });

  it('never names a block or a filter the source had before the run', () => {
    const before = { ...SOURCE, writeBlocked: true, requireName: 'a' };
    const shrink = reshapePlan('shrink', before, { index: 'small', shards: 1, node: 'a' });
    const states = initialStates(shrink.steps);
    expect(leftovers(states)).toEqual([]);
    // The move step sends the filter the source already had; it stays the user's.
    states.set('moveToOneNode', { state: 'succeeded' });
    states.set('shrink', { state: 'succeeded' });
    expect(leftovers(states)).toEqual(['targetIndex']);
    expect(undoRequests(shrink.steps, ['writeBlock', 'allocationFilter'])).toEqual([]);
  });

  it('names a filter on another node only once the run replaced it', () => {
    const before = { ...SOURCE, requireName: 'b' };
    const shrink = reshapePlan('shrink', before, { index: 'small', shards: 1, node: 'a' });
    const states = initialStates(shrink.steps);
    expect(leftovers(states)).toEqual([]);
    states.set('writeBlock', { state: 'succeeded' });
    states.set('moveToOneNode', { state: 'succeeded' });
    expect(leftovers(states)).toEqual(['writeBlock', 'allocationFilter']);
  });
});

describe('leftoversIfStopped', () => {
  it('counts a write under way as sent, since the engine still applies it', () => {
    const states = initialStates(plan.steps);
    states.set('writeBlock', { state: 'running' });
    expect(leftoversIfStopped(states)).toEqual(['writeBlock']);
    states.set('writeBlock', { state: 'succeeded' });
    states.set('moveToOneNode', { state: 'running' });
    expect(leftoversIfStopped(states)).toEqual(['writeBlock', 'allocationFilter']);
    states.set('moveToOneNode', { state: 'succeeded' });
    states.set('removeBlock', { state: 'running' });
    expect(leftoversIfStopped(states)).toEqual(['allocationFilter']);
  });
});

describe('greenProgress', () => {
  it('counts every copy, the unassigned ones too', () => {
    expect(
      greenProgress({
        status: 'red',
        active_shards: 1,
        initializing_shards: 1,
        unassigned_shards: 2,
      }),
    ).toEqual({ kind: 'green', status: 'red', active: 1, total: 4 });
    expect(greenProgress(null)).toEqual({ kind: 'green', status: '', active: 0, total: 0 });
  });
});
