// Names in request paths. Every name a user or a cluster supplies (index,
// alias, document id, repository, snapshot, policy) becomes exactly one path segment:
// encodeURIComponent percent-encodes '%', the characters of date math ('<', '>', '{', '}', '/'),
// and everything else with a meaning in a URL ('/', '?', '#', space) or outside ASCII. It leaves
// '*' alone, so wildcard patterns still work. The cluster decodes each segment before use.
//
// Limitation: a document id of '.' or '..' cannot be addressed by path at all; browsers treat
// those segments (even percent-encoded) as relative references.

/** One path segment: a document id, type, alias, repository, snapshot or policy name. */
export function encodePathSegment(value: string): string {
  return encodeURIComponent(value);
}

/** One index name, alias or pattern, escaped for a path (date math included). */
export function escapeIndexName(name: string): string {
  return encodeURIComponent(name);
}

/**
 * The index part of a path for one name, a comma-separated pattern string, or a list of names:
 * each name escaped, joined with ','. Blank entries are dropped.
 */
export function indexPath(names: string | readonly string[]): string {
  const list = typeof names === 'string' ? names.split(',') : names;
  return list
    .map((name) => name.trim())
    .filter((name) => name !== '')
    .map(escapeIndexName)
    .join(',');
}

/**
 * A name cut after each '.', '-' and '_', where a long name may wrap
 * ('logs-app.2026_11' -> ['logs-', 'app.', '2026_', '11']); joined, the parts are the name.
 */
export function nameSegments(name: string): string[] {
  const parts = name.match(/[^.\-_]*(?:[.\-_]+|$)/g)?.filter((part) => part !== '') ?? [];
  return parts.length > 0 ? parts : [name];
}
