// How close a role's allowed actions come to the action asked about, for the OpenSearch
// permissions answer: an entry that covers the action scores Infinity (it grants it), any other
// scores the closeness of its nearest action pattern, so the roles that do not allow the action
// can be listed nearest first. Entries name action groups (followed through nested groups) or
// action patterns; the closeness of a pattern is securityPatterns.ts's.
import { higherFirst, matchScore, type NameMatcher } from './securityPatterns';

/** The action groups as opensearchAccessConfig.ts reads them (its GroupBook): the groups by name,
 * the groups each group is a member of, and the members that are action patterns. */
interface ActionGroups {
  groups: ReadonlyMap<string, unknown>;
  containedIn: ReadonlyMap<string, readonly string[]>;
  patterns: readonly { group: string; pattern: string }[];
}

/**
 * How close each allowed-actions entry comes to `action`: Infinity when it covers it, else the
 * closeness of its nearest action pattern. A group scores its best member, followed through
 * nested groups. Every group is scored once, in time linear in the groups' size, cycles included.
 */
export function actionScores(
  { groups, containedIn, patterns }: ActionGroups,
  action: string,
  match: (pattern: string) => NameMatcher,
): (entry: string) => number {
  const patternScore = (pattern: string) => matchScore(pattern, action, match);
  const seeds = patterns.map(({ group, pattern }) => ({ group, score: patternScore(pattern) }));
  // Best seeds first: the first score a group receives is its best.
  seeds.sort((a, b) => higherFirst(a.score, b.score));
  const groupScore = new Map<string, number>();
  for (const { group, score } of seeds) {
    const pending = [group];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (groupScore.has(next)) continue;
      groupScore.set(next, score);
      pending.push(...(containedIn.get(next) ?? []));
    }
  }
  return (entry) => (groups.has(entry) ? (groupScore.get(entry) ?? 0) : patternScore(entry));
}

/** The score of the entry of `entries` that comes closest to the action; 0 for none. */
export const bestScore = (entries: string[], score: (entry: string) => number): number =>
  entries.reduce((best, entry) => Math.max(best, score(entry)), 0);
