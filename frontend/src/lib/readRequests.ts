// Which requests only read: the one table protection/read-requests.json, shared with the
// Shardscope server. Every GET and HEAD is a read; another method is a read only when its path
// matches one of the table's rules for that method. The path is matched without its leading
// '/', its query string and a trailing '/', each segment percent-decoded. A literal segment
// matches itself exactly; {index} and {id} match any one non-empty segment. A path with an
// empty, '.' or '..' segment, or a segment that decodes to one containing '/' (or does not
// decode at all), is never a read.

import table from '../../../protection/read-requests.json';

interface ReadRule {
  method: string;
  segments: string[];
}

const PLACEHOLDERS = new Set(['{index}', '{id}']);

const READ_METHODS = new Set(table.readMethods);

const RULES: readonly ReadRule[] = table.reads.map((rule) => ({
  method: rule.method,
  segments: rule.path.split('/'),
}));

/** The decoded segments of a path, or null when it cannot be a read. */
function pathSegments(pathWithQuery: string): string[] | null {
  let path = pathWithQuery.split('?')[0].split('#')[0];
  if (path.startsWith('/')) path = path.slice(1);
  if (path.endsWith('/')) path = path.slice(0, -1);
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..' || segment.includes('/')) return null;
    segments.push(segment);
  }
  return segments;
}

function matches(rule: ReadRule, segments: readonly string[]): boolean {
  if (rule.segments.length !== segments.length) return false;
  return rule.segments.every((part, i) =>
    PLACEHOLDERS.has(part) ? segments[i] !== '' : part === segments[i],
  );
}

/** Whether the request only reads (see the rules at the top of this file). */
export function isReadRequest(method: string, pathWithQuery: string): boolean {
  const upper = method.toUpperCase();
  if (READ_METHODS.has(upper)) return true;
  const segments = pathSegments(pathWithQuery);
  if (segments === null) return false;
  return RULES.some((rule) => rule.method === upper && matches(rule, segments));
}
