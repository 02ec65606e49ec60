// The engines' filter_path, played on an answer.
import { globMatches } from './indexNames';

/** The filters of a filter_path, each split at its dots, with every `**` also read as no key. */
function expandFilters(filters: string[][]): string[][] {
  return filters.flatMap((filter) => (filter[0] === '**' ? [filter, ...expandFilters([filter.slice(1)])] : [filter]));
}

function pickPaths(value: unknown, filters: string[][]): unknown {
  const expanded = expandFilters(filters);
  if (expanded.some((filter) => filter.length === 0)) return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => pickPaths(item, filters)).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const picked: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    const rest = expanded.flatMap((filter) => (filter[0] === '**' ? [filter] : globMatches(filter[0], key) ? [filter.slice(1)] : []));
    const kept = rest.length > 0 ? pickPaths(child, rest) : undefined;
    if (kept !== undefined) picked[key] = kept;
  }
  return Object.keys(picked).length > 0 ? picked : undefined;
}

/**
 * An answer cut down to a filter_path, as the engines do it: comma-separated dotted paths, `*`
 * within a key and `**` for any depth; arrays are looked through, and what keeps nothing is
 * left out (an answer that keeps nothing is {}). Exclusions (`-path`) are not played.
 */
export function filterByPath(value: unknown, filterPath: string): unknown {
  const filters = filterPath.split(',').filter((filter) => filter !== '').map((filter) => filter.split('.'));
  return pickPaths(value, filters) ?? {};
}
