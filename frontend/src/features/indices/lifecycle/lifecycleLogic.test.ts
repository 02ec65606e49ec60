import { describe, expect, it } from 'vitest';
import { ilmManagedIndices, ismManagedIndices, type ManagedIndex } from '../../../engine/lifecycle';
import { ilmPolicies, ismPolicies } from '../../../engine/lifecyclePolicies';
import { ILM_EXPLAIN } from './testLifecycle';
import { explainFacts } from './explainFacts';
import { fixOutcome, namesText, refusalLines } from './fixOutcome';
import {
  ismBody,
  ismRequestText,
  patternParts,
  policyIds,
  policyStates,
  requestCount,
} from './ismPolicyForm';
import { bulkLifecycleActions, failedOf, rowLifecycleActions } from './lifecycleMenu';
import { lifecycleText, managedIndexMap, rowsOfLifecycle } from './lifecycleRows';
import { currentStep, moveBody, moveRequestText, phasesOf } from './moveStep';

const [hot, failed] = ilmManagedIndices(ILM_EXPLAIN);

describe('lifecycle rows', () => {
  const managed = managedIndexMap([hot, failed]);
  const rows = [{ index: 'logs' }, { index: 'metrics' }, { index: 'plain' }];
  const names = (list: { index: string }[]) => list.map((row) => row.index);

  it('keeps the managed, unmanaged or failed rows, and every row before the answer', () => {
    expect(names(rowsOfLifecycle(rows, 'managed', managed))).toEqual(['logs', 'metrics']);
    expect(names(rowsOfLifecycle(rows, 'unmanaged', managed))).toEqual(['plain']);
    expect(names(rowsOfLifecycle(rows, 'failed', managed))).toEqual(['metrics']);
    expect(rowsOfLifecycle(rows, 'failed', undefined)).toBe(rows);
    expect(rowsOfLifecycle(rows, null, managed)).toBe(rows);
  });

  it('gives the filter policy, phase, action, step, and ERROR with the failed step', () => {
    expect(lifecycleText(hot)).toBe('hot-warm hot rollover check-rollover-ready');
    expect(lifecycleText(failed)).toBe('hot-warm warm shrink ERROR shrink');
    expect(lifecycleText(undefined)).toBe('');
    const [ism] = ismManagedIndices({
      a: { policy_id: 'p', state: { name: 'ingest' }, action: { name: 'rollover', failed: true } },
    });
    expect(lifecycleText(ism)).toContain('ERROR');
  });
});

describe('lifecycle menus', () => {
  it('offers explain and fixes by engine, state and write access', () => {
    expect(rowLifecycleActions('ilm', failed, true)).toEqual(['explain', 'retry', 'remove']);
    expect(rowLifecycleActions('ilm', hot, true)).toEqual(['explain', 'remove']);
    expect(rowLifecycleActions('ilm', hot, false)).toEqual(['explain']);
    expect(rowLifecycleActions('ilm', null, true)).toEqual([]);
    expect(rowLifecycleActions('ism', null, true)).toEqual(['ismAdd']);
    expect(rowLifecycleActions('ism', null, false)).toEqual([]);
    expect(rowLifecycleActions('ism', hot, true)).toEqual(['explain', 'ismChange', 'remove']);
    expect(rowLifecycleActions('ism', undefined, true)).toEqual([]);
    expect(bulkLifecycleActions('ilm')).toEqual(['remove', 'retry']);
    expect(bulkLifecycleActions('ism')).toEqual(['ismAdd', 'ismChange', 'remove', 'retry']);
  });

  it('retries only the selected indices whose step failed', () => {
    const managed = managedIndexMap([hot, failed]);
    expect(failedOf(['logs', 'metrics', 'plain'], managed)).toEqual(['metrics']);
    expect(failedOf(['metrics'], undefined)).toEqual([]);
  });
});

describe('fix outcome', () => {
  it('counts updated indices and names refused and failed ones with reasons', () => {
    const outcome = fixOutcome([
      {
        indices: ['a', 'b', 'c'],
        ok: true,
        response: {
          updated_indices: 2,
          failures: true,
          failed_indices: [{ index_name: 'c', reason: 'has a policy' }],
        },
      },
      {
        indices: ['d'],
        ok: false,
        error: {
          kind: 'api',
          code: 'api',
          status: 500,
          statusText: '',
          message: 'HTTP 500',
          body: { error: { reason: 'boom' } },
        },
      },
      { indices: ['e', 'f'], ok: true, response: { acknowledged: true } },
    ]);
    expect(outcome.updated).toBe(4);
    expect(outcome.refused).toEqual([
      { index: 'c', reason: 'has a policy' },
      { index: 'd', reason: 'boom' },
    ]);
    expect(outcome.error).toBeNull();
    expect(refusalLines(outcome.refused)).toBe('c: has a policy\nd: boom');
  });

  it('gives the error when every request failed', () => {
    const error = {
      kind: 'api' as const,
      code: 'api' as const,
      status: 404,
      statusText: '',
      message: 'x',
      body: null,
    };
    expect(fixOutcome([{ indices: ['a'], ok: false, error }]).error).toBe(error);
  });

  it('lists the first ten names and how many more', () => {
    const many = Array.from({ length: 12 }, (_, n) => `i${n}`);
    expect(namesText(many)).toBe('i0, i1, i2, i3, i4, i5, i6, i7, i8, i9 (+2)');
    expect(namesText(['a'])).toBe('a');
  });
});

