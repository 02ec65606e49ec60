// The endpoints of an engine's API catalogue, read for the REST console's request line: which
// endpoints a version of the engine has, which endpoint a typed path is, what may come next in the
// path (the catalogue's literal segments, or the cluster's names for a placeholder), the query
// string's parameter names and values, and the nearest known path for a mistyped one.
// Paths are typed with or without their leading `/` (`_cat/indices`, `/logs-1/_search?size=5`).
// What is worked out per catalogue and version is kept, since completion runs at every keystroke.
import type { Catalogue, CatalogueEndpoint, CatalogueType, PartKind } from './catalogueTypes';

/** The types that are words of their own, not names of types. */
const PLAIN_TYPES = new Set(['string', 'number', 'boolean', 'any', 'field']);

/** The most names of one kind offered for a placeholder. */
export const MAX_NAME_OPTIONS = 200;

/**
 * Kinds whose names never start with `_` (index, alias and data stream names), except `_all`: a
 * segment such as `_serach` is then not taken for an index name.
 */
const NO_UNDERSCORE_KINDS = new Set<PartKind>(['indices', 'aliases', 'data_streams']);

/** How many nested choices (`oneOf` within `oneOf`) are read for a parameter's values. */
const MAX_TYPE_DEPTH = 4;

/** How many values a parameter's description lists before it stops. */
const DESCRIBED_VALUES = 6;

/** A path typed in the console: its segments (before `?`) and what follows its first `?`. */
export interface SplitPath {
  segments: string[];
  query: string | null;
}

/** A path the catalogue knows that a typed path matches, with the values of its parts. */
export interface EndpointMatch {
  endpoint: CatalogueEndpoint;
  /** The path pattern matched, as in the catalogue (`/{index}/_search`). */
  pattern: string;
  /** Part name -> the typed segment in its place. */
  parts: Record<string, string>;
}

/**
 * The cluster's names of a kind, sorted in code-unit order without repeats, or undefined when
 * they are not known. `parts` are the values typed for the parts before it (part name ->
 * segment), such as the repository of snapshots.
 */
export type PartNames = (
  kind: PartKind,
  parts: Readonly<Record<string, string>>,
) => readonly string[] | undefined;

/**
 * An option for the typed path, its query string included: literal segments of the catalogue
 * (`endpoint`), a name from the cluster (its kind), a parameter's name or one of its values.
 */
export interface PathOption {
  label: string;
  /** What replaces the text from `from` to `to`. */
  apply: string;
  kind: 'endpoint' | 'param' | 'value' | PartKind;
  /** The endpoint's name for literal segments, the type for a parameter. */
  detail?: string;
  /** The endpoint's documentation page, when known. */
  docs?: string;
}

/** Options for the text of `text` from `from` to `to` (offsets in the typed text). */
export interface Completions<Option> {
  from: number;
  to: number;
  options: Option[];
}

/** A mistyped segment of a path and the segment the catalogue has in its place. */
export interface PathSuggestion {
  typed: string;
  suggestion: string;
}

/** A segment of a path pattern: a literal, or a `{part}` placeholder taking names of a kind. */
type Segment = { literal: string } | { part: string; kind: PartKind };

/** One path pattern of an endpoint, split into segments. */
interface Route {
  endpoint: CatalogueEndpoint;
  pattern: string;
  segments: Segment[];
  /** One character per segment: `1` for a literal, `0` for a placeholder. */
  shape: string;
}

/** What is worked out once per catalogue and version. */
interface VersionView {
  endpoints: CatalogueEndpoint[];
  routes: Route[];
}

const views = new WeakMap<Catalogue, Map<string, VersionView>>();

/** The form of a type: named types followed to what they name; plain words stay (`any` on a cycle). */
export function resolveType(catalogue: Catalogue, type: CatalogueType): CatalogueType {
  const seen = new Set<string>();
  let current = type;
  while (
    typeof current === 'string' &&
    !PLAIN_TYPES.has(current) &&
    Object.hasOwn(catalogue.types, current)
  ) {
    if (seen.has(current)) return 'any';
    seen.add(current);
    current = catalogue.types[current];
  }
  return current;
}

