import { describe, expect, it } from 'vitest';
import { LosslessNumber } from '../../../lib/json';
import { formToBody } from './policyBody';
import {
  bodyToForm,
  NEW_POLICY_BODY,
  withAction,
  withField,
  withPhase,
  type PolicyForm,
} from './policyForm';

// The documented PUT _ilm/policy/my_policy request, with what the form has no field for.
const BODY = {
  policy: {
    _meta: { description: 'used for nginx log', project: { name: 'myProject' } },
    phases: {
      hot: {
        min_age: '0ms',
        actions: {
          rollover: { max_age: '7d', max_docs: 1000, min_docs: 1 },
          downsample: { fixed_interval: '1h' },
        },
      },
      warm: {
        min_age: '10d',
        actions: {
          forcemerge: { max_num_segments: 1 },
          allocate: { number_of_replicas: 1, require: { data: 'warm' } },
          migrate: { enabled: false },
          // Not allowed in warm: kept, for the engine to judge.
          searchable_snapshot: { snapshot_repository: 'repo' },
        },
      },
      delete: { min_age: '30d', actions: { delete: {} } },
      lukewarm: { actions: {} },
    },
  },
};

function formOf(body: unknown): PolicyForm {
  const read = bodyToForm(body);
  if (!read.ok) throw new Error(read.problem);
  return read.form;
}

function bodyOf(form: PolicyForm): unknown {
  const built = formToBody(form);
  if (!built.ok) throw new Error(JSON.stringify(built.problem));
  return built.body;
}

describe('policy form', () => {
  it('reads each phase and action into fields and keeps the rest aside', () => {
    const form = formOf(BODY);
    expect(form.policyExtra).toEqual({ _meta: BODY.policy._meta });
    expect(form.otherPhases).toEqual({ lukewarm: { actions: {} } });
    const hot = form.phases.hot;
    expect(hot.enabled).toBe(true);
    expect(hot.actions.rollover).toEqual({
      enabled: true,
      values: { max_age: '7d', max_docs: '1000', max_primary_shard_size: '', max_size: '' },
      extra: { min_docs: 1 },
    });
    expect(hot.other).toEqual({ downsample: { fixed_interval: '1h' } });
    expect(form.phases.warm.actions.allocate?.values.require).toBe('{"data":"warm"}');
    expect(form.phases.warm.actions.migrate?.values.enabled).toBe(false);
    expect(form.phases.warm.other).toEqual({
      searchable_snapshot: { snapshot_repository: 'repo' },
    });
    expect(form.phases.delete.actions.delete?.values.delete_searchable_snapshot).toBeNull();
    expect(form.phases.cold.enabled).toBe(false);
  });

  it('writes back the same body when nothing changed', () => {
    expect(bodyOf(formOf(BODY))).toEqual(BODY);
    expect(bodyOf(formOf(NEW_POLICY_BODY))).toEqual(NEW_POLICY_BODY);
  });

  it('writes the changes: a phase switched on, fields typed, an action and a phase off', () => {
    let form = formOf(BODY);
    form = withPhase(form, 'cold', { enabled: true, minAge: ' 60d ' });
    form = withAction(form, 'cold', 'searchable_snapshot', { enabled: true });
    form = withField(form, 'cold', 'searchable_snapshot', 'snapshot_repository', 'backups');
    form = withField(form, 'hot', 'rollover', 'max_docs', '');
    form = withField(form, 'hot', 'rollover', 'max_primary_shard_size', '50gb');
    form = withAction(form, 'warm', 'forcemerge', { enabled: false });
    form = withField(form, 'delete', 'delete', 'delete_searchable_snapshot', false);
    form = withPhase(form, 'warm', { enabled: false });
    const body = bodyOf(form) as typeof BODY;
    expect(body.policy.phases).toEqual({
      hot: {
        min_age: '0ms',
        actions: {
          rollover: { max_age: '7d', max_primary_shard_size: '50gb', min_docs: 1 },
          downsample: { fixed_interval: '1h' },
        },
      },
      cold: {
        min_age: '60d',
        actions: { searchable_snapshot: { snapshot_repository: 'backups' } },
      },
      delete: { min_age: '30d', actions: { delete: { delete_searchable_snapshot: false } } },
      lukewarm: { actions: {} },
    });
    expect(body.policy._meta).toEqual(BODY.policy._meta);
  });

  it('keeps a big number exact', () => {
    const form = withField(formOf(BODY), 'hot', 'rollover', 'max_docs', '90071992547409931');
    const body = bodyOf(form) as {
      policy: { phases: { hot: { actions: { rollover: unknown } } } };
    };
    expect(body.policy.phases.hot.actions.rollover).toMatchObject({
      max_docs: new LosslessNumber('90071992547409931'),
    });
  });

  it('names a number or JSON field that does not read', () => {
    const form = formOf(BODY);
    expect(formToBody(withField(form, 'hot', 'rollover', 'max_docs', '1e3'))).toEqual({
      ok: false,
      problem: { phase: 'hot', action: 'rollover', field: 'max_docs', kind: 'integer' },
    });
    expect(formToBody(withField(form, 'warm', 'allocate', 'include', '[1]'))).toEqual({
      ok: false,
      problem: { phase: 'warm', action: 'allocate', field: 'include', kind: 'object' },
    });
    // A field of a phase that is off does not count.
    const off = withPhase(withField(form, 'warm', 'allocate', 'include', '{'), 'warm', {
      enabled: false,
    });
    expect(formToBody(off).ok).toBe(true);
  });

  it('says why a body cannot be shown in the form', () => {
    expect(bodyToForm([])).toEqual({ ok: false, problem: 'notObject' });
    expect(bodyToForm({ phases: {} })).toEqual({ ok: false, problem: 'noPolicy' });
    expect(bodyToForm({ policy: { phases: { hot: 'x' } } })).toEqual({
      ok: false,
      problem: 'shape',
    });
    expect(bodyToForm({ policy: { phases: { hot: { actions: [] } } } })).toEqual({
      ok: false,
      problem: 'shape',
    });
  });
});