describe('move to step', () => {
  it('starts from the ERROR step of an index whose step failed, and names the chosen phase and action', () => {
    const current = currentStep(failed)!;
    expect(current).toEqual({ phase: 'warm', action: 'shrink', name: 'ERROR' });
    expect(currentStep(hot)).toEqual({
      phase: 'hot',
      action: 'rollover',
      name: 'check-rollover-ready',
    });
    expect(moveBody(current, 'delete', null)).toEqual({
      current_step: current,
      next_step: { phase: 'delete' },
    });
    const body = moveBody(current, 'warm', 'forcemerge');
    expect(body.next_step).toEqual({ phase: 'warm', action: 'forcemerge' });
    expect(moveRequestText('a b', body).split('\n')[0]).toBe('POST _ilm/move/a%20b');
  });

  it('cannot start without phase, action and step', () => {
    const partial: ManagedIndex = { ...hot, action: null };
    expect(currentStep(partial)).toBeNull();
  });
});

describe('policies', () => {
  it('orders ILM phases as ILM runs them, each with its actions', () => {
    const answer = {
      p: {
        policy: {
          phases: {
            delete: { actions: { delete: {} } },
            hot: { actions: { rollover: {}, set_priority: {} } },
            warm: { actions: {} },
          },
        },
      },
    };
    expect(phasesOf(ilmPolicies(answer), 'p')).toEqual([
      { name: 'hot', minAge: null, actions: ['rollover', 'set_priority'] },
      { name: 'warm', minAge: null, actions: [] },
      { name: 'delete', minAge: null, actions: ['delete'] },
    ]);
    expect(phasesOf(ilmPolicies(answer), 'other')).toEqual([]);
    expect(phasesOf(undefined, 'p')).toEqual([]);
  });

  it('lists ISM policy ids with their states', () => {
    const answer = {
      policies: [
        { _id: 'rollover', policy: { states: [{ name: 'hot' }, { name: 'delete' }] } },
        { _id: 'archive', policy: {} },
        { nothing: true },
      ],
    };
    const policies = ismPolicies(answer);
    expect(policyIds(policies)).toEqual(['archive', 'rollover']);
    expect(policyStates(policies, ' rollover ')).toEqual(['hot', 'delete']);
    expect(policyStates(policies, 'archive')).toEqual([]);
    expect(policyStates(undefined, 'rollover')).toEqual([]);
  });
});

describe('ISM requests', () => {
  it('sends a typed pattern as typed, each part escaped with * kept', () => {
    expect(patternParts(' logs-*, ,metrics-* ')).toEqual(['logs-*', 'metrics-*']);
    const body = ismBody(' hot ', '')!;
    expect(body).toEqual({ policy_id: 'hot' });
    expect(ismRequestText('add', ['logs-*', 'a b'], body)).toBe(
      'POST _plugins/_ism/add/logs-*,a%20b\n{\n  "policy_id": "hot"\n}',
    );
    expect(ismBody('p', 'warm')).toEqual({ policy_id: 'p', state: 'warm' });
    expect(ismBody(' ', 'warm')).toBeNull();
    expect(ismRequestText('change', ['x'], { policy_id: 'p' }).split('\n')[0]).toBe(
      'POST _plugins/_ism/change_policy/x',
    );
    expect(requestCount(['a'])).toBe(1);
  });
});

describe('explain facts', () => {
  it('reads ILM times, the reason (or its type) and whether the engine retries by itself', () => {
    const facts = explainFacts('ilm', 'metrics', {
      indices: {
        metrics: {
          index: 'metrics',
          managed: true,
          policy: 'p',
          phase: 'warm',
          action: 'shrink',
          step: 'ERROR',
          failed_step: 'shrink',
          phase_time_millis: 1000,
          action_time_millis: 2000,
          step_time_millis: 3000,
          is_auto_retryable_error: true,
          step_info: { type: 'illegal_argument_exception' },
        },
      },
    });
    expect(facts.entry?.failedStep).toBe('shrink');
    expect(facts.times).toEqual({ phase: 1000, action: 2000, step: 3000 });
    expect(facts.reason).toBe('illegal_argument_exception');
    expect(facts.autoRetryable).toBe(true);
  });

  it('reads ISM start times and says an unmanaged index has no entry', () => {
    const facts = explainFacts('ism', 'a', {
      a: {
        'index.plugins.index_state_management.policy_id': 'p',
        state: { name: 'hot', start_time: 10 },
        action: { name: 'rollover', start_time: 20, failed: true },
        step: { name: 'attempt_rollover', start_time: 30 },
        info: { message: 'Missing rollover_alias' },
        retry_info: { failed: true, consumed_retries: 4 },
      },
      total_managed_indices: 1,
    });
    expect(facts.times).toEqual({ phase: 10, action: 20, step: 30 });
    expect(facts.reason).toBe('Missing rollover_alias');
    expect(facts.entry?.retryCount).toBe(4);
    expect(
      explainFacts('ilm', 'x', { indices: { x: { index: 'x', managed: false } } }).entry,
    ).toBeNull();
  });
});
