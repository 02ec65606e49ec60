// The data model of the index mappings view: the tree of an index's fields read from its mapping,
// and the field count the engine checks against index.mapping.total_fields.limit. Pure
// functions; the requests live in the API layer.
import { isRecord } from '../../../lib/storage';

/** One field of a mapping, as the mappings view shows it. */
export interface MappingField {
  /** The name under its parent, such as 'city'. */
  name: string;
  /** The full, dotted path, such as 'address.city'; a multi-field's is 'title.raw'. */
  path: string;
  /** 'keyword', 'text', 'nested', 'alias', ...; 'object' when the mapping names no type. */
  type: string;
  analyzer?: string;
  searchAnalyzer?: string;
  /**
   * The field's own dynamic setting, as text: 'true', 'false', 'strict' or 'runtime' (OpenSearch
   * also 'strict_allow_templates'). Only objects and nested fields have one.
   */
  dynamic?: string;
  /** The multi-fields (`fields`), sorted by name; for a composite runtime field, its sub-fields. */
  multiFields: MappingField[];
  /** The fields inside an object or nested field (`properties`), sorted by name. */
  children: MappingField[];
  /** True for a field of the mapping's `runtime` section, computed when a search reads it. */
  runtime: boolean;
  /** The other parameters as the engine sent them: format, index, doc_values, copy_to, ... */
  params: Record<string, unknown>;
}

/** The fields of one index's mapping. */
export interface MappingTree {
  /** The dynamic setting of the whole mapping, as text; null when the mapping does not set it. */
  dynamic: string | null;
  /**
   * The top-level fields and the runtime fields, sorted by name. Runtime fields stand at the top
   * under their full name, as the `runtime` section names them ('http.clientip').
   */
  fields: MappingField[];
}

/** The parameters read into their own members of MappingField; the others go to `params`. */
const OWN_PARAMETERS: ReadonlySet<string> = new Set([
  'type',
  'properties',
  'fields',
  'analyzer',
  'search_analyzer',
  'dynamic',
]);

/**
 * The members of a mapping's root (TypeMapping in the Elasticsearch specification). A `mappings`
 * whose only member is none of these is the Elasticsearch 6 form with a mapping type ('_doc').
 */
const ROOT_MEMBERS: ReadonlySet<string> = new Set([
  'properties',
  'runtime',
  'dynamic',
  'dynamic_templates',
  'dynamic_date_formats',
  'date_detection',
  'numeric_detection',
  'enabled',
  'subobjects',
  '_source',
  '_meta',
  '_routing',
  '_field_names',
  '_size',
  '_all',
  '_index',
  '_data_stream_timestamp',
]);

/** A dynamic setting as text: the engines send it as text, older versions also as a boolean. */
function dynamicText(value: unknown): string | undefined {
  if (typeof value === 'boolean') return String(value);
  return typeof value === 'string' ? value : undefined;
}

/** By name; a runtime field after the mapped field of the same name that it shadows. */
function byName(a: MappingField, b: MappingField): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return Number(a.runtime) - Number(b.runtime);
}

/**
 * One field from its definition, or null when the definition is no object, its type is no text,
 * or its name is empty (the engines refuse empty names). A field without a type is an object; a
 * runtime field must name its type.
 */
function readField(
  name: string,
  path: string,
  definition: unknown,
  runtime: boolean,
): MappingField | null {
  if (name === '' || !isRecord(definition)) return null;
  const type = definition.type ?? (runtime ? undefined : 'object');
  if (typeof type !== 'string') return null;
  const field: MappingField = {
    name,
    path,
    type,
    multiFields: readFields(definition.fields, path, runtime),
    children: readFields(definition.properties, path, runtime),
    runtime,
    // fromEntries defines own keys, so even a parameter named '__proto__' stays a plain key.
    params: Object.fromEntries(
      Object.entries(definition).filter(([key]) => !OWN_PARAMETERS.has(key)),
    ),
  };
  const { analyzer, search_analyzer: searchAnalyzer } = definition;
  if (typeof analyzer === 'string') field.analyzer = analyzer;
  if (typeof searchAnalyzer === 'string') field.searchAnalyzer = searchAnalyzer;
  const dynamic = dynamicText(definition.dynamic);
  if (dynamic !== undefined) field.dynamic = dynamic;
  return field;
}

/**
 * The fields of a `properties`, `fields` or `runtime` member under `parentPath` ('' at the top),
 * sorted by name. A name with a dot in it (the engines expand those into objects, so an answer
 * never has one) simply becomes part of the path. Members that are no field are skipped.
 */
function readFields(scope: unknown, parentPath: string, runtime: boolean): MappingField[] {
  if (!isRecord(scope)) return [];
  const fields: MappingField[] = [];
  for (const [name, definition] of Object.entries(scope)) {
    const path = parentPath === '' ? name : `${parentPath}.${name}`;
    const field = readField(name, path, definition, runtime);
    if (field !== null) fields.push(field);
  }
  return fields.sort(byName);
}

/** The mapping's root: `mappings` itself, or the one mapping type inside it (Elasticsearch 6). */
function rootMapping(mappings: Record<string, unknown>): Record<string, unknown> {
  const members = Object.entries(mappings);
  if (members.length !== 1) return mappings;
  const [[name, typeLevel]] = members;
  return !ROOT_MEMBERS.has(name) && isRecord(typeLevel) ? typeLevel : mappings;
}

/**
 * The fields of `index` in the answer of `GET {index}/_mapping`: the mapped fields of
 * `properties` and the fields of the `runtime` section, each with its multi-fields and children.
 * The Elasticsearch 6 form, with one mapping type level (`mappings: { _doc: { properties } }`,
 * which OpenSearch 1 still sends when asked with include_type_name), reads the same. Parts of
 * another shape are skipped; an answer without `index` gives an empty tree.
 */
export function mappingTree(answer: unknown, index: string): MappingTree {
  if (!isRecord(answer) || !Object.hasOwn(answer, index)) return { dynamic: null, fields: [] };
  const state = answer[index];
  if (!isRecord(state) || !isRecord(state.mappings)) return { dynamic: null, fields: [] };
  const root = rootMapping(state.mappings);
  const fields = [...readFields(root.properties, '', false), ...readFields(root.runtime, '', true)];
  return { dynamic: dynamicText(root.dynamic) ?? null, fields: fields.sort(byName) };
}

/** The fields `field` adds to the count: itself, and what it holds unless it is a runtime field. */
function fieldCount(field: MappingField): number {
  if (field.runtime) return 1;
  return 1 + countFields(field.children) + countFields(field.multiFields);
}

function countFields(fields: readonly MappingField[]): number {
  return fields.reduce((count, field) => count + fieldCount(field), 0);
}

/**
 * The number of fields the engine checks against `index.mapping.total_fields.limit`. The
 * Elasticsearch reference, "Mapping limit settings": "The maximum number of fields in an index.
 * Field and object mappings, as well as field aliases count towards this limit"; runtime fields
 * count too since Elasticsearch 7.11. So every field counts once: objects, nested fields,
 * leaves, multi-fields, aliases and runtime fields. A composite runtime field counts once, not
 * per sub-field (the engine counts the runtime section's entries). Metadata fields (_id,
 * _source, ...) do not count; the answer does not list them among the fields anyway.
 */
export function countMappedFields(tree: MappingTree): number {
  return countFields(tree.fields);
}
