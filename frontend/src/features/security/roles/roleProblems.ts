// Why the role editor holds no body to send, or cannot show the other view: the JSON text does
// not parse or is no object, a key has a shape the form cannot show, a document-level query or
// the metadata is not a JSON object. Each says where, so its message shows in place. Also the
// JSON helpers both engines' forms share.
import { parseJson, stringifyJson } from '../../../lib/json';
import { isRecord } from '../../../lib/storage';

export type RoleProblem =
  | { kind: 'syntax'; position: number }
  | { kind: 'notObject' }
  /** A known key of the definition has another shape than the engine's (a form would lose it). */
  | { kind: 'shape'; key: string }
  /** The document-level query of index entry `index` (a remote one) is not a JSON object. */
  | { kind: 'query'; index: number; remote: boolean }
  | { kind: 'metadata' };

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: RoleProblem };

/** Whether `text` is a JSON object. */
export function isJsonObjectText(text: string): boolean {
  try {
    return isRecord(parseJson(text));
  } catch {
    return false;
  }
}

/** JSON text with object keys in order, so that key order and spacing alone are no change. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
  }
  return stringifyJson(value);
}

/** The JSON text a query value (an object, or JSON in a string) is edited as; '' for none. */
export function queryText(query: unknown): string {
  if (query === undefined || query === null || query === '') return '';
  if (typeof query !== 'string') return stringifyJson(query, 2);
  try {
    return stringifyJson(parseJson(query), 2);
  } catch {
    return query;
  }
}

/**
 * The query to write for the edited `text` (a JSON object): `source`, the value the engine sent,
 * while the text still says the same; otherwise the text as a string (`asString`) or an object.
 */
export function queryValue(text: string, source: unknown, asString: boolean): unknown {
  const value = parseJson(text);
  const before = typeof source === 'string' ? parseSafely(source) : source;
  if (source !== undefined && canonicalJson(before) === canonicalJson(value)) return source;
  return asString ? stringifyJson(value) : value;
}

function parseSafely(text: string): unknown {
  try {
    return parseJson(text);
  } catch {
    return undefined;
  }
}

/** The keys of `value` other than `known`: what a form does not show, written back as it came. */
export const othersOf = (value: Record<string, unknown>, known: readonly string[]) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !known.includes(key)));

/** The objects of a list (nothing when it is no list). */
export const entries = (value: unknown) => (Array.isArray(value) ? value.filter(isRecord) : []);
