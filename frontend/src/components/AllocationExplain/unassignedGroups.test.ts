import { describe, expect, it, vi } from 'vitest';
import type { ShardCopy } from '../../api/operations/allocation';
import { parseAllocationExplanation } from '../../api/operations/allocationExplanation';
import type { CatRow } from '../../api/operations/cat';
import { firstItems, unassignedGroups, UNKNOWN_REASON } from './unassignedGroups';

const row = (index: string, shard: number, prirep: string, state: string, reason?: string) => ({
  index,
  shard: String(shard),
  prirep,
  state,
  'unassigned.reason': reason ?? null,
});

/** An explanation whose one node refuses with `decider` (max_retry for a given up shard). */
const refusedBy = (decider: string, explanation: string) =>
  parseAllocationExplanation({
    current_state: 'unassigned',
    allocate_explanation: 'cannot allocate',
    node_allocation_decisions: [
      {
        node_id: 'n1',
        node_name: 'node-a',
        node_decision: 'no',
        deciders: [
          { decider: 'filter', decision: 'YES', explanation: 'fine' },
          { decider, decision: 'NO', explanation },
        ],
      },
    ],
  });

const failureReason = (error: unknown) => (error instanceof Error ? error.message : 'failed');

describe('unassignedGroups', () => {
  it('groups by reason, largest first, and explains each group by its first shard', async () => {
    const rows: CatRow[] = [
      row('logs', 0, 'p', 'STARTED'),
      row('logs', 0, 'r', 'UNASSIGNED', 'INDEX_CREATED'),
      row('wide', 0, 'r', 'UNASSIGNED', 'NODE_LEFT'),
      row('logs', 1, 'r', 'UNASSIGNED', 'INDEX_CREATED'),
      row('old', 2, 'p', 'UNASSIGNED', 'ALLOCATION_FAILED'),
      row('other', 3, 'r', 'UNASSIGNED', 'NODE_LEFT'),
      row('logs', 2, 'r', 'UNASSIGNED', 'INDEX_CREATED'),
      row('odd', 4, 'r', 'UNASSIGNED'),
    ];
    const explain = vi.fn(async (copy: ShardCopy) =>
      copy.index === 'old'
        ? refusedBy('max_retry', 'shard has exceeded the maximum number of retries [5]')
        : refusedBy('same_shard', `a copy of ${copy.index} is already here`),
    );
    const groups = await unassignedGroups(rows, explain, failureReason);
    expect(groups.map((group) => [group.reason, group.shards.length])).toEqual([
      ['INDEX_CREATED', 3],
      ['NODE_LEFT', 2],
      ['ALLOCATION_FAILED', 1],
      [UNKNOWN_REASON, 1],
    ]);
    expect(explain.mock.calls.map(([copy]) => copy)).toEqual([
      { index: 'logs', shard: 0, primary: false },
      { index: 'wide', shard: 0, primary: false },
      { index: 'old', shard: 2, primary: true },
      { index: 'odd', shard: 4, primary: false },
    ]);
    expect(groups[0]).toMatchObject({
      refusal: { decider: 'same_shard', explanation: 'a copy of logs is already here' },
      maxRetriesExceeded: false,
      failure: null,
    });
    expect(groups[0].shards.map((shard) => shard.shard)).toEqual([0, 1, 2]);
    expect(groups[2]).toMatchObject({ reason: 'ALLOCATION_FAILED', maxRetriesExceeded: true });
  });

  it('keeps every shard of a large group, with one explain call for it', async () => {
    const rows = Array.from({ length: 250 }, (_, n) =>
      row(`idx-${n % 7}`, n, 'r', 'UNASSIGNED', 'INDEX_CREATED'),
    );
    const explain = vi.fn(async () => refusedBy('same_shard', 'already here'));
    const groups = await unassignedGroups(rows, explain, failureReason);
    expect(groups).toHaveLength(1);
    expect(groups[0].shards).toHaveLength(250);
    expect(explain).toHaveBeenCalledTimes(1);
    expect(firstItems(groups[0].shards, 10)).toMatchObject({ more: 240 });
    expect(firstItems(groups[0].shards, 10).shown).toHaveLength(10);
  });

  it('keeps the other groups when the explain call of one fails', async () => {
    const rows = [
      row('a', 0, 'r', 'UNASSIGNED', 'INDEX_CREATED'),
      row('b', 0, 'r', 'UNASSIGNED', 'NODE_LEFT'),
    ];
    const explain = vi.fn(async (copy: ShardCopy) => {
      if (copy.index === 'b') throw new Error('no handler found for uri');
      return refusedBy('same_shard', 'already here');
    });
    const groups = await unassignedGroups(rows, explain, failureReason);
    expect(groups[0]).toMatchObject({ reason: 'INDEX_CREATED', failure: null });
    expect(groups[0].refusal?.decider).toBe('same_shard');
    expect(groups[1]).toMatchObject({
      reason: 'NODE_LEFT',
      failure: 'no handler found for uri',
      refusal: null,
      maxRetriesExceeded: false,
    });
  });

  it('makes no group and no call when no shard is unassigned', async () => {
    const explain = vi.fn();
    expect(await unassignedGroups([row('a', 0, 'p', 'STARTED')], explain, failureReason)).toEqual(
      [],
    );
    expect(await unassignedGroups([], explain, failureReason)).toEqual([]);
    expect(explain).not.toHaveBeenCalled();
  });
});

describe('firstItems', () => {
  it('says nothing more when everything is shown', () => {
    expect(firstItems([1, 2], 10)).toEqual({ shown: [1, 2], more: 0 });
  });
});
