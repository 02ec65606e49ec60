// Which requests only read: the one table protection/read-requests.json, shared with the
// Shardscope server (its "about" has the rules in full). A request that matches one of the
// writes never reads, whatever its method; otherwise a GET or HEAD reads (a HEAD is matched as
// its GET), and another method reads only when it matches one of the reads or the inspected
// requests. A read that matches an inspected request (the first one) reads only when its check
// passes on the query string and the body (readChecks.ts). Paths are matched raw, without their
// leading '/', query string and trailing '/'; {index} and {id} match any one segment, except
// that in the rules that allow, {index} never matches a name starting with '_' other than _all.
// A path with an empty, '.' or '..' segment, a backslash, a malformed escape, or an escape a
// gateway could decode into another name (%2F, %5C, or any escape of a letter, digit, '-', '.',
// '_' or '~') is never a read.

// Named imports, so the build leaves out what only people read ('about', 'reviewed').
import {
  inspected,
  inspectLimit,
  readMethods,
  reads,
  writes,
} from '../../../protection/read-requests.json';
import { checkPasses, percentDecode } from './readChecks';

interface Rule {
  method: string;
  segments: string[];
}

interface InspectedRule extends Rule {
  check: string;
}

const PLACEHOLDERS = new Set(['{index}', '{id}']);

const READ_METHODS = new Set(readMethods);

function rule(entry: { method: string; path: string }): Rule {
  return { method: entry.method, segments: entry.path.split('/') };
}

const WRITES: readonly Rule[] = writes.map(rule);
const INSPECTED: readonly InspectedRule[] = inspected.map((entry) => ({
  ...rule(entry),
  check: entry.check,
}));
const READS: readonly Rule[] = reads.map(rule);

/** Characters an escape must not stand for: '/', '\' and the unreserved ones. */
const AMBIGUOUS_CHARACTER = /^[/\\A-Za-z0-9\-._~]$/;

function isAmbiguousEscape(escape: string): boolean {
  return AMBIGUOUS_CHARACTER.test(String.fromCharCode(parseInt(escape.slice(1), 16)));
}

function isCleanSegment(segment: string): boolean {
  if (segment === '' || segment === '.' || segment === '..' || segment.includes('\\')) return false;
  const escapes = segment.match(/%[0-9A-Fa-f]{2}/g) ?? [];
  return !escapes.some(isAmbiguousEscape) && percentDecode(segment) !== null;
}

/** The raw segments of the path (before any '?' or '#'), or null when it cannot be a read. */
function pathSegments(pathWithQuery: string): string[] | null {
  let path = pathWithQuery.split(/[?#]/)[0];
  if (path.startsWith('/')) path = path.slice(1);
  if (path.endsWith('/')) path = path.slice(0, -1);
  if (path === '') return [];
  const segments = path.split('/');
  return segments.every(isCleanSegment) ? segments : null;
}

/** Everything after the first '?', as the server's checks read it. */
function queryString(pathWithQuery: string): string {
  const mark = pathWithQuery.indexOf('?');
  return mark < 0 ? '' : pathWithQuery.slice(mark + 1);
}

/**
 * Whether a raw segment matches a rule's: itself, or any segment for a placeholder, except that
 * a `narrow` {index} (in a rule that allows) never matches a name starting with '_' other than
 * _all: the engines route such paths elsewhere (POST _scripts/_pit stores a script on OpenSearch).
 */
function matchesSegment(want: string, got: string, narrow: boolean): boolean {
  if (!PLACEHOLDERS.has(want)) return want === got;
  return !(narrow && want === '{index}' && got.startsWith('_') && got !== '_all');
}

function matches(rule: Rule, method: string, segments: readonly string[], narrow: boolean) {
  return (
    rule.method === method &&
    rule.segments.length === segments.length &&
    rule.segments.every((want, i) => matchesSegment(want, segments[i], narrow))
  );
}

/** A request body as sent: text, or UTF-8 bytes (an import's bulk bodies). */
export type SentBody = string | Uint8Array<ArrayBuffer>;

/**
 * Whether the request only reads (see the rules at the top of this file). `body` is the body as
 * it is sent (browsers send none with GET and HEAD); only some inspected requests read it.
 */
export function isReadRequest(method: string, pathWithQuery: string, body?: SentBody): boolean {
  const segments = pathSegments(pathWithQuery);
  if (segments === null) return false;
  const upper = method.toUpperCase();
  const asMethod = upper === 'HEAD' ? 'GET' : upper;
  // Rules that restrict match broadly; rules that allow, narrowly.
  const matching = (narrow: boolean) => (entry: Rule) => matches(entry, asMethod, segments, narrow);
  if (WRITES.some(matching(false))) return false;
  const checked = INSPECTED.find(matching(false));
  // An inspected request allows too (POST _plugins/_sql is listed only there).
  const allowed = checked !== undefined && matching(true)(checked);
  if (!READ_METHODS.has(asMethod) && !READS.some(matching(true)) && !allowed) return false;
  if (checked === undefined) return true;
  const text = body instanceof Uint8Array ? new TextDecoder().decode(body) : body;
  const request = { segments, query: queryString(pathWithQuery), body: text };
  return checkPasses(checked.check, request, inspectLimit);
}
