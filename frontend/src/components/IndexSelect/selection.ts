// The index selection shared by the search screen and the snapshot dialogs: a pattern
// string, or a list of picked index names.
import { MATCH_ALL_PATTERN, matchIndexPattern, type AliasTargets } from './indexPattern';

export type IndexSelection = string | readonly string[];

/** Names are listed up to this many; above it the count is shown. */
export const MAX_NAMES_SHOWN = 3;

export function isPatternSelection(selection: IndexSelection): selection is string {
  return typeof selection === 'string';
}

/** 'a, b, c' for up to three names; null when the count should be shown instead. */
export function selectedNamesText(selected: readonly string[]): string | null {
  return selected.length <= MAX_NAMES_SHOWN ? selected.join(', ') : null;
}

/** Options containing `query`, compared in lower case (type-ahead). */
export function filterOptions(options: readonly string[], query: string): readonly string[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return options;
  return options.filter((option) => option.toLowerCase().includes(needle));
}

/** The selection plus every visible option, in option order. */
export function selectAll(
  options: readonly string[],
  selected: readonly string[],
  visible: readonly string[],
): string[] {
  const chosen = new Set([...selected, ...visible]);
  const known = new Set(options);
  return [
    ...options.filter((name) => chosen.has(name)),
    ...selected.filter((name) => !known.has(name)),
  ];
}

/** The selection without the visible options. */
export function deselectAll(selected: readonly string[], visible: readonly string[]): string[] {
  const hidden = new Set(visible);
  return selected.filter((name) => !hidden.has(name));
}

/** Adds `name`, or removes it when it is already selected. */
export function toggleName(selected: readonly string[], name: string): string[] {
  return selected.includes(name) ? selected.filter((item) => item !== name) : [...selected, name];
}

/**
 * The selection after switching mode. Picked names become the pattern 'a,b' ('*' when none);
 * a pattern becomes its matches, except the match-all pattern, which becomes an empty pick
 * rather than every index of the cluster.
 */
export function switchSelectionMode(
  selection: IndexSelection,
  names: readonly string[],
  aliases: AliasTargets = {},
): IndexSelection {
  if (!isPatternSelection(selection)) {
    return selection.length === 0 ? MATCH_ALL_PATTERN : selection.join(',');
  }
  const pattern = selection.trim();
  if (pattern === '' || pattern === MATCH_ALL_PATTERN) return [];
  return matchIndexPattern(pattern, names, aliases).names;
}
