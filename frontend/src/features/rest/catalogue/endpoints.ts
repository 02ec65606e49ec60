// The endpoints of an engine's API catalogue, read for the REST console's request line: which
// endpoints a version of the engine has, their paths split into routes, and which endpoint a
// typed path is. Paths are typed with or without their leading `/` (`_cat/indices`,
// `/logs-1/_search?size=5`). What is worked out per catalogue and version is kept, since
// completion runs at every keystroke.
import type { Catalogue, CatalogueEndpoint, PartKind } from './catalogueTypes';
import { compareVersions } from '../../../engine/version';
import { sinceOfEndpoints } from './versions';

/**
 * Kinds whose names never start with `_` (index, alias and data stream names), except `_all`: a
 * segment such as `_serach` is then not taken for an index name.
 */
const NO_UNDERSCORE_KINDS = new Set<PartKind>(['indices', 'aliases', 'data_streams']);

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

/** A segment of a path pattern: a literal, or a `{part}` placeholder taking names of a kind. */
export type Segment = { literal: string } | { part: string; kind: PartKind };

/** One path pattern of an endpoint, split into segments. */
export interface Route {
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
    const since = sinceOfEndpoints(catalogue);
    const endpoints = catalogue.endpoints.filter((endpoint) => {
      const added = since.get(endpoint);
      return key === '' || added === undefined || compareVersions(added, key) <= 0;
    });
    view = { endpoints, routes: endpoints.flatMap(routesOf) };
    byVersion.set(key, view);
  }
  return view;
}

/**
 * The endpoints `version` has: those offered from it or before (versions.ts says from when an
 * endpoint without a `since` is offered); all of them without a version.
 */
export function availableEndpoints(
  catalogue: Catalogue,
  version: string | null,
): CatalogueEndpoint[] {
  return viewOf(catalogue, version).endpoints;
}

/** The routes of the endpoints `version` has that take `method` (any method when null). */
export function routesFor(
  catalogue: Catalogue,
  version: string | null,
  method: string | null,
): Route[] {
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
export function typedSegments(path: string): string[] {
  const { segments } = splitPath(path);
  return segments.at(-1) === '' ? segments.slice(0, -1) : segments;
}

/** Whether a typed segment fits a pattern's segment: the same literal, or a name for a placeholder. */
export function fits(segment: Segment, typed: string): boolean {
  if ('literal' in segment) return segment.literal === typed;
  if (typed === '') return false;
  return !(typed.startsWith('_') && typed !== '_all' && NO_UNDERSCORE_KINDS.has(segment.kind));
}

/** The routes whose first segments all fit the typed ones. */
export function routesFitting(routes: Route[], typed: string[]): Route[] {
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
export function preferLiterals(routes: Route[], count: number): Route[] {
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
export function partsOf(route: Route, typed: string[]): Record<string, string> {
  const parts: Record<string, string> = {};
  typed.forEach((text, position) => {
    const segment = route.segments[position];
    if ('part' in segment) parts[segment.part] = text;
  });
  return parts;
}