/** The numbers of a dotted version, without a suffix such as `-SNAPSHOT`. */
function versionNumbers(version: string): number[] {
  const numbers = version.split(/[-+]/)[0];
  return numbers.split('.').map((part) => Number.parseInt(part, 10) || 0);
}

/** -1, 0 or 1 as version `a` is before, the same as or after `b` ('8.10.0' is after '8.9.1'). */
export function compareVersions(a: string, b: string): number {
  const left = versionNumbers(a);
  const right = versionNumbers(b);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** The segments of a path pattern (`/` has none). */
function patternSegments(endpoint: CatalogueEndpoint, pattern: string): Segment[] {
  const bare = pattern.slice(1);
  if (bare === '') return [];
  return bare.split('/').map((text) => {
    if (!text.startsWith('{') || !text.endsWith('}')) return { literal: text };
    const part = text.slice(1, -1);
    const kind =
      endpoint.parts && Object.hasOwn(endpoint.parts, part) ? endpoint.parts[part] : null;
    return { part, kind: kind ?? 'other' };
  });
}

function routesOf(endpoint: CatalogueEndpoint): Route[] {
  return endpoint.paths.map((pattern) => {
    const segments = patternSegments(endpoint, pattern);
    const shape = segments.map((segment) => ('literal' in segment ? '1' : '0')).join('');
    return { endpoint, pattern, segments, shape };
  });
}

/** The endpoints of the catalogue a version has, and their routes (kept per catalogue and version). */
function viewOf(catalogue: Catalogue, version: string | null): VersionView {
  const key = version ?? '';
  let byVersion = views.get(catalogue);
  if (!byVersion) {
    byVersion = new Map();
    views.set(catalogue, byVersion);
  }
  let view = byVersion.get(key);
  if (!view) {
    const endpoints = catalogue.endpoints.filter(
      (endpoint) => key === '' || !endpoint.since || compareVersions(endpoint.since, key) <= 0,
    );
    view = { endpoints, routes: endpoints.flatMap(routesOf) };
    byVersion.set(key, view);
  }
  return view;
}

/** The endpoints `version` has: those added in it or before (all of them without a version). */
export function availableEndpoints(
  catalogue: Catalogue,
  version: string | null,
): CatalogueEndpoint[] {
  return viewOf(catalogue, version).endpoints;
}

/** The routes of the endpoints `version` has that take `method` (any method when null). */
function routesFor(catalogue: Catalogue, version: string | null, method: string | null): Route[] {
  const routes = viewOf(catalogue, version).routes;
  if (method === null) return routes;
  const upper = method.toUpperCase();
  return routes.filter((route) => route.endpoint.methods.includes(upper));
}

/**
 * A typed path's segments (one leading `/` dropped, split on `/`; '' is one empty segment) and
 * what follows its first `?` (null without one).
 */
export function splitPath(text: string): SplitPath {
  const question = text.indexOf('?');
  const path = question < 0 ? text : text.slice(0, question);
  const bare = path.startsWith('/') ? path.slice(1) : path;
  return { segments: bare.split('/'), query: question < 0 ? null : text.slice(question + 1) };
}

/** The segments to match of a typed path: a trailing `/` is dropped, so '' and '/' have none. */
function typedSegments(path: string): string[] {
  const { segments } = splitPath(path);
  return segments.at(-1) === '' ? segments.slice(0, -1) : segments;
}

/** Whether a typed segment fits a pattern's segment: the same literal, or a name for a placeholder. */
function fits(segment: Segment, typed: string): boolean {
  if ('literal' in segment) return segment.literal === typed;
  if (typed === '') return false;
  return !(typed.startsWith('_') && typed !== '_all' && NO_UNDERSCORE_KINDS.has(segment.kind));
}

/** The routes whose first segments all fit the typed ones. */
function routesFitting(routes: Route[], typed: string[]): Route[] {
  return routes.filter(
    (route) =>
      route.segments.length >= typed.length &&
      typed.every((text, position) => fits(route.segments[position], text)),
  );
}

/**
 * Of routes fitting `count` typed segments, those the engines would pick: their routers prefer a
 * literal to a placeholder at each segment, from the first (`/_nodes/stats` over `/_nodes/{node_id}`).
 */
function preferLiterals(routes: Route[], count: number): Route[] {
  let best = '';
  for (const route of routes) {
    const shape = route.shape.slice(0, count);
    if (shape > best) best = shape;
  }
  return routes.filter((route) => route.shape.slice(0, count) === best);
}

/**
 * The endpoints and patterns a path is (a query string is ignored), with the values of its parts.
 * A placeholder takes any non-empty segment (not one starting with `_` for index names, except
 * `_all`); a pattern naming a segment literally wins over one with a placeholder there, as in
 * the engines' routers, so `/_search` is only `/_search` and `logs/_search` is `/{index}/_search`.
 * `method` keeps the endpoints that take it (null: any). Patterns with more literal segments
 * come first.
 */
export function matchEndpoints(
  catalogue: Catalogue,
  version: string | null,
  method: string | null,
  path: string,
): EndpointMatch[] {
  const typed = typedSegments(path);
  const fitting = routesFitting(routesFor(catalogue, version, method), typed).filter(
    (route) => route.segments.length === typed.length,
  );
  return preferLiterals(fitting, typed.length).map((route) => ({
    endpoint: route.endpoint,
    pattern: route.pattern,
    parts: partsOf(route, typed),
  }));
}

/** The values of a route's parts among the `typed` segments, which fit its first segments. */
function partsOf(route: Route, typed: string[]): Record<string, string> {
  const parts: Record<string, string> = {};
  typed.forEach((text, position) => {
    const segment = route.segments[position];
    if ('part' in segment) parts[segment.part] = text;
  });
  return parts;
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
 * placeholder's kind (at most MAX_NAME_OPTIONS per kind); all starting with the text typed
 * before the cursor.
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
  const literals = new Map<string, PathOption>();
  /** The kinds of the placeholders at the cursor, with the parts typed before them. */
  const kinds = new Map<PartKind, Record<string, string>>();
  for (const route of preferLiterals(routes, position)) {
    const segment = route.segments[position];
    if ('kind' in segment) {
      kinds.set(segment.kind, { ...kinds.get(segment.kind), ...partsOf(route, earlier) });
      continue;
    }
    const label = literalRun(route, position);
    if (!label.startsWith(prefix) || literals.has(label)) continue;
    const { name, docs } = route.endpoint;
    literals.set(label, { label, apply: label, kind: 'endpoint', detail: name, docs });
  }

  const options = [...literals.values()].sort((a, b) => byCodeUnits(a.label, b.label));
  const labels = new Set(literals.keys());
  for (const [kind, parts] of kinds) {
    for (const name of namesStartingWith(names(kind, parts) ?? [], prefix, MAX_NAME_OPTIONS)) {
      if (labels.has(name)) continue;
      labels.add(name);
      options.push({ label: name, apply: name, kind });
    }
  }
  return options.length > 0 ? { from, to, options } : null;
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
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < prefix) low = middle + 1;
    else high = middle;
  }
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

