// The failed indices as the triage view draws them: the groups narrowed to the index names a
// filter matches, and how many names and groups are drawn at first. Hundreds of failed indices
// then render as fast as a few: the rest are drawn on request, a step at a time.
import type { FailureGroup, ManagedIndex } from '../../../engine/lifecycle';

/** Index names drawn in a group before its "and N more". */
export const FIRST_NAMES = 20;
/** Index names each "and N more" adds. */
export const MORE_NAMES = 200;
/** Groups drawn before "Show N more groups" (reasons that name an index make many groups). */
export const FIRST_GROUPS = 30;
export const MORE_GROUPS = 30;

/** A group and those of its indices whose name the filter matches (all of them without one). */
export interface ShownGroup {
  group: FailureGroup;
  matches: readonly ManagedIndex[];
}

/** The groups with an index whose name contains `filter` (ignoring case), in their order. */
export function matchingGroups(groups: readonly FailureGroup[], filter: string): ShownGroup[] {
  const needle = filter.trim().toLowerCase();
  if (needle === '') return groups.map((group) => ({ group, matches: group.indices }));
  return groups.flatMap((group) => {
    const matches = group.indices.filter((entry) => entry.index.toLowerCase().includes(needle));
    return matches.length > 0 ? [{ group, matches }] : [];
  });
}

/** How many indices failed, over all groups. */
export function failedIndexCount(groups: readonly FailureGroup[]): number {
  return groups.reduce((sum, group) => sum + group.indices.length, 0);
}

/** How many more items a "more" button adds: a step, or what is left when that is less. */
export function nextStep(shown: number, total: number, step: number): number {
  return Math.max(0, Math.min(step, total - shown));
}
