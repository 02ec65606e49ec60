import { describe, expect, it } from 'vitest';
import { ilmPolicies } from '../../../engine/lifecyclePolicies';
import { ILM_POLICIES } from '../../../test/ilmPolicies';
import { firstNames, matchesPolicyFilter, usageCount } from './policyRows';

describe('usageCount', () => {
  it('counts indices, data streams and templates, and knows nothing before in_use_by', () => {
    const [mine, old] = ilmPolicies(ILM_POLICIES);
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
    const [mine] = ilmPolicies(ILM_POLICIES);
    expect(matchesPolicyFilter(mine, 'MY_')).toBe(true);
    expect(matchesPolicyFilter(mine, 'forcemerge')).toBe(true);
    expect(matchesPolicyFilter(mine, 'hot')).toBe(false);
    expect(matchesPolicyFilter(mine, ' ')).toBe(true);
  });
});
