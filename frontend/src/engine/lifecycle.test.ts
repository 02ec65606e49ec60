import { describe, expect, it } from 'vitest';
import { failedRollover } from '../test/managedIndices';
import {
  failureGroups,
  ilmManagedIndices,
  ismManagedIndices,
  managedIndices,
  reasonWithoutIndex,
} from './lifecycle';

// GET */_ilm/explain as Elasticsearch answers it: a managed index at rest, one whose step failed
// (step ERROR, failed_step, step_info with the reason and its root cause), and an unmanaged one.
const ILM_EXPLAIN = {
  indices: {
    'my-index-000001': {
      index: 'my-index-000001',
      index_creation_date_millis: 1538475653281,
      time_since_index_creation: '15s',
      managed: true,
      policy: 'my_policy',
      lifecycle_date_millis: 1538475653281,
      age: '15s',
      phase: 'new',
      phase_time_millis: 1538475653317,
      action: 'complete',
      action_time_millis: 1538475653317,
      step: 'complete',
      step_time_millis: 1538475653317,
    },
    'logs-000007': {
      index: 'logs-000007',
      managed: true,
      policy: 'logs',
      age: '3.2d',
      phase: 'hot',
      action: 'rollover',
      step: 'ERROR',
      failed_step: 'check-rollover-ready',
      is_auto_retryable_error: true,
      failed_step_retry_count: 4,
      step_info: {
        type: 'illegal_argument_exception',
        reason: 'setting [index.lifecycle.rollover_alias] for index [logs-000007] is empty',
        stack_trace: 'java.lang.IllegalArgumentException: ...',
      },
      phase_execution: { policy: 'logs', version: 1, modified_date_in_millis: 1 },
    },
    'shrunk-1': {
      index: 'shrunk-1',
      managed: true,
      policy: 'shrink',
      phase: 'warm',
      action: 'shrink',
      step: 'ERROR',
      failed_step: 'shrink',
      step_info: {
        type: 'exception',
        root_cause: [{ type: 'exception', reason: 'no node can hold all the shards' }],
      },
    },
    plain: { index: 'plain', managed: false },
  },
};

// GET _plugins/_ism/explain/* as OpenSearch answers it: the policy under its three keys, null
// ids for an unmanaged index, a failed action with info.message and retry_info, and the count.
const ISM_EXPLAIN = {
  'logs-2': {
    'index.plugins.index_state_management.policy_id': 'hot-delete',
    'index.opendistro.index_state_management.policy_id': 'hot-delete',
    index: 'logs-2',
    index_uuid: 'u2',
    policy_id: 'hot-delete',
    enabled: true,
    state: { name: 'hot', start_time: 1700000000000 },
    action: { name: 'transition', start_time: 1700000000001, index: -1, failed: false },
    step: { name: 'attempt_transition_step', start_time: 1700000000002, step_status: 'starting' },
    retry_info: { failed: false, consumed_retries: 0 },
    info: { message: 'Evaluating transition conditions [index=logs-2]' },
  },
  'logs-1': {
    'index.plugins.index_state_management.policy_id': 'hot-delete',
    index: 'logs-1',
    index_uuid: 'u1',
    policy_id: 'hot-delete',
    enabled: false,
    state: { name: 'hot', start_time: 1700000000000 },
    action: {
      name: 'rollover',
      start_time: 1700000000001,
      index: 0,
      failed: true,
      consumed_retries: 3,
      last_retry_time: 1700000000500,
    },
    step: { name: 'attempt_rollover', start_time: 1700000000002, step_status: 'failed' },
    retry_info: { failed: true, consumed_retries: 3 },
    info: { message: 'Missing rollover_alias index setting [index=logs-1]' },
  },
  'old-1': { 'index.opendistro.index_state_management.policy_id': 'legacy', enabled: true },
  unmanaged: {
    'index.plugins.index_state_management.policy_id': null,
    'index.opendistro.index_state_management.policy_id': null,
    enabled: null,
  },
  total_managed_indices: 3,
};

describe('ilmManagedIndices', () => {
  const byName = new Map(ilmManagedIndices(ILM_EXPLAIN).map((entry) => [entry.index, entry]));

  it('keeps the managed indices and leaves the unmanaged out', () => {
    expect([...byName.keys()].sort()).toEqual(['logs-000007', 'my-index-000001', 'shrunk-1']);
  });

  it('reads where a healthy index stands', () => {
    expect(byName.get('my-index-000001')).toMatchObject({
      policy: 'my_policy',
      phase: 'new',
      action: 'complete',
      step: 'complete',
      failed: false,
      failedStep: null,
      reason: null,
      retryCount: null,
      age: '15s',
    });
  });

  it('reads a failed step with its reason and the retries already made', () => {
    const failed = byName.get('logs-000007');
    expect(failed).toMatchObject({
      policy: 'logs',
      phase: 'hot',
      action: 'rollover',
      step: 'ERROR',
      failed: true,
      failedStep: 'check-rollover-ready',
      reason: 'setting [index.lifecycle.rollover_alias] for index [logs-000007] is empty',
      retryCount: 4,
      age: '3.2d',
    });
    expect(failed?.raw).toBe(ILM_EXPLAIN.indices['logs-000007']);
  });

  it('falls back to the root cause when step_info has no reason of its own', () => {
    expect(byName.get('shrunk-1')?.reason).toBe('no node can hold all the shards');
  });

  it('reads an empty or foreign answer as no managed index', () => {
    expect(ilmManagedIndices({})).toEqual([]);
    expect(ilmManagedIndices(null)).toEqual([]);
    expect(ilmManagedIndices({ indices: [] })).toEqual([]);
    expect(ilmManagedIndices({ indices: { x: { managed: true } } })).toEqual([]);
  });
});

