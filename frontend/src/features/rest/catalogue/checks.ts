// Checks of a request against the engine's API catalogue, shown as warnings before it is sent
// (plugins add endpoints, parameters and keys, so nothing is ever blocked): a path no endpoint
// has (with the nearest one), a method the path does not take, an unknown or deprecated query
// parameter, a deprecated endpoint, and body keys unknown at their place.
import { allowedKeys } from './bodyForms';
import type { Catalogue, CatalogueEndpoint, CatalogueType } from './catalogueTypes';
import { matchEndpoints, splitPath } from './endpoints';
import { nearestEndpointPath, nearestWord } from './nearestPath';
import { compareVersions } from '../../../engine/version';

/** A warning about the request line; `values` fill the message `rest.check.<code>`. */
export interface RequestCheck {
  code:
    | 'nearestEndpoint'
    | 'unknownEndpoint'
    | 'method'
    | 'unknownParam'
    | 'nearestParam'
    | 'deprecatedEndpoint'
    | 'deprecatedParam';
  values: Record<string, string>;
}

/** A body key unknown at its place: where it is (its quotes included), and the nearest known one. */
export interface BodyCheck {
  from: number;
  to: number;
  key: string;
  suggestion: string | null;
}

/** At most this many body keys are reported; the rest are not looked at. */
export const MAX_BODY_CHECKS = 100;

/**
 * Whether the cluster's `version` is at or past `since` (a deprecation): always when either is
 * unknown, as the catalogue's latest description is then the one that holds.
 */
function reached(since: string, version: string | null): boolean {
  return since === '' || version === null || compareVersions(since, version) <= 0;
}

/** The names of the query string's parameters, in order, each once. */
function paramNames(query: string): string[] {
  const names = query
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0];
      try {
        return decodeURIComponent(name);
      } catch {
        return name;
      }
    })
    .filter((name) => name !== '');
  return [...new Set(names)];
}

function paramChecks(
  catalogue: Catalogue,
  version: string | null,
  endpoints: CatalogueEndpoint[],
  query: string,
): RequestCheck[] {
  const known = new Set(Object.keys(catalogue.globalParams));
  for (const endpoint of endpoints) {
    for (const name of Object.keys(endpoint.params ?? {})) known.add(name);
  }
  const endpoint = endpoints[0].name;
  const checks: RequestCheck[] = [];
  for (const param of paramNames(query)) {
    if (!known.has(param)) {
      const suggestion = nearestWord(param, known);
      checks.push(
        suggestion
          ? { code: 'nearestParam', values: { param, endpoint, suggestion } }
          : { code: 'unknownParam', values: { param, endpoint } },
      );
      continue;
    }
    const deprecated = endpoints
      .map((candidate) => candidate.deprecatedParams?.[param])
      .find((since) => since !== undefined && reached(since, version));
    if (deprecated !== undefined) {
      checks.push({ code: 'deprecatedParam', values: { param, version: deprecated } });
    }
  }
  return checks;
}

/**
 * Warnings about a request line: `path` may hold a query string. The version is the cluster's
 * (null when unknown): endpoints it lacks are unknown, deprecations after it do not count.
 */
export function requestChecks(
  catalogue: Catalogue,
  version: string | null,
  method: string,
  path: string,
): RequestCheck[] {
  const { query } = splitPath(path);
  const bare = query === null ? path : path.slice(0, path.indexOf('?'));
  const anyMethod = matchEndpoints(catalogue, version, null, bare);
  if (anyMethod.length === 0) {
    const nearest = nearestEndpointPath(catalogue, version, null, bare);
    if (nearest) return [{ code: 'nearestEndpoint', values: { ...nearest } }];
    return [{ code: 'unknownEndpoint', values: { path: bare } }];
  }
  const matches = matchEndpoints(catalogue, version, method, bare);
  if (matches.length === 0) {
    const methods = [...new Set(anyMethod.flatMap((match) => match.endpoint.methods))].sort();
    return [{ code: 'method', values: { method, path: bare, methods: methods.join(', ') } }];
  }
  const endpoints = [...new Set(matches.map((match) => match.endpoint))];
  const checks: RequestCheck[] = [];
  const { name, deprecated } = endpoints[0];
  if (deprecated !== undefined && reached(deprecated, version)) {
    checks.push({ code: 'deprecatedEndpoint', values: { endpoint: name, version: deprecated } });
  }
  if (query !== null) checks.push(...paramChecks(catalogue, version, endpoints, query));
  return checks;
}

