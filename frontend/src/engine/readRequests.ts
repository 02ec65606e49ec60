// Which requests only read: the one table protection/read-requests.json, shared with the
// Shardscope server. Every GET and HEAD is a read unless its path matches one of the table's
// writes (GET _flush acts; a HEAD is matched as its GET); another method is a read only when
// its path matches one of the table's reads. The path is matched as the cluster receives it:
// without its leading '/', its query string and a trailing '/', and not decoded (the engines
// route on the raw path). A literal segment matches itself exactly; {index} and {id} match any
// one segment. A path with an empty, '.' or '..' segment, a backslash, an encoded '/', '\',
// '.' or '_', or a malformed escape is never a read.

import table from '../../../protection/read-requests.json';

interface Rule {
  method: string;
  segments: string[];
}

const PLACEHOLDERS = new Set(['{index}', '{id}']);

const READ_METHODS = new Set(table.readMethods);

const AMBIGUOUS_ESCAPE = /%(2f|5c|2e|5f)/i;

function rules(list: readonly { method: string; path: string }[]): readonly Rule[] {
  return list.map((rule) => ({ method: rule.method, segments: rule.path.split('/') }));
}

const WRITES = rules(table.writes);
const READS = rules(table.reads);

function isCleanSegment(segment: string): boolean {
  if (segment === '' || segment === '.' || segment === '..' || segment.includes('\\')) return false;
  if (AMBIGUOUS_ESCAPE.test(segment)) return false;
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** The raw segments of a path, or null when it cannot be a read. */
function pathSegments(pathWithQuery: string): string[] | null {
  let path = pathWithQuery.split('?')[0].split('#')[0];
  if (path.startsWith('/')) path = path.slice(1);
  if (path.endsWith('/')) path = path.slice(0, -1);
  if (path === '') return [];
  const segments = path.split('/');
  return segments.every(isCleanSegment) ? segments : null;
}

function matchesAny(list: readonly Rule[], method: string, segments: readonly string[]): boolean {
  return list.some(
    (rule) =>
      rule.method === method &&
      rule.segments.length === segments.length &&
      rule.segments.every((part, i) => PLACEHOLDERS.has(part) || part === segments[i]),
  );
}

/** Whether the request only reads (see the rules at the top of this file). */
export function isReadRequest(method: string, pathWithQuery: string): boolean {
  const upper = method.toUpperCase();
  const segments = pathSegments(pathWithQuery);
  if (segments === null) return false;
  const asMethod = upper === 'HEAD' ? 'GET' : upper;
  if (READ_METHODS.has(asMethod)) return !matchesAny(WRITES, asMethod, segments);
  return matchesAny(READS, asMethod, segments);
}
