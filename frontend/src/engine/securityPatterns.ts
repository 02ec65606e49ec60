// Name patterns as both engines' security layers write them in roles, role mappings and action
// groups: `*` (any run of characters) and `?` (one character), `/regex/` for a regular expression
// that must match the whole name, and anything else for the exact name. A blank pattern or a
// regex that does not compile matches nothing. Also the closeness measure the "why can't this
// user" screens rank near misses by.

/** Whether a name matches one compiled pattern. */
export type NameMatcher = (name: string) => boolean;

const NOTHING: NameMatcher = () => false;
const EVERYTHING: NameMatcher = () => true;

const escapeRegex = (text: string): string => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');

function anchored(body: string): NameMatcher {
  try {
    const regex = new RegExp(`^(?:${body})$`, 's');
    return (name) => regex.test(name);
  } catch {
    return NOTHING;
  }
}

/** `pattern` compiled into a matcher. */
export function compileNamePattern(pattern: string): NameMatcher {
  if (pattern.trim() === '') return NOTHING;
  if (pattern === '*') return EVERYTHING;
  if (pattern.length > 1 && pattern.startsWith('/') && pattern.endsWith('/')) {
    return anchored(pattern.slice(1, -1));
  }
  if (!pattern.includes('*') && !pattern.includes('?')) return (name) => name === pattern;
  return anchored(escapeRegex(pattern).replace(/\*/g, '.*').replace(/\?/g, '.'));
}

/**
 * A compiler that remembers what it compiled, for one evaluation over many roles that repeat
 * the same patterns.
 */
export function namePatterns(): (pattern: string) => NameMatcher {
  const compiled = new Map<string, NameMatcher>();
  return (pattern) => {
    let matcher = compiled.get(pattern);
    if (matcher === undefined) {
      matcher = compileNamePattern(pattern);
      compiled.set(pattern, matcher);
    }
    return matcher;
  };
}

/** The length of the pattern's literal start (up to its first wildcard). */
function literalLength(pattern: string): number {
  const star = pattern.indexOf('*');
  const question = pattern.indexOf('?');
  if (star === -1) return question === -1 ? pattern.length : question;
  return question === -1 ? star : Math.min(star, question);
}

/** How many characters of the pattern's literal start `name` starts with. */
function sharedLength(pattern: string, literal: number, name: string): number {
  let shared = 0;
  while (shared < literal && shared < name.length && pattern[shared] === name[shared]) {
    shared += 1;
  }
  return shared;
}

/**
 * How close `pattern` comes to `name`: the length of the name's start that the pattern's literal
 * start (up to its first wildcard) shares. A regex counts as not close at all.
 */
export function closeness(pattern: string, name: string): number {
  if (pattern.startsWith('/') && /^\/.+\/$/.test(pattern)) return 0;
  return sharedLength(pattern, literalLength(pattern), name);
}

/**
 * Infinity when `name` matches `pattern`, else its closeness. A name that does not start with the
 * literal start of a pattern other than a regex cannot match it: that pattern is not compiled.
 */
export function matchScore(
  pattern: string,
  name: string,
  match: (pattern: string) => NameMatcher,
): number {
  if (pattern.startsWith('/')) return match(pattern)(name) ? Infinity : closeness(pattern, name);
  const literal = literalLength(pattern);
  const shared = sharedLength(pattern, literal, name);
  if (shared < literal) return shared;
  return match(pattern)(name) ? Infinity : shared;
}

/** A sort order putting the higher of two scores (Infinity included) first. */
export const higherFirst = (a: number, b: number): number => (a === b ? 0 : a > b ? -1 : 1);

/** A role's near miss of some kind (lower kinds rank first), scored by closeness. */
export interface NearMissCandidate<T> {
  nearMiss: T;
  role: string;
  kind: number;
  score: number;
}

/** The near misses best first: by kind, then the closer first, then by role; a role keeps only its
 * closest near miss of each kind. */
export function rankNearMisses<T>(candidates: NearMissCandidate<T>[]): T[] {
  const best = new Map<string, NearMissCandidate<T>>();
  for (const candidate of candidates) {
    const key = `${candidate.kind}\u0000${candidate.role}`;
    const kept = best.get(key);
    if (kept === undefined || candidate.score > kept.score) best.set(key, candidate);
  }
  return [...best.values()]
    .sort(
      (a, b) => a.kind - b.kind || higherFirst(a.score, b.score) || a.role.localeCompare(b.role),
    )
    .map(({ nearMiss }) => nearMiss);
}

/** The strings of a JSON array; anything else, and any item not a string, is left out. */
export function stringsOf(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}
