// The document-level queries of a role body that the engine is asked to check before the role
// is written: each index entry's query (Elasticsearch `query`, OpenSearch `dls`) on the entry's
// own index names and patterns. Entries without indices, queries that are templates (filled in
// per user, `{"template": ...}` or `{{...}}`) and remote indices (another cluster's) are not
// checked here.
import { parseJson } from '../../../lib/json';
import { isRecord } from '../../../lib/storage';
import { record, texts } from '../../../engine/securityUsers';

export interface QueryToCheck {
  /** The entry's place in `indices` / `index_permissions`. */
  index: number;
  names: string[];
  query: Record<string, unknown>;
}

function queryObject(value: unknown): Record<string, unknown> | null {
  if (isRecord(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const parsed = parseJson(value);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const isTemplate = (query: Record<string, unknown>) =>
  'template' in query || JSON.stringify(query).includes('{{');

/** The queries of `body` to check, for Elasticsearch (`opensearch` false) or OpenSearch. */
export function queriesToCheck(body: Record<string, unknown>, opensearch: boolean): QueryToCheck[] {
  const list = body[opensearch ? 'index_permissions' : 'indices'];
  const entries = Array.isArray(list) ? list.map(record) : [];
  return entries.flatMap((entry, index) => {
    const names = texts(opensearch ? entry.index_patterns : entry.names);
    const query = queryObject(opensearch ? entry.dls : entry.query);
    return query && names.length > 0 && !isTemplate(query) ? [{ index, names, query }] : [];
  });
}
