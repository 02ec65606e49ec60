// The checks of the read table's inspected requests (protection/read-requests.json), as the
// Shardscope server runs them: 'sql' (every SQL statement only reads, or only a cursor is given),
// 'scroll-ids' (no scroll id is _all) and 'no-refresh' (every refresh parameter is false). A
// request a check cannot read (a malformed escape in its query string; for the checks that read
// the body, one over the limit or not a JSON object) fails it.

import { isReadStatement } from './sqlStatement';

type JsonObject = Readonly<Record<string, unknown>>;

/** What a check reads of a request. */
export interface InspectedRequest {
  /** The path's segments, not decoded. */
  segments: readonly string[];
  /** The query string's parameters, decoded form-style. */
  params: readonly (readonly [string, string])[];
  /** The body's JSON object ({} for no body, and for a check that does not read it). */
  body: JsonObject;
}

interface ReadCheck {
  /** Whether the check reads the body (the others decide on the path and query alone). */
  readsBody: boolean;
  passes: (request: InspectedRequest) => boolean;
}

/** Percent-decodes text as UTF-8; null for a malformed escape or bytes that are not UTF-8. */
export function percentDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** A query string's '&'-separated name=value pairs, '+' a space; null when one is malformed. */
export function formParams(query: string): [string, string][] | null {
  const params: [string, string][] = [];
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = percentDecode((equals < 0 ? pair : pair.slice(0, equals)).replaceAll('+', ' '));
    const value = percentDecode((equals < 0 ? '' : pair.slice(equals + 1)).replaceAll('+', ' '));
    if (name === null || value === null) return null;
    params.push([name, value]);
  }
  return params;
}

const encoder = new TextEncoder();

/** ASCII whitespace, as the server reads it: a body of nothing else is no body. */
const BLANK_BODY = /^[ \t\n\f\r]*$/;

/**
 * The body as a JSON object: {} for no body (or a blank one); null when it is over `limit`
 * bytes of UTF-8 or is not a JSON object.
 */
export function bodyObject(body: string | undefined, limit: number): JsonObject | null {
  const text = body ?? '';
  if (text.length > limit || encoder.encode(text).length > limit) return null;
  if (BLANK_BODY.test(text)) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isJsonObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function paramValues(request: InspectedRequest, names: readonly string[]): string[] {
  return request.params.filter(([name]) => names.includes(name)).map(([, value]) => value);
}

/** Statements from the 'sql' and 'query' parameters and the body's "query": each only reads. */
export function sqlCheck(request: InspectedRequest): boolean {
  const { query, cursor } = request.body;
  if (query !== undefined && typeof query !== 'string') return false;
  if (cursor !== undefined && typeof cursor !== 'string') return false;
  const statements = paramValues(request, ['sql', 'query']);
  if (query !== undefined) statements.push(query);
  // With no statement, only a request that fetches a cursor's next page reads.
  if (statements.length === 0) return cursor !== undefined;
  return statements.every(isReadStatement);
}

/** The body's "scroll_id": a string or an array of strings; null for anything else. */
function bodyScrollIds(value: unknown): string[] | null {
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((id): id is string => typeof id === 'string')) {
    return [...value];
  }
  return null;
}

/** Rust's whitespace (Unicode White_Space), which the server trims an id of. */
const EDGE_WHITESPACE =
  /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g;

/** Scroll ids (comma-separated) of the path's third segment, 'scroll_id' and the body: none is _all. */
export function scrollIdsCheck(request: InspectedRequest): boolean {
  const lists = bodyScrollIds(request.body.scroll_id);
  if (lists === null) return false;
  if (request.segments.length === 3) {
    const decoded = percentDecode(request.segments[2]);
    if (decoded === null) return false;
    lists.push(decoded);
  }
  lists.push(...paramValues(request, ['scroll_id']));
  const ids = lists.flatMap((list) => list.split(','));
  return !ids.some((id) => id.replace(EDGE_WHITESPACE, '') === '_all');
}

/** Every 'refresh' parameter is 'false': a refresh before a get acts as GET _refresh does. */
export function noRefreshCheck(request: InspectedRequest): boolean {
  return paramValues(request, ['refresh']).every((value) => value === 'false');
}

/** The checks by the name the table gives them. */
export const READ_CHECKS: ReadonlyMap<string, ReadCheck> = new Map([
  ['sql', { readsBody: true, passes: sqlCheck }],
  ['scroll-ids', { readsBody: true, passes: scrollIdsCheck }],
  ['no-refresh', { readsBody: false, passes: noRefreshCheck }],
]);

/**
 * Whether the check named `name` passes on a request's raw path segments, query string and
 * body (as sent); an unknown check fails.
 */
export function checkPasses(
  name: string,
  request: { segments: readonly string[]; query: string; body: string | undefined },
  limit: number,
): boolean {
  const check = READ_CHECKS.get(name);
  const params = formParams(request.query);
  if (check === undefined || params === null) return false;
  const body = check.readsBody ? bodyObject(request.body, limit) : {};
  return body !== null && check.passes({ segments: request.segments, params, body });
}
