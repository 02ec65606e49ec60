import { describe, expect, it } from 'vitest';
import { failureGroups } from '../../../engine/lifecycle';
import { failedRollover } from '../../../test/managedIndices';
import { failedIndexCount, matchingGroups, nextStep } from './failedView';

const entry = (index: string, failedStep: string) => failedRollover(index, { failedStep });

const GROUPS = failureGroups([
  entry('logs-1', 'a'),
  entry('LOGS-2', 'a'),
  entry('metrics-1', 'a'),
  entry('metrics-2', 'b'),
]);

describe('matchingGroups', () => {
  it('keeps every group and index without a filter', () => {
    const shown = matchingGroups(GROUPS, '  ');
    expect(shown.map(({ group }) => group)).toEqual(GROUPS);
    expect(shown[0].matches).toBe(GROUPS[0].indices);
  });

  it('narrows each group to the names containing the filter, ignoring case, and drops empty groups', () => {
    const shown = matchingGroups(GROUPS, 'Logs');
    expect(shown).toHaveLength(1);
    expect(shown[0].matches.map((m) => m.index)).toEqual(['LOGS-2', 'logs-1']);
    expect(matchingGroups(GROUPS, 'metrics').map(({ matches }) => matches.length)).toEqual([1, 1]);
    expect(matchingGroups(GROUPS, 'nothing')).toEqual([]);
  });
});

describe('counting and stepping', () => {
  it('counts the failed indices of all groups', () => {
    expect(failedIndexCount(GROUPS)).toBe(4);
    expect(failedIndexCount([])).toBe(0);
  });

  it('adds a step, or what is left', () => {
    expect(nextStep(20, 500, 200)).toBe(200);
    expect(nextStep(220, 300, 200)).toBe(80);
    expect(nextStep(300, 300, 200)).toBe(0);
  });
});
