import { describe, expect, it } from 'vitest';
import {
  isMoveTarget,
  isSelected,
  leavesRelocationMode,
  moveTargetNodes,
  rerouteMove,
  toggleSelection,
  type ShardSelection,
} from './reroute';
import { testShardEntry } from '../grid/testShardEntry';

const entry = testShardEntry;

describe('toggleSelection', () => {
  it('selects a started shard on its node', () => {
    expect(toggleSelection(null, entry({ shard: 1, primary: false }))).toEqual({
      index: 'logs',
      shard: 1,
      primary: false,
      node: 'node-a',
    });
  });

  it('deselects when the same node, index and shard is clicked again', () => {
    const selected = toggleSelection(null, entry({}));
    expect(toggleSelection(selected, entry({}))).toBeNull();
  });

  it('moves the selection to another chip', () => {
    const selected = toggleSelection(null, entry({}));
    expect(toggleSelection(selected, entry({ node: 'node-b', primary: false }))).toEqual({
      index: 'logs',
      shard: 0,
      primary: false,
      node: 'node-b',
    });
  });

  it('does not select an unassigned or moving shard', () => {
    const selected: ShardSelection = { index: 'logs', shard: 2, primary: true, node: 'node-a' };
    expect(toggleSelection(selected, entry({ node: null, state: 'UNASSIGNED' }))).toBe(selected);
    expect(toggleSelection(null, entry({ state: 'RELOCATING' }))).toBeNull();
    expect(toggleSelection(null, entry({ state: 'INITIALIZING' }))).toBeNull();
  });
});

describe('isSelected and isMoveTarget', () => {
  const selection: ShardSelection = { index: 'logs', shard: 0, primary: true, node: 'node-a' };

  it('recognises the selected chip only', () => {
    expect(isSelected(selection, entry({}))).toBe(true);
    expect(isSelected(selection, entry({ shard: 1 }))).toBe(false);
    expect(isSelected(selection, entry({ node: 'node-b' }))).toBe(false);
    expect(isSelected(null, entry({}))).toBe(false);
  });

  it('offers the other nodes of the same index, never the unassigned row', () => {
    expect(isMoveTarget(selection, 'logs', 'node-b')).toBe(true);
    expect(isMoveTarget(selection, 'logs', 'node-a')).toBe(false);
    expect(isMoveTarget(selection, 'metrics', 'node-b')).toBe(false);
    expect(isMoveTarget(selection, 'logs', null)).toBe(false);
    expect(isMoveTarget(null, 'logs', 'node-b')).toBe(false);
  });
});

describe('rerouteMove', () => {
  it('moves the selected shard from its node to the chosen one', () => {
    expect(
      rerouteMove({ index: 'logs', shard: 3, primary: false, node: 'node-a' }, 'node-b'),
    ).toEqual({
      index: 'logs',
      shard: 3,
      fromNode: 'node-a',
      toNode: 'node-b',
    });
  });
});

describe('moveTargetNodes', () => {
  const selection = { index: 'logs', shard: 0, primary: true, node: 'n1' };

  it('lists every node but the shard own, and none on a single-node cluster', () => {
    expect(moveTargetNodes(selection, ['n1', 'n2', 'n3'])).toEqual(['n2', 'n3']);
    expect(moveTargetNodes(selection, ['n1'])).toEqual([]);
  });
});

describe('leavesRelocationMode', () => {
  it('is Esc outside a dialog that nothing else handled', () => {
    expect(leavesRelocationMode({ key: 'Escape', defaultPrevented: false }, false)).toBe(true);
    expect(leavesRelocationMode({ key: 'Escape', defaultPrevented: false }, true)).toBe(false);
    expect(leavesRelocationMode({ key: 'Escape', defaultPrevented: true }, false)).toBe(false);
    expect(leavesRelocationMode({ key: 'Enter', defaultPrevented: false }, false)).toBe(false);
  });
});
