// The export of every match of a search sent from the console (`GET` or `POST` of `_search` or
// `{index}/_search`), not only of the hits its answer holds: the indices the path names (every
// index when it names none) and the query of the body, or of the `q` parameter.
import { parseJson, stringifyJson } from '../../../lib/json';
import { isRecord } from '../../../lib/storage';
import type { RestRequest } from '../../../engine/clusterDb';

export interface SearchExport {
  index: string;
  /** The query as JSON text; missing for every document. */
  query?: string;
}

/** The index expression as typed, or as encoded when it holds an escape; null when unreadable. */
function indexOf(segment: string): string | null {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The query of the body, or of `q`; undefined for every document, null when the body is not JSON. */
function queryOf(body: string, params: URLSearchParams): unknown {
  if (body.trim() !== '') {
    try {
      const parsed = parseJson(body);
      return isRecord(parsed) ? parsed.query : null;
    } catch {
      return null;
    }
  }
  const q = params.get('q');
  return q === null ? undefined : { query_string: { query: q } };
}

/** The export of `request`'s matches; null when it is not a search whose matches can be read. */
export function searchExportOf(request: RestRequest): SearchExport | null {
  if (!['GET', 'POST'].includes(request.method.toUpperCase())) return null;
  const [path = '', search = ''] = request.path.trim().split(/\?(.*)/s);
  const segments = path.replace(/^\/+|\/+$/g, '').split('/');
  const last = segments.length - 1;
  if (segments[last] !== '_search' || last > 1) return null;
  const named = last === 0 ? '*' : indexOf(segments[0]);
  const index = named === '_all' ? '*' : named;
  if (index === null || index === '' || index.startsWith('_')) return null;
  const query = queryOf(request.body, new URLSearchParams(search));
  if (query === null) return null;
  return query === undefined ? { index } : { index, query: stringifyJson(query) };
}
