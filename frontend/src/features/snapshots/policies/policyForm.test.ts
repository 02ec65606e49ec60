import { describe, expect, it } from 'vitest';
import type { SlmPolicy } from '../../../api/operations/slm';
import {
  isPolicyFormValid,
  NEW_POLICY_DEFAULTS,
  policyBody,
  policyFormOf,
  retentionOf,
  splitIndices,
  type PolicyForm,
} from './policyForm';

const form = (overrides: Partial<PolicyForm> = {}): PolicyForm => ({
  ...NEW_POLICY_DEFAULTS,
  id: 'nightly',
  name: '<nightly-snap-{now/d}>',
  schedule: '0 30 1 * * ?',
  ...overrides,
});

describe('policy form rules', () => {
  it('starts with indices *, ignore_unavailable off and include_global_state on', () => {
    expect(NEW_POLICY_DEFAULTS).toMatchObject({
      indices: '*',
      ignoreUnavailable: false,
      includeGlobalState: true,
      expireAfter: '',
      maxCount: '',
      minCount: '',
    });
  });

  it('is valid only with id, name and schedule set', () => {
    expect(isPolicyFormValid(form())).toBe(true);
    expect(isPolicyFormValid(form({ name: ' ' }))).toBe(false);
    expect(isPolicyFormValid(form({ schedule: '' }))).toBe(false);
    expect(isPolicyFormValid(form({ id: '' }))).toBe(false);
  });

  it('splits indices on commas, trimmed, without empty entries', () => {
    expect(splitIndices(' logs-*, metrics ,, audit')).toEqual(['logs-*', 'metrics', 'audit']);
    expect(splitIndices(' , ')).toEqual(['*']);
  });
});

describe('policy retention', () => {
  it('is left out when no retention field is set', () => {
    expect(retentionOf(form())).toBeUndefined();
    expect(policyBody(form(), 'backups')).not.toHaveProperty('retention');
  });

  it('holds only the fields that are set', () => {
    expect(retentionOf(form({ expireAfter: ' 30d ' }))).toEqual({ expire_after: '30d' });
    expect(retentionOf(form({ maxCount: 50 }))).toEqual({ max_count: 50 });
    expect(retentionOf(form({ minCount: '5' }))).toEqual({ min_count: 5 });
    expect(retentionOf(form({ expireAfter: '12h', maxCount: 10, minCount: 2 }))).toEqual({
      expire_after: '12h',
      max_count: 10,
      min_count: 2,
    });
  });
});

describe('policy payload (PUT _slm/policy/{id})', () => {
  it('names the repository and puts the snapshot options under config', () => {
    expect(
      policyBody(
        form({ indices: 'logs-*,metrics', ignoreUnavailable: true, maxCount: 7 }),
        'backups',
      ),
    ).toEqual({
      name: '<nightly-snap-{now/d}>',
      schedule: '0 30 1 * * ?',
      repository: 'backups',
      config: {
        indices: ['logs-*', 'metrics'],
        ignore_unavailable: true,
        include_global_state: true,
      },
      retention: { max_count: 7 },
    });
  });

  it('round-trips a policy the cluster holds through the edit form', () => {
    const stored: SlmPolicy = {
      name: '<daily-{now/d}>',
      schedule: '0 0 2 * * ?',
      repository: 'backups',
      config: { indices: ['a', 'b*'], ignore_unavailable: true, include_global_state: false },
      retention: { expire_after: '3d', min_count: 1 },
    };
    const edit = policyFormOf('daily', stored);
    expect(edit).toMatchObject({ id: 'daily', indices: 'a,b*', maxCount: '', minCount: 1 });
    expect(policyBody(edit, 'backups')).toEqual(stored);
  });

  it('gives a policy without config or retention the form defaults', () => {
    const edit = policyFormOf('bare', { name: 'n', schedule: 's', repository: 'r' });
    expect(edit).toMatchObject({
      indices: '*',
      ignoreUnavailable: false,
      includeGlobalState: true,
      expireAfter: '',
    });
  });
});
