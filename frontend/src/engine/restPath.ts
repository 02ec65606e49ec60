// Path encoding of the REST console. The user types a path as they would in a
// terminal; this makes it a path the browser sends unchanged:
// - a path starting with '/_' (an API path such as /_cat/indices) is left as typed;
// - otherwise the first segment, the index expression, is encoded name by name (date math and
//   non-ASCII names work as typed); a segment that already holds '%' is taken as encoded;
// - the remainder is left as typed when it starts with a known endpoint, or already holds '%';
//   otherwise it is URI-encoded as one piece ('/' kept), with '#' encoded too, since a fragment
//   would never reach the cluster;
// - a query string ('?…') is kept as typed, with '#' encoded for the same reason.

export const KNOWN_ENDPOINTS: readonly string[] = [
  '_search',
  '_msearch',
  '_bulk',
  '_delete_by_query',
  '_update_by_query',
  '_mget',
  '_explain',
  '_validate',
  '_analyze',
  '_termvectors',
  '_field_caps',
  '_search_shards',
  '_search/template',
  '_render/template',
  '_scripts',
  '_ingest',
  '_transform',
  '_ml',
  '_watcher',
  '_security',
  '_xpack',
  '_cat',
  '_cluster',
  '_nodes',
  '_tasks',
  '_snapshot',
  '_repositories',
  '_ilm',
  '_slm',
  '_enrich',
  '_data_frame',
  '_rollup',
  '_async_search',
  '_eql',
  '_graph',
  '_license',
  '_monitoring',
  '_telemetry',
  '_usage',
  '_features',
  '_info',
  '_health',
  '_refresh',
  '_flush',
  '_forcemerge',
  '_shrink',
  '_split',
  '_clone',
  '_rollover',
  '_freeze',
  '_unfreeze',
  '_close',
  '_open',
  '_reindex',
];

/** Index of the '/' ending the first segment; '/' inside <...> or {...} (date math) does not count. */
function firstSegmentEnd(path: string): number {
  let depth = 0;
  for (let i = 0; i < path.length; i += 1) {
    const char = path[i];
    if (char === '<' || char === '{') depth += 1;
    else if ((char === '>' || char === '}') && depth > 0) depth -= 1;
    else if (char === '/' && depth === 0) return i;
  }
  return -1;
}

function encodeIndexExpression(segment: string): string {
  if (segment.includes('%')) return segment;
  return segment.split(',').map(encodeURIComponent).join(',');
}

function encodeRemainder(remainder: string): string {
  if (remainder.includes('%') || KNOWN_ENDPOINTS.some((endpoint) => remainder.startsWith(endpoint)))
    return remainder;
  return encodeURI(remainder).replace(/#/g, '%23');
}

/** Splits off the query string at the first '?' outside date math. */
function splitQuery(path: string): [string, string] {
  let depth = 0;
  for (let i = 0; i < path.length; i += 1) {
    const char = path[i];
    if (char === '<' || char === '{') depth += 1;
    else if ((char === '>' || char === '}') && depth > 0) depth -= 1;
    else if (char === '?' && depth === 0) return [path.slice(0, i), path.slice(i)];
  }
  return [path, ''];
}

export function encodeRestPath(path: string): string {
  if (path.startsWith('/_')) return path;
  const [pathPart, query] = splitQuery(path);
  const lead = pathPart.startsWith('/') ? '/' : '';
  const rest = pathPart.slice(lead.length);
  const end = firstSegmentEnd(rest);
  const first = end === -1 ? rest : rest.slice(0, end);
  const remainder = end === -1 ? null : rest.slice(end + 1);
  const encoded =
    encodeIndexExpression(first) + (remainder === null ? '' : `/${encodeRemainder(remainder)}`);
  return lead + encoded + query.replace(/#/g, '%23');
}