describe('ismManagedIndices', () => {
  const entries = ismManagedIndices(ISM_EXPLAIN);
  const byName = new Map(entries.map((entry) => [entry.index, entry]));

  it('keeps indices with a policy under any of the three keys, not the count or null ids', () => {
    expect([...byName.keys()].sort()).toEqual(['logs-1', 'logs-2', 'old-1']);
    expect(byName.get('old-1')?.policy).toBe('legacy');
  });

  it('reads a failed action with the engine message and its consumed retries', () => {
    expect(byName.get('logs-1')).toMatchObject({
      policy: 'hot-delete',
      phase: 'hot',
      action: 'rollover',
      step: 'attempt_rollover',
      failed: true,
      failedStep: 'rollover',
      reason: 'Missing rollover_alias index setting [index=logs-1]',
      retryCount: 3,
      age: null,
    });
  });

  it('reads an index on its way as not failed', () => {
    expect(byName.get('logs-2')).toMatchObject({
      phase: 'hot',
      action: 'transition',
      step: 'attempt_transition_step',
      failed: false,
      failedStep: null,
      retryCount: 0,
    });
  });

  it('counts a failed step status as failed even when retry_info is missing', () => {
    const [entry] = ismManagedIndices({
      a: { policy_id: 'p', step: { name: 'attempt_delete', step_status: 'failed' } },
    });
    expect(entry).toMatchObject({ index: 'a', failed: true, failedStep: 'attempt_delete' });
  });

  it('is what managedIndices reads for ISM, and ILM for ILM', () => {
    expect(managedIndices('ism', ISM_EXPLAIN)).toEqual(entries);
    expect(managedIndices('ilm', ILM_EXPLAIN)).toEqual(ilmManagedIndices(ILM_EXPLAIN));
  });
});

const failed = (index: string, failedStep: string | null, reason: string | null, policy = 'p') =>
  failedRollover(index, { failedStep, reason, policy });

describe('failureGroups', () => {
  it('groups failed indices by step and reason, the largest group first, names sorted', () => {
    const indices = [
      failed('b-2', 'shrink', 'no node'),
      failed('a-1', 'check-rollover-ready', 'alias missing', 'logs'),
      failed('a-3', 'check-rollover-ready', 'alias missing', 'metrics'),
      failed('a-2', 'check-rollover-ready', 'alias missing', 'logs'),
      failed('b-1', 'shrink', 'no node'),
      failed('c-1', 'shrink', 'disk full'),
      { ...failed('ok-1', null, null), failed: false, step: 'complete' },
    ];
    const groups = failureGroups(indices);
    expect(
      groups.map((group) => [group.failedStep, group.reason, group.indices.map((i) => i.index)]),
    ).toEqual([
      ['check-rollover-ready', 'alias missing', ['a-1', 'a-2', 'a-3']],
      ['shrink', 'no node', ['b-1', 'b-2']],
      ['shrink', 'disk full', ['c-1']],
    ]);
    expect(groups[0].policies).toEqual(['logs', 'metrics']);
    expect(new Set(groups.map((group) => group.key)).size).toBe(3);
  });

  it('orders groups of equal size the same way every time', () => {
    const one = [failed('x', 's1', 'r'), failed('y', 's2', 'r')];
    const keys = failureGroups(one).map((group) => group.key);
    expect(failureGroups([...one].reverse()).map((group) => group.key)).toEqual(keys);
  });

  it('keeps an unknown step and reason as a group of its own', () => {
    const groups = failureGroups([failed('x', null, null), failed('y', 'step', null)]);
    expect(groups.map((group) => [group.failedStep, group.reason])).toEqual(
      expect.arrayContaining([
        [null, null],
        ['step', null],
      ]),
    );
  });

  it('groups the indices of both engine answers', () => {
    const ilm = failureGroups(ilmManagedIndices(ILM_EXPLAIN));
    expect(ilm.map((group) => group.failedStep).sort()).toEqual(['check-rollover-ready', 'shrink']);
    const ism = failureGroups(ismManagedIndices(ISM_EXPLAIN));
    expect(ism).toHaveLength(1);
    expect(ism[0]).toMatchObject({ failedStep: 'rollover', policies: ['hot-delete'] });
  });
});

describe('reasonWithoutIndex', () => {
  it('puts a placeholder where the reason names its own index, as a whole name only', () => {
    expect(
      reasonWithoutIndex('index [logs-7] is not the write index for alias [logs]', 'logs-7'),
    ).toBe('index [{index}] is not the write index for alias [logs]');
    expect(reasonWithoutIndex('index [logs-70] failed', 'logs-7')).toBe('index [logs-70] failed');
    expect(reasonWithoutIndex('a.b+c and x.a.b+c', 'a.b+c')).toBe('{index} and x.a.b+c');
  });

  it('groups failures that differ only by the index they name', () => {
    const failed = (index: string) =>
      failedRollover(index, {
        reason: `index [${index}] is not the write index for alias [logs]`,
        retryCount: 0,
      });
    const groups = failureGroups([failed('logs-1'), failed('logs-2'), failed('logs-3')]);
    expect(groups).toHaveLength(1);
    expect(groups[0].reason).toBe('index [{index}] is not the write index for alias [logs]');
    expect(groups[0].indices.map((entry) => entry.index)).toEqual(['logs-1', 'logs-2', 'logs-3']);
  });
});
