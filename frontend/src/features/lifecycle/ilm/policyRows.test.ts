import { describe, expect, it } from 'vitest';
import { ilmPolicies } from '../../../engine/lifecyclePolicies';
import { firstNames, matchesPolicyFilter, usageCount } from './policyRows';

// The documented answer of GET _ilm/policy, with a second policy from before in_use_by.
const ANSWER = {
  my_policy: {
    version: 1,
    modified_date: 82392349,
    policy: {
      phases: {
        delete: { min_age: '30d', actions: { delete: { delete_searchable_snapshot: true } } },
        warm: { min_age: '10d', actions: { forcemerge: { max_num_segments: 1 } } },
      },
    },
    in_use_by: { indices: ['a', 'b'], data_streams: ['logs'], composable_templates: [] },
  },
  old: {
    version: 3,
    modified_date: '2021-03-01T10:00:00.000Z',
    policy: {
      _meta: { managed: true },
      phases: {
        custom: { actions: {} },
        hot: { min_age: '0ms', actions: { rollover: { max_age: '30d' }, set_priority: {} } },
      },
    },
  },
};

describe('usageCount', () => {
  it('counts indices, data streams and templates, and knows nothing before in_use_by', () => {
    const [mine, old] = ilmPolicies(ANSWER);
    expect(usageCount(mine.usage)).toBe(3);
    expect(usageCount(old.usage)).toBeNull();
  });
});

describe('firstNames', () => {
  it('keeps the first ten and counts the rest', () => {
    const list = Array.from({ length: 13 }, (_, i) => `i${i}`);
    expect(firstNames(list)).toEqual({ shown: list.slice(0, 10), more: 3 });
    expect(firstNames(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('matchesPolicyFilter', () => {
  it('matches names, phases and actions', () => {
    const [mine] = ilmPolicies(ANSWER);
    expect(matchesPolicyFilter(mine, 'MY_')).toBe(true);
    expect(matchesPolicyFilter(mine, 'forcemerge')).toBe(true);
    expect(matchesPolicyFilter(mine, 'hot')).toBe(false);
    expect(matchesPolicyFilter(mine, ' ')).toBe(true);
  });
});