// ---------------------------------------------------------------------------------------------
// The body's keys

/** An object or array open at the scanner's position. */
interface Frame {
  isArray: boolean;
  /** The keys (and array positions) from the root to this object or array. */
  path: (string | number)[];
  /** In an object: whether a key comes next (after `{` or `,`). */
  keyNext: boolean;
  /** In an object: the last key read. */
  key: string;
  /** In an array: the position of the current element. */
  index: number;
}

/** A key of an object in the text, with the path of the object it is in. */
interface KeyAt {
  path: (string | number)[];
  key: string;
  from: number;
  to: number;
}

/** The end of the string opening at `start`: after its closing quote, or the text's end. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 92) i += 2;
    else if (c === 34) return i + 1;
    else i += 1;
  }
  return text.length;
}

/** The text of a closed JSON string literal; what is between its quotes when it does not parse. */
function stringValue(literal: string): string {
  try {
    return JSON.parse(literal) as string;
  } catch {
    return literal.slice(1, -1);
  }
}

/**
 * Calls `visit` for each object key of `text`, a JSON body or several (`_bulk`'s lines), read
 * tolerantly (unclosed objects and strings, stray commas); a key still being typed (its string
 * unclosed) is not visited. Stops when `visit` returns false.
 */
function visitKeys(text: string, visit: (key: KeyAt) => boolean): void {
  const stack: Frame[] = [];
  const open = (isArray: boolean) => {
    const parent = stack.at(-1);
    const path = parent ? [...parent.path, parent.isArray ? parent.index : parent.key] : [];
    stack.push({ isArray, path, keyNext: !isArray, key: '', index: 0 });
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const top = stack.at(-1);
    if (c === '"') {
      const end = stringEnd(text, i);
      const closed = end > i + 1 && text[end - 1] === '"';
      if (top && !top.isArray && top.keyNext && closed) {
        top.key = stringValue(text.slice(i, end));
        top.keyNext = false;
        if (!visit({ path: top.path, key: top.key, from: i, to: end })) return;
      }
      i = end;
      continue;
    }
    if (c === '{') open(false);
    else if (c === '[') open(true);
    else if (c === '}' || c === ']') stack.pop();
    else if (c === ',' && top) {
      if (top.isArray) top.index += 1;
      else top.keyNext = true;
    }
    i += 1;
  }
}

/**
 * The keys of `text`, a body of type `bodyType`, that the catalogue does not know at their place
 * (at most MAX_BODY_CHECKS). Keys holding a dot (`index.number_of_shards`, `user.name`) are flat
 * paths and are not checked, nor keys where the catalogue allows any.
 */
export function bodyChecks(
  catalogue: Catalogue,
  bodyType: CatalogueType | undefined,
  text: string,
): BodyCheck[] {
  if (bodyType === undefined) return [];
  const checks: BodyCheck[] = [];
  // Bodies repeat their places (a _bulk body's lines): each place's keys are worked out once.
  const keysAt = new Map<string, Set<string> | null>();
  visitKeys(text, ({ path, key, from, to }) => {
    if (key.includes('.')) return true;
    const place = path.join('\u0000');
    let allowed = keysAt.get(place);
    if (allowed === undefined) {
      allowed = allowedKeys(catalogue, bodyType, path);
      keysAt.set(place, allowed);
    }
    if (allowed === null || allowed.has(key)) return true;
    checks.push({ from, to, key, suggestion: nearestWord(key, allowed) });
    return checks.length < MAX_BODY_CHECKS;
  });
  return checks;
}