/** The type of a parameter of `endpoint` (or of every endpoint), undefined for an unknown one. */
function paramType(
  catalogue: Catalogue,
  endpoint: CatalogueEndpoint | null,
  name: string,
): CatalogueType | undefined {
  if (endpoint?.params && Object.hasOwn(endpoint.params, name)) return endpoint.params[name];
  if (Object.hasOwn(catalogue.globalParams, name)) return catalogue.globalParams[name];
  return undefined;
}

/** The values a parameter of `type` takes: true/false, an enum's values, or a choice's. */
function valuesOf(catalogue: Catalogue, type: CatalogueType, depth = 0): string[] {
  const form = resolveType(catalogue, type);
  if (form === 'boolean') return ['true', 'false'];
  if (typeof form === 'string' || depth >= MAX_TYPE_DEPTH) return [];
  if ('enum' in form) return form.enum;
  if ('oneOf' in form) {
    const values = form.oneOf.flatMap((choice) => valuesOf(catalogue, choice, depth + 1));
    return [...new Set(values)];
  }
  return [];
}

/** A short description of a parameter's type: its word, its values, or its type's name. */
function describeType(catalogue: Catalogue, type: CatalogueType, depth = 0): string {
  const form = resolveType(catalogue, type);
  if (typeof form === 'string') return typeof type === 'string' ? nameOfType(type) : form;
  if ('enum' in form) {
    const listed = form.enum.slice(0, DESCRIBED_VALUES).join(' | ');
    return form.enum.length > DESCRIBED_VALUES ? `${listed} | …` : listed;
  }
  if (depth >= MAX_TYPE_DEPTH) return typeof type === 'string' ? nameOfType(type) : 'any';
  if ('oneOf' in form) {
    return form.oneOf.map((choice) => describeType(catalogue, choice, depth + 1)).join(' | ');
  }
  if ('list' in form) return `list of ${describeType(catalogue, form.list, depth + 1)}`;
  return typeof type === 'string' ? nameOfType(type) : 'object';
}

