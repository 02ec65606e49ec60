// Adding a field to an index's mapping: the body that adds it (one `properties` per parent), and
// the engines' refusals the view explains in words. Pure functions; the requests live in the API
// layer.
import { isRecord } from '../../../lib/storage';
import type { MappingField, MappingTree } from './mappingTree';

/** A field to add: its type and its other parameters (format, analyzer, ignore_above, ...). */
export interface NewMappingField {
  type: string;
  params?: Readonly<Record<string, unknown>>;
}

/** The body of `PUT {index}/_mapping`: the new field inside one `properties` per parent. */
export interface MappingChangeBody {
  properties: Record<string, Record<string, unknown>>;
}

/** Why the engine refused a mapping change, when the view can say it in words. */
export type MappingErrorReason = 'typeChange' | 'limit';

/** The mapped (not runtime) field at `path` in `fields` or below, if there is one. */
function findField(fields: readonly MappingField[], path: string): MappingField | undefined {
  for (const field of fields) {
    if (field.runtime) continue;
    if (field.path === path) return field;
    const found = findField(field.children, path);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The body of `PUT {index}/_mapping` that adds one field at the dotted `path`: one `properties`
 * per parent, so 'a.b.c' gives
 * `{ properties: { a: { properties: { b: { properties: { c: ... } } } } } }`, and the field as
 * `{ type, ...params }` (a `type` among the params does not replace `type`). Given the index's
 * `tree`, a parent that is a nested field keeps `type: 'nested'`: the engines refuse to merge a
 * plain object into a nested field. Empty parts of the path ('a..b') are left out; a path with
 * no name at all gives a body that adds nothing.
 */
export function mappingChangeBody(
  path: string,
  field: NewMappingField,
  tree?: MappingTree,
): MappingChangeBody {
  const names = path.split('.').filter((name) => name !== '');
  const params = Object.entries(field.params ?? {}).filter(([key]) => key !== 'type');
  let definition: Record<string, unknown> = { type: field.type, ...Object.fromEntries(params) };
  for (let depth = names.length - 1; depth > 0; depth -= 1) {
    // A computed key defines an own property, so even a name '__proto__' stays a plain key.
    const properties = { [names[depth]]: definition };
    const parent = tree && findField(tree.fields, names.slice(0, depth).join('.'));
    definition = parent?.type === 'nested' ? { type: 'nested', properties } : { properties };
  }
  return { properties: names.length === 0 ? {} : { [names[0]]: definition } };
}

// How the engines word their refusals (the `reason` of an ErrorCause), case ignored.
/** A field's type cannot change: the engine keeps the type a field was first mapped with. */
const TYPE_CHANGE_PATTERNS: readonly RegExp[] = [
  // Elasticsearch 7.9 and later, OpenSearch:
  // 'mapper [title] cannot be changed from type [text] to [keyword]'.
  /cannot be changed from type \[/i,
  // Older Elasticsearch:
  // 'mapper [title] of different type, current_type [text], merged_type [keyword]'.
  /of different type, current_type \[/i,
  // An object made a field: "can't merge a non object mapping [author] with an object mapping".
  /can't merge a non[- ]object mapping \[/i,
  // Elasticsearch 8, nested and not:
  // "can't merge a non-nested mapping [reviews] with a nested mapping".
  /can't merge a non-nested mapping \[/i,
  // Elasticsearch 7, OpenSearch:
  // "object mapping [reviews] can't be changed from nested to non-nested".
  /can't be changed from (non-)?nested to (non-)?nested/i,
];

/**
 * 'Limit of total fields [1000] has been exceeded'; Elasticsearch 6 adds 'in index [books]',
 * Elasticsearch 8 'while adding new fields [2]'.
 */
const LIMIT_PATTERN = /limit of total fields \[/i;

/** How deep error causes are read: real answers nest two or three. */
const MAX_CAUSE_DEPTH = 8;

/** The reasons of an ErrorCause: its own, its caused_by's and its root causes', in that order. */
function causeReasons(cause: unknown, depth: number): string[] {
  if (typeof cause === 'string') return [cause];
  if (!isRecord(cause) || depth > MAX_CAUSE_DEPTH) return [];
  const own = typeof cause.reason === 'string' ? [cause.reason] : [];
  const rootCauses = Array.isArray(cause.root_cause) ? cause.root_cause : [];
  return [
    ...own,
    ...causeReasons(cause.caused_by, depth + 1),
    ...rootCauses.flatMap((root: unknown) => causeReasons(root, depth + 1)),
  ];
}

/**
 * Why the engine refused a mapping change, from its error answer (ErrorResponseBase:
 * `{ error: ErrorCause, status }`, where `error` may also be plain text) or from the request
 * layer's error that carries that answer as its `body`. 'typeChange': a field's type (or object
 * or nested kind) cannot change, only a new index and a reindex can do it; 'limit': the index
 * would have more fields than index.mapping.total_fields.limit allows. Null for anything else.
 */
export function mappingErrorReason(error: unknown): MappingErrorReason | null {
  if (!isRecord(error)) return null;
  const answer = isRecord(error.body) ? error.body : error;
  const reasons = causeReasons(answer.error, 0);
  if (reasons.some((reason) => TYPE_CHANGE_PATTERNS.some((pattern) => pattern.test(reason)))) {
    return 'typeChange';
  }
  return reasons.some((reason) => LIMIT_PATTERN.test(reason)) ? 'limit' : null;
}
