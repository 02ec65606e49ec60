import { describe, expect, it } from 'vitest';
import { apiError, networkError } from '../../../api/errors';
import type { SlmPoliciesResponse } from '../../../api/operations/slm';
import { executedSnapshotName, isSlmUnsupported, policyRows, retentionParts } from './policyRows';

// Shaped like Elasticsearch's GET _slm/policy answer.
const POLICIES: SlmPoliciesResponse = {
  'weekly-policy': {
    version: 1,
    modified_date_millis: 1709287200000,
    policy: {
      name: '<weekly-{now/d}>',
      schedule: '0 0 3 ? * SUN',
      repository: 'backups',
      config: { indices: ['*'] },
      retention: { expire_after: '30d', max_count: 8 },
    },
  },
  'daily-policy': {
    version: 2,
    policy: { name: '<daily-{now/d}>', schedule: '0 30 1 * * ?', repository: 'backups' },
  },
  'other-repo': {
    policy: { name: '<a>', schedule: '0 0 1 * * ?', repository: 'elsewhere' },
  },
};

describe('policy rows', () => {
  it('lists the policies of the repository, sorted by name', () => {
    expect(policyRows(POLICIES, 'backups')).toEqual([
      { id: 'daily-policy', name: '<daily-{now/d}>', schedule: '0 30 1 * * ?', retention: null },
      {
        id: 'weekly-policy',
        name: '<weekly-{now/d}>',
        schedule: '0 0 3 ? * SUN',
        retention: { expire_after: '30d', max_count: 8 },
      },
    ]);
    expect(policyRows(POLICIES, 'nothing-here')).toEqual([]);
    expect(policyRows(undefined, 'backups')).toEqual([]);
  });

  it('words retention from the fields that are set, in a fixed order', () => {
    expect(retentionParts({ min_count: 2, expire_after: '3d', max_count: 10 })).toEqual([
      { kind: 'expireAfter', value: '3d' },
      { kind: 'max', value: 10 },
      { kind: 'min', value: 2 },
    ]);
    expect(retentionParts(null)).toEqual([]);
  });
});

describe('clusters without SLM', () => {
  it('reads 400 and 404 answers to _slm as no SLM support', () => {
    expect(
      isSlmUnsupported(
        apiError(400, 'Bad Request', {
          error: 'no handler found for uri [/_slm/policy] and method [GET]',
        }).toInfo(),
      ),
    ).toBe(true);
    expect(isSlmUnsupported(apiError(404, 'Not Found', {}))).toBe(true);
  });

  it('keeps other failures as errors', () => {
    expect(isSlmUnsupported(apiError(401, 'Unauthorized', {}))).toBe(false);
    expect(isSlmUnsupported(apiError(500, 'Internal Server Error', {}))).toBe(false);
    expect(isSlmUnsupported(networkError('Failed to fetch'))).toBe(false);
    expect(isSlmUnsupported(undefined)).toBe(false);
  });
});

describe('executedSnapshotName', () => {
  it('reads the snapshot name the execute call answers, else null', () => {
    expect(executedSnapshotName({ snapshot_name: 'weekly-2099.05.06-abc' })).toBe(
      'weekly-2099.05.06-abc',
    );
    expect(executedSnapshotName({ acknowledged: true })).toBeNull();
    expect(executedSnapshotName(null)).toBeNull();
  });
});
