// The nearest known path for a mistyped one in the REST console's request line (`_serach` →
// `_search`), and the nearest of a set of words, by edit distance.
import type { Catalogue } from './catalogueTypes';
import { fits, matchEndpoints, routesFor, typedSegments } from './endpoints';

/** A mistyped segment of a path and the segment the catalogue has in its place. */
export interface PathSuggestion {
  typed: string;
  suggestion: string;
}

/** The Levenshtein distance between two strings: the fewest edits of one character between them. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length];
}

/** How far a typed segment may be from a literal to be suggested: 1 edit for short ones, else 2. */
function allowedDistance(literal: string): number {
  return literal.length < 5 ? 1 : 2;
}

/** Of `words`, the one nearest `typed` within the distance allowed for it (none when none is). */
export function nearestWord(typed: string, words: Iterable<string>): string | null {
  let nearest: string | null = null;
  let best = Infinity;
  for (const word of words) {
    const distance = editDistance(typed, word);
    if (distance <= allowedDistance(word) && distance < best) {
      nearest = word;
      best = distance;
    }
  }
  return nearest;
}

/**
 * For a path no endpoint matches (null when one does): its segment starting with `_` that is
 * nearest a literal segment of a pattern whose other segments all fit (`_serach` → `_search`),
 * within 1 edit for segments shorter than 5 characters, else 2.
 */
export function nearestEndpointPath(
  catalogue: Catalogue,
  version: string | null,
  method: string | null,
  path: string,
): PathSuggestion | null {
  if (matchEndpoints(catalogue, version, method, path).length > 0) return null;
  const typed = typedSegments(path);
  let nearest: (PathSuggestion & { distance: number }) | null = null;
  for (const route of routesFor(catalogue, version, method)) {
    if (route.segments.length !== typed.length) continue;
    const misfits = typed.flatMap((text, position) =>
      fits(route.segments[position], text) ? [] : [position],
    );
    if (misfits.length !== 1) continue;
    const segment = route.segments[misfits[0]];
    const text = typed[misfits[0]];
    if (!('literal' in segment) || !text.startsWith('_')) continue;
    const distance = editDistance(text, segment.literal);
    if (distance > allowedDistance(segment.literal)) continue;
    if (!nearest || distance < nearest.distance) {
      nearest = { typed: text, suggestion: segment.literal, distance };
    }
  }
  return nearest && { typed: nearest.typed, suggestion: nearest.suggestion };
}
