// The query, sort and paging of POST _security/_query/{user,role,api_key}: the subset of the
// query DSL those APIs take (match_all, term, terms, prefix, wildcard, exists, ids, bool) on
// the fields of each entry, sort on fields, and from, size and search_after.
import { globMatches } from '../indexNames';
import { isJson, type Json } from './securityState';

export interface QueryBody {
  query?: unknown;
  from?: number;
  size?: number;
  sort?: unknown;
  search_after?: unknown[];
}

/** A query the route cannot play, refused like the engine refuses an unsupported one. */
export class UnsupportedQuery extends Error {}

/** A field of `doc`, by a dotted path (metadata.application). */
function fieldOf(doc: Json, field: string): unknown {
  let value: unknown = doc;
  for (const key of field.split('.')) value = isJson(value) ? value[key] : undefined;
  return value;
}

function valuesOf(doc: Json, field: string): unknown[] {
  const value = fieldOf(doc, field);
  return value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
}

/** `{field: value}` or `{field: {value}}`: the one field and its value. */
function fieldAndValue(clause: unknown): [string, unknown] {
  const [field, given] = Object.entries(isJson(clause) ? clause : {})[0] ?? ['', undefined];
  return [field, isJson(given) && 'value' in given ? given.value : given];
}

function asList(clauses: unknown): unknown[] {
  return clauses === undefined ? [] : Array.isArray(clauses) ? clauses : [clauses];
}

export function matches(query: unknown, doc: Json): boolean {
  if (query === undefined || query === null) return true;
  const [type, clause] = Object.entries(isJson(query) ? query : {})[0] ?? ['', undefined];
  switch (type) {
    case 'match_all':
      return true;
    case 'term': {
      const [field, value] = fieldAndValue(clause);
      return valuesOf(doc, field).some((item) => item === value);
    }
    case 'terms': {
      const [field, values] = fieldAndValue(clause);
      return valuesOf(doc, field).some((item) => asList(values).includes(item));
    }
    case 'prefix': {
      const [field, value] = fieldAndValue(clause);
      return valuesOf(doc, field).some((item) => String(item).startsWith(String(value)));
    }
    case 'wildcard': {
      const [field, value] = fieldAndValue(clause);
      return valuesOf(doc, field).some((item) => globMatches(String(value), String(item)));
    }
    case 'exists':
      return valuesOf(doc, String((clause as Json | undefined)?.field)).length > 0;
    case 'ids':
      return asList((clause as Json | undefined)?.values).includes(doc.id);
    case 'bool': {
      const bool = isJson(clause) ? clause : {};
      const should = asList(bool.should);
      return (
        [...asList(bool.must), ...asList(bool.filter)].every((sub) => matches(sub, doc)) &&
        !asList(bool.must_not).some((sub) => matches(sub, doc)) &&
        (should.length === 0 || should.some((sub) => matches(sub, doc)))
      );
    }
    default:
      throw new UnsupportedQuery(`Query type [${type}] is not currently supported in this context`);
  }
}

interface SortKey {
  field: string;
  descending: boolean;
}

function sortKeys(sort: unknown): SortKey[] {
  return asList(sort).map((key) => {
    if (typeof key === 'string') return { field: key, descending: false };
    const [field, order] = Object.entries(isJson(key) ? key : {})[0] ?? ['', 'asc'];
    return { field, descending: (isJson(order) ? order.order : order) === 'desc' };
  });
}

/** A sort value as the engine shows it in `_sort`: dates as ISO text. */
function sortValue(doc: Json, field: string): unknown {
  const value = fieldOf(doc, field);
  return ['creation', 'expiration', 'invalidation'].includes(field) && typeof value === 'number'
    ? new Date(value).toISOString()
    : (value ?? null);
}

function compare(a: unknown[], b: unknown[], keys: SortKey[]): number {
  for (let i = 0; i < keys.length; i++) {
    const [x, y] = [a[i], b[i]];
    const order = x === y ? 0 : x === null ? 1 : y === null ? -1 : String(x) < String(y) ? -1 : 1;
    if (order !== 0) return keys[i].descending ? -order : order;
  }
  return 0;
}

export interface Page<T> {
  total: number;
  hits: { entry: T; sort?: unknown[] }[];
}

/** The entries `body` selects among `entries` (each seen as `docOf` makes it), sorted and paged. */
export function queryPage<T>(entries: T[], docOf: (entry: T) => Json, body: QueryBody): Page<T> {
  const keys = sortKeys(body.sort);
  const found = entries
    .map((entry) => ({ entry, doc: docOf(entry) }))
    .filter(({ doc }) => matches(body.query, doc))
    .map(({ entry, doc }) => ({ entry, sort: keys.map((key) => sortValue(doc, key.field)) }));
  if (keys.length > 0) found.sort((a, b) => compare(a.sort, b.sort, keys));
  const after = body.search_after;
  const rest =
    after && keys.length > 0 ? found.filter((hit) => compare(hit.sort, after, keys) > 0) : found;
  const from = body.from ?? 0;
  const hits = rest.slice(from, from + (body.size ?? 10));
  return {
    total: found.length,
    hits: hits.map(({ entry, sort }) => (keys.length > 0 ? { entry, sort } : { entry })),
  };
}
