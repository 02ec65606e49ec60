import { describe, expect, it } from 'vitest';
import { parseJson } from '../lib/json';
import { ILM_POLICIES } from '../test/ilmPolicies';
import { ilmPolicies, ilmPolicyPhases, ismPolicies, ismPolicyVersion } from './lifecyclePolicies';

describe('ilmPolicies', () => {
  it('reads each policy with its phases in order and its use', () => {
    const [mine, old] = ilmPolicies(ILM_POLICIES);
    expect(mine).toEqual({
      name: 'my_policy',
      version: 1,
      modifiedDate: 82392349,
      managed: false,
      phases: [
        { name: 'warm', minAge: '10d', actions: ['forcemerge'] },
        { name: 'delete', minAge: '30d', actions: ['delete'] },
      ],
      usage: { indices: ['a', 'b'], dataStreams: ['logs'], templates: [] },
      policy: ILM_POLICIES.my_policy.policy,
    });
    expect(old.usage).toBeNull();
    expect(old.managed).toBe(true);
    expect(old.modifiedDate).toBe('2021-03-01T10:00:00.000Z');
    expect(old.phases).toEqual([
      { name: 'hot', minAge: '0ms', actions: ['rollover', 'set_priority'] },
      { name: 'custom', minAge: null, actions: [] },
    ]);
  });

  it('takes nothing from an answer of another shape', () => {
    expect(ilmPolicies(null)).toEqual([]);
    expect(ilmPolicies([])).toEqual([]);
    expect(ilmPolicies({ broken: 'x' })).toEqual([]);
    expect(ilmPolicies({ bare: {} })).toEqual([
      {
        name: 'bare',
        version: null,
        modifiedDate: null,
        phases: [],
        usage: null,
        managed: false,
        policy: {},
      },
    ]);
    expect(ilmPolicyPhases({ phases: { hot: 'x', warm: {} } })).toEqual([
      { name: 'warm', minAge: null, actions: [] },
    ]);
  });
});

const HOT_DELETE = {
  policy_id: 'hot-delete',
  description: 'hot then delete',
  default_state: 'hot',
  states: [
    { name: 'hot', actions: [{ rollover: { min_doc_count: 5 } }], transitions: [] },
    { name: 'delete', actions: [{ delete: {} }], transitions: [] },
    { actions: [] },
  ],
};

// GET _plugins/_ism/policies as OpenSearch answers it (the plugin's documented example, cut down),
// with an entry that names its id only inside the policy and entries of the wrong shape.
const ISM_POLICIES = {
  policies: [
    {
      _id: 'hot-delete',
      _seq_no: 7,
      _primary_term: 2,
      policy: HOT_DELETE,
    },
    { policy: { policy_id: 'inner', states: 'none' } },
    { _id: '', policy: {} },
    'policy',
    null,
  ],
  total_policies: 2,
};

describe('ismPolicies', () => {
  it('reads each policy with an id, its version and its state names, in the engine order', () => {
    const [hot, inner, ...rest] = ismPolicies(ISM_POLICIES);
    expect(hot).toEqual({
      id: 'hot-delete',
      version: { seqNo: 7, primaryTerm: 2 },
      states: ['hot', 'delete'],
      policy: HOT_DELETE,
    });
    expect(inner).toEqual({
      id: 'inner',
      version: null,
      states: [],
      policy: { policy_id: 'inner', states: 'none' },
    });
    expect(rest).toEqual([]);
  });

  it('takes nothing from an answer of another shape', () => {
    expect(ismPolicies(null)).toEqual([]);
    expect(ismPolicies({ policies: {} })).toEqual([]);
    expect(ismPolicies({ total_policies: 0 })).toEqual([]);
  });

  it('reads a version only when both numbers are there, big ones exactly', () => {
    expect(ismPolicyVersion({ _seq_no: 3, _primary_term: 1 })).toEqual({
      seqNo: 3,
      primaryTerm: 1,
    });
    expect(ismPolicyVersion({ _seq_no: 3 })).toBeNull();
    const [read] = ismPolicies(
      parseJson('{"policies":[{"_id":"p","_seq_no":12,"_primary_term":3,"policy":{}}]}'),
    );
    expect(read.version).toEqual({ seqNo: 12, primaryTerm: 3 });
  });
});