/** A type's name without the specification's namespace (`cat._common:ResponseFormat`). */
function nameOfType(name: string): string {
  return name.slice(name.lastIndexOf(':') + 1);
}

/**
 * Options for the query string under the cursor (null when the cursor is before `?`, or when
 * nothing fits). In a parameter's name: the parameters of `match`'s endpoint and those of every
 * endpoint, not yet in the query, applied with their `=`; after `name=`: the values of the
 * parameter (true/false, an enum's values), for the item of a comma-separated list under the
 * cursor. `match` is the typed path's best match (null: only the parameters of every endpoint).
 */
export function queryCompletions(
  catalogue: Catalogue,
  match: EndpointMatch | null,
  text: string,
  cursor: number,
): Completions<PathOption> | null {
  const question = text.indexOf('?');
  if (question < 0 || cursor <= question) return null;
  const paramStart = Math.max(text.slice(0, cursor).lastIndexOf('&'), question) + 1;
  const nextAmpersand = text.indexOf('&', cursor);
  const paramEnd = nextAmpersand < 0 ? text.length : nextAmpersand;
  const equals = text.slice(paramStart, paramEnd).indexOf('=');
  const endpoint = match?.endpoint ?? null;

  if (equals < 0 || cursor <= paramStart + equals) {
    const present = new Set(
      [...text.slice(question + 1, paramStart).split('&'), ...text.slice(paramEnd).split('&')].map(
        (param) => param.split('=')[0],
      ),
    );
    const prefix = text.slice(paramStart, cursor);
    const own = Object.keys(endpoint?.params ?? {}).sort();
    const global = Object.keys(catalogue.globalParams).filter((name) => !own.includes(name));
    const options = [...own, ...global]
      .filter((name) => name.startsWith(prefix) && !present.has(name))
      .map((name): PathOption => {
        const type = paramType(catalogue, endpoint, name) ?? 'any';
        return {
          label: name,
          apply: `${name}=`,
          kind: 'param',
          detail: describeType(catalogue, type),
        };
      });
    const to = equals < 0 ? paramEnd : paramStart + equals + 1;
    return options.length > 0 ? { from: paramStart, to, options } : null;
  }

  const valueStart = paramStart + equals + 1;
  const type = paramType(catalogue, endpoint, text.slice(paramStart, paramStart + equals));
  if (type === undefined) return null;
  const from = Math.max(text.slice(0, cursor).lastIndexOf(','), valueStart - 1) + 1;
  const nextComma = text.slice(0, paramEnd).indexOf(',', cursor);
  const to = nextComma < 0 ? paramEnd : nextComma;
  const prefix = text.slice(from, cursor);
  const options = valuesOf(catalogue, type)
    .filter((value) => value.startsWith(prefix))
    .map((value): PathOption => ({ label: value, apply: value, kind: 'value' }));
  return options.length > 0 ? { from, to, options } : null;
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
