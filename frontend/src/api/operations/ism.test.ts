import { afterEach, describe, expect, it, vi } from 'vitest';
import { ismManagedIndices } from '../../engine/lifecycle';
import { captureRequests, expected, TEST_TARGET } from '../testFetch';
import {
  deleteIsmPolicy,
  getIsmPolicies,
  getIsmPolicy,
  policyUseOf,
  putIsmPolicy,
  putIsmPolicyPath,
} from './ism';

afterEach(() => {
  vi.unstubAllGlobals();
});

const BODY = {
  policy: {
    description: 'hot then delete',
    default_state: 'hot',
    states: [{ name: 'hot', actions: [], transitions: [] }],
  },
};

// The documented answer of GET _plugins/_ism/explain without an index.
const EXPLAIN = {
  'logs-2': {
    'index.plugins.index_state_management.policy_id': 'hot-delete',
    'index.opendistro.index_state_management.policy_id': 'hot-delete',
    index: 'logs-2',
    policy_id: 'hot-delete',
    enabled: true,
  },
  'logs-1': { 'index.plugins.index_state_management.policy_id': 'hot-delete', index: 'logs-1' },
  'old-1': { 'index.opendistro.index_state_management.policy_id': 'legacy' },
  unmanaged: { 'index.plugins.index_state_management.policy_id': null },
  total_managed_indices: 3,
};

describe('ISM operations', () => {
  it('lists up to 1000 policies, read', async () => {
    let policies: unknown;
    const answer = { policies: [{ _id: 'hot-delete', policy: BODY.policy }], total_policies: 1 };
    const calls = await captureRequests(async () => {
      policies = await getIsmPolicies(TEST_TARGET);
    }, answer);
    expect(calls).toEqual([expected('GET', '_plugins/_ism/policies?size=1000')]);
    expect(policies).toEqual([
      { id: 'hot-delete', version: null, states: ['hot'], policy: BODY.policy },
    ]);
  });

  it('reads one policy, its id escaped', async () => {
    expect(await captureRequests(() => getIsmPolicy(TEST_TARGET, 'a b'))).toEqual([
      expected('GET', '_plugins/_ism/policies/a%20b'),
    ]);
  });

  it('creates a policy without version parameters', async () => {
    expect(
      await captureRequests(() => putIsmPolicy(TEST_TARGET, { id: 'hot-delete', body: BODY })),
    ).toEqual([expected('PUT', '_plugins/_ism/policies/hot-delete', JSON.stringify(BODY))]);
  });

  it('updates a policy at the version it was read at', async () => {
    const version = { seqNo: 7, primaryTerm: 2 };
    expect(
      await captureRequests(() =>
        putIsmPolicy(TEST_TARGET, { id: 'hot-delete', body: BODY, version }),
      ),
    ).toEqual([
      expected(
        'PUT',
        '_plugins/_ism/policies/hot-delete?if_seq_no=7&if_primary_term=2',
        JSON.stringify(BODY),
      ),
    ]);
    expect(putIsmPolicyPath('hot-delete', version)).toBe(
      '_plugins/_ism/policies/hot-delete?if_seq_no=7&if_primary_term=2',
    );
    expect(putIsmPolicyPath('hot-delete')).toBe('_plugins/_ism/policies/hot-delete');
  });

  it('deletes a policy', async () => {
    expect(await captureRequests(() => deleteIsmPolicy(TEST_TARGET, 'hot-delete'))).toEqual([
      expected('DELETE', '_plugins/_ism/policies/hot-delete'),
    ]);
  });

  it('reads which indices each policy manages from the managed indices', () => {
    expect(policyUseOf(ismManagedIndices(EXPLAIN))).toEqual({
      'hot-delete': ['logs-1', 'logs-2'],
      legacy: ['old-1'],
    });
    expect(policyUseOf([])).toEqual({});
  });
});
