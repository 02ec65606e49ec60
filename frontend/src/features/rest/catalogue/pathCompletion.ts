// Completion of the path in the REST console's request line: what may come next in the path,
// the catalogue's literal segments or the cluster's names for a placeholder.
import type { Catalogue, PartKind } from './catalogueTypes';
import { partsOf, preferLiterals, routesFitting, routesFor, type Route } from './endpoints';
import { firstNotBefore } from '../../../lib/firstNotBefore';

/** The most names of one kind offered for a placeholder. */
export const MAX_NAME_OPTIONS = 200;

/**
 * The cluster's names of a kind (`names`, sorted in code-unit order without repeats), or undefined
 * when they are not known. `parts` are the values typed for the parts before it (part name ->
 * segment), such as the repository of snapshots. `kinds` gives the kind of the names that are
 * not of the kind asked for: the aliases and data streams an `{index}` part takes.
 */
export type PartNames = (
  kind: PartKind,
  parts: Readonly<Record<string, string>>,
) => { names: readonly string[]; kinds?: Readonly<Record<string, PartKind>> } | undefined;

/**
 * An option for the typed path, its query string included: literal segments of the catalogue
 * (`endpoint`), a name from the cluster (its kind), a parameter's name or one of its values.
 */
export interface PathOption {
  label: string;
  /** What replaces the text from `from` to `to`. */
  apply: string;
  kind: 'endpoint' | 'param' | 'value' | PartKind;
  /**
   * For literal segments, the name of the endpoint the completed path leads to (see
   * literalOption); for a parameter, its type.
   */
  detail?: string;
  /** The endpoint named is further along the path than the segments completed. */
  further?: boolean;
  /** The endpoint's documentation page, when known. */
  docs?: string;
}

/** Options for the text of `text` from `from` to `to` (offsets in the typed text). */
export interface Completions<Option> {
  from: number;
  to: number;
  options: Option[];
}

/** The literal segments of a route from `position` to its next placeholder or end, joined by `/`. */
function literalRun(route: Route, position: number): string {
  const run: string[] = [];
  for (const segment of route.segments.slice(position)) {
    if (!('literal' in segment)) break;
    run.push(segment.literal);
  }
  return run.join('/');
}

/**
 * Options for the path segment under the cursor (`text` may hold a query string; null when the
 * cursor is in it, or when nothing fits). The options replace the whole segment (`from`..`to`)
 * and are what the routes fitting the earlier segments have at its place: their literal segments
 * up to the next placeholder (`_cat/indices`), sorted, then the names `names` gives for a
 * placeholder's kind, each with its own kind (at most MAX_NAME_OPTIONS per kind); all starting
 * with the text typed before the cursor.
 */
export function pathCompletions(
  catalogue: Catalogue,
  version: string | null,
  method: string | null,
  text: string,
  cursor: number,
  names: PartNames,
): Completions<PathOption> | null {
  const question = text.indexOf('?');
  const pathEnd = question < 0 ? text.length : question;
  const start = text.startsWith('/') ? 1 : 0;
  if (cursor < start || cursor > pathEnd) return null;

  const from = text.slice(0, cursor).lastIndexOf('/') + 1;
  let to = cursor;
  while (to < pathEnd && text[to] !== '/') to++;
  const earlier = from > start ? text.slice(start, from - 1).split('/') : [];
  const position = earlier.length;
  const prefix = text.slice(from, cursor);

  const routes = routesFitting(routesFor(catalogue, version, method), earlier).filter(
    (route) => route.segments.length > position,
  );
  /** Literal segments at the cursor -> the routes having them there. */
  const literals = new Map<string, Route[]>();
  /** The kinds of the placeholders at the cursor, with the parts typed before them. */
  const kinds = new Map<PartKind, Record<string, string>>();
  for (const route of preferLiterals(routes, position)) {
    const segment = route.segments[position];
    if ('kind' in segment) {
      kinds.set(segment.kind, { ...kinds.get(segment.kind), ...partsOf(route, earlier) });
      continue;
    }
    const label = literalRun(route, position);
    if (!label.startsWith(prefix)) continue;
    const having = literals.get(label);
    if (having) having.push(route);
    else literals.set(label, [route]);
  }

  const options = [...literals]
    .map(([label, having]) => literalOption(label, position, having))
    .sort((a, b) => byCodeUnits(a.label, b.label));
  const labels = new Set(literals.keys());
  for (const [kind, parts] of kinds) {
    const list = names(kind, parts);
    for (const name of namesStartingWith(list?.names ?? [], prefix, MAX_NAME_OPTIONS)) {
      if (labels.has(name)) continue;
      labels.add(name);
      const own = list?.kinds && Object.hasOwn(list.kinds, name) ? list.kinds[name] : kind;
      options.push({ label: name, apply: name, kind: own });
    }
  }
  return options.length > 0 ? { from, to, options } : null;
}

/**
 * The option for the literal segments `label` that `routes` have from `position`. It names the
 * endpoint the completed path leads to: the endpoint whose path ends with these segments
 * (`_ccr/auto_follow` is `ccr.get_auto_follow_pattern` for GET); else, as the path goes on, the
 * endpoint of the shortest paths under it, marked `further` (at the root, `_delete_by_query`
 * leads only to `delete_by_query_rethrottle`). Where those are several endpoints (POST
 * `_ccr/auto_follow/{name}/pause` and `/resume`), it names none.
 */
function literalOption(label: string, position: number, routes: Route[]): PathOption {
  const end = position + label.split('/').length;
  const exact = routes.filter((route) => route.segments.length === end);
  const shortest = Math.min(...routes.map((route) => route.segments.length));
  const leading = exact.length > 0 ? exact : routes.filter((r) => r.segments.length === shortest);
  const option: PathOption = { label, apply: label, kind: 'endpoint' };
  const endpoints = new Map(leading.map((route) => [route.endpoint.name, route.endpoint]));
  if (endpoints.size !== 1) return option;
  const [{ name, docs }] = endpoints.values();
  option.detail = name;
  if (docs) option.docs = docs;
  if (exact.length === 0) option.further = true;
  return option;
}

/**
 * The first `limit` non-empty names of `sorted` (code-unit order) starting with `prefix`: they
 * follow one another from the first name not before it, found by halving (50,000 index names are
 * not all read on every key).
 */
export function namesStartingWith(
  sorted: readonly string[],
  prefix: string,
  limit: number,
): string[] {
  const low = firstNotBefore(sorted, prefix);
  const found: string[] = [];
  for (let i = low; i < sorted.length && found.length < limit; i++) {
    if (!sorted[i].startsWith(prefix)) break;
    if (sorted[i] !== '') found.push(sorted[i]);
  }
  return found;
}

/** Plain string order (`_search` before `_search/scroll` before `_search_shards`). */
function byCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
