// What one processor changed in a document: both versions are flattened to dotted paths (objects
// opened, arrays kept whole and compared as values) and compared path by path. Metadata (_index,
// _id, _routing...) is compared too, under its own name; _ingest (the run's timestamp and
// pipeline name) and _version (a placeholder of the simulation) are not the document's.
import { isLosslessNumber, stringifyJson } from '../../../lib/json';

export type DiffKind = 'added' | 'changed' | 'removed';

export interface DiffEntry {
  path: string;
  kind: DiffKind;
  before?: unknown;
  after?: unknown;
}

/** Keys of a simulated document that say nothing about the document itself. */
const NOT_COMPARED = new Set(['_source', '_ingest', '_version']);

/** The index and id the engine gives a sample document sent without them. */
export const ENGINE_DEFAULTS: Readonly<Record<string, string>> = { _index: '_index', _id: '_id' };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !isLosslessNumber(value)
  );
}

/** Leaves of an object by dotted path; an empty object is a leaf, so adding one shows. */
export function flatten(
  value: Record<string, unknown>,
  prefix = '',
  into = new Map<string, unknown>(),
): Map<string, unknown> {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (isRecord(child) && Object.keys(child).length > 0) flatten(child, path, into);
    else into.set(path, child);
  }
  return into;
}

/** A document's compared fields: its metadata by name, then its source by dotted path. */
export function documentFields(doc: Record<string, unknown>): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  for (const [key, value] of Object.entries(doc)) {
    if (!NOT_COMPARED.has(key) && value !== undefined && value !== null) fields.set(key, value);
  }
  return flatten(isRecord(doc._source) ? doc._source : {}, '', fields);
}

/** The fields of a sample as the engine starts from it: missing index and id defaulted. */
export function inputFields(doc: Record<string, unknown>): Map<string, unknown> {
  return documentFields({ ...ENGINE_DEFAULTS, ...doc });
}

/** JSON text with object keys in order, so that key order alone is no change. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return stringifyJson(value);
}

export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** The changes from `before` to `after`, sorted by path. */
export function diffFields(before: Map<string, unknown>, after: Map<string, unknown>): DiffEntry[] {
  const entries: DiffEntry[] = [];
  for (const [path, old] of before) {
    if (!after.has(path)) entries.push({ path, kind: 'removed', before: old });
    else if (!sameValue(old, after.get(path)))
      entries.push({ path, kind: 'changed', before: old, after: after.get(path) });
  }
  for (const [path, value] of after) {
    if (!before.has(path)) entries.push({ path, kind: 'added', after: value });
  }
  return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** A value as one line of JSON text, cut after `max` characters. */
export function compactValue(value: unknown, max = 200): string {
  const text = stringifyJson(value);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
