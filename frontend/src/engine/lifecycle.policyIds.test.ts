import { describe, expect, it } from 'vitest';
import { ismManagedIndices } from './lifecycle';

// An ISM explain entry names its policy under one of three keys, depending on the version.
describe('ismManagedIndices: the policy of an entry', () => {
  it.each([
    'policy_id',
    'index.plugins.index_state_management.policy_id',
    'index.opendistro.index_state_management.policy_id',
  ])('reads the policy named by %s alone', (key) => {
    expect(ismManagedIndices({ a: { index: 'a', [key]: 'p' } })).toMatchObject([
      { index: 'a', policy: 'p' },
    ]);
  });

  it('leaves out an entry that names no policy under any key', () => {
    expect(
      ismManagedIndices({
        none: { index: 'none', enabled: true, state: { name: 'hot' } },
        empty: { policy_id: '', 'index.plugins.index_state_management.policy_id': null },
        other: { 'index.lifecycle.name': 'p' },
        total_managed_indices: 0,
      }),
    ).toEqual([]);
  });
});
