/**
 * The OpenSearch API catalogue of the REST console.
 *
 * Reads the OpenSearch API specification (opensearch-project/opensearch-api-specification,
 * OpenAPI 3.1 YAML in `<specRoot>/opensearch/spec/`) and returns the catalogue described in
 * README.md next to this file: one endpoint per `x-operation-group` (its methods, paths, what
 * the path parts name, query parameters, body type, versions and documentation link), the
 * parameters every endpoint takes (`globalParams`), and the named types the endpoints use.
 * Only facts are taken from the specification, never its description text.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

const SOURCE = {
  repository: 'opensearch-project/opensearch-api-specification',
  commit: 'fbe9edebac41d098c67e2d379667184368c4ab6c',
  licence: 'Apache-2.0',
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];

/** Types written as a plain word; a named type never takes one of these names unprefixed. */
const PRIMITIVES = new Set(['string', 'number', 'boolean', 'any', 'field']);

/** The schema every field name refers to: it becomes "field". */
const FIELD_SCHEMA = 'schemas/_common.yaml#/components/schemas/Field';

/** Schemas whose free keys are field names although the specification does not say so. */
const FIELD_KEYED_SCHEMAS = new Set([
  'FieldWithDirection',
  'FieldWithOrder',
  'GeoDistanceSort',
  'HighlightFields',
]);

/** Properties whose free keys are field names: the field-keyed queries, analyzers per field. */
const FIELD_KEYED_PROPERTIES = new Set([
  'common',
  'fuzzy',
  'intervals',
  'match',
  'match_bool_prefix',
  'match_phrase',
  'match_phrase_prefix',
  'per_field_analyzer',
  'prefix',
  'range',
  'regexp',
  'span_term',
  'term',
  'terms_set',
  'wildcard',
]);

/** Stands for a named type (followed by its schema's id) until every name is chosen. */
const REF = '\u0000ref:';

/** A JSON schema `type: null`, dropped from alternatives and read as "any" on its own. */
const NULL = '\u0000null';

export function opensearchCatalogue(specRoot) {
  const files = new SpecFiles(path.join(specRoot, 'opensearch', 'spec'));
  const types = new TypeTranslator(files);
  const globalParams = readGlobalParams(files, types);
  const endpoints = readEndpoints(files, types, new Set(Object.keys(globalParams)));
  const named = types.finalize([globalParams, endpoints]);
  return {
    engine: 'opensearch',
    source: { ...SOURCE },
    globalParams: named.rename(globalParams),
    endpoints: named.rename(endpoints),
    types: named.types,
  };
}

// ---------------------------------------------------------------------------------------------
// Specification files and $ref resolution

class SpecFiles {
  constructor(root) {
    this.root = root;
    this.docs = new Map();
  }

  /** The parsed YAML of a file, by its path relative to the specification's root. */
  doc(file) {
    if (!this.docs.has(file)) {
      this.docs.set(file, yaml.load(fs.readFileSync(path.join(this.root, file), 'utf8')));
    }
    return this.docs.get(file);
  }

  /** The YAML files of a folder, sorted. */
  list(dir) {
    return fs
      .readdirSync(path.join(this.root, dir))
      .filter((name) => name.endsWith('.yaml'))
      .sort()
      .map((name) => path.posix.join(dir, name));
  }

  /** Where a `$ref` written in `file` points: its file, JSON pointer and an id naming both. */
  target(ref, file) {
    const [rel, pointer = ''] = ref.split('#');
    const target = rel
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file), rel))
      : file;
    return { file: target, pointer, id: `${target}#${pointer}` };
  }

  /** The node a target points at. */
  node(target) {
    return pointerSegments(target.pointer).reduce(
      (node, key) => node?.[key],
      this.doc(target.file),
    );
  }

  /** Follows `$ref`s from a node until one without: the node and the file it is in. */
  deref(node, file) {
    for (let hops = 0; node?.$ref && hops < 20; hops++) {
      const target = this.target(node.$ref, file);
      node = this.node(target);
      file = target.file;
    }
    return { node, file };
  }
}

function pointerSegments(pointer) {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The schema's key when a pointer names a schema of `components/schemas`. */
function schemaKey(pointer) {
  return /^\/components\/schemas\/([^/]+)$/.exec(pointer)?.[1];
}

/** A file's namespace: `schemas/indices._common.yaml` -> `indices._common`. */
function fileNamespace(file) {
  return path.posix.basename(file, '.yaml');
}

// ---------------------------------------------------------------------------------------------
// JSON Schema -> catalogue types

class TypeTranslator {
  constructor(files) {
    this.files = files;
    /** schema id -> { base, namespace, type }; type is undefined while being translated */
    this.entries = new Map();
  }

  /**
   * The type of a schema node found in `file`. `context.schema` is the named schema the node
   * belongs to, `context.key` the property it describes (both tell field-keyed objects apart).
   */
  of(node, file, context = {}) {
    if (node === true || node === false || node == null || typeof node !== 'object') return 'any';
    if (node.$ref) return this.ref(node.$ref, file);
    if ('const' in node) return enumType([node.const]);
    if (Array.isArray(node.enum)) return enumType(node.enum);
    if (Array.isArray(node.type)) {
      return oneOfType(node.type.map((type) => this.of({ ...node, type }, file, context)));
    }
    if (node.type === 'array')
      return { list: this.of(node.items, file, { schema: context.schema }) };
    if (isWrapper(node)) return this.of(node.allOf[0], file, context);
    if (this.narrowsAlternatives(node, file)) return this.of(node.allOf.at(-1), file, context);
    if (hasObjectShape(node)) return this.object(node, file, context);
    const alternatives = node.oneOf ?? node.anyOf;
    if (alternatives) return oneOfType(alternatives.map((alt) => this.of(alt, file, context)));
    return primitiveType(node.type);
  }

  /** A `$ref`: "field", the referenced type itself when it is a plain word, or its name. */
  ref(ref, file) {
    const target = this.files.target(ref, file);
    if (target.id === FIELD_SCHEMA) return 'field';
    const key = schemaKey(target.pointer);
    const node = this.files.node(target);
    if (!key) return this.of(node, target.file);
    const type = this.named(target, key, node);
    return typeof type === 'string' ? type : REF + target.id;
  }

  /** Translates a named schema once; while it is being translated (recursion), its name stands for it. */
  named(target, key, node) {
    const known = this.entries.get(target.id);
    if (known) return known.type ?? REF + target.id;
    const entry = { base: key, namespace: fileNamespace(target.file), type: undefined };
    this.entries.set(target.id, entry);
    entry.type = this.of(node, target.file, { schema: key });
    return entry.type;
  }

  /** Registers an inline schema under a name of its own (a request body's title). */
  define(id, base, namespace, type) {
    if (typeof type === 'string') return type;
    this.entries.set(id, { base, namespace, type });
    return REF + id;
  }

  /** An object: its keys (from properties, allOf parts and keyed alternatives) and free keys. */
  object(node, file, context) {
    const shape = { keys: [], free: [] };
    this.collectShape(node, file, context, shape, new Set());
    const keys = this.keysType(shape.keys);
    const free = shape.free.map(({ node: value, file: valueFile, byField }) =>
      byField ? { fields: this.of(value, valueFile) } : { map: this.of(value, valueFile) },
    );
    if (keys && free.length === 0 && node.minProperties === 1 && node.maxProperties === 1) {
      return { keys: keys.keys, one: true };
    }
    const forms = [...(keys ? [keys] : []), ...free];
    return forms.length === 0 ? 'any' : oneOfType(forms);
  }

  /**
   * An allOf of alternatives that are not all objects (a generic "keyed object or list" narrowed
   * to one kind of item, say) cannot be merged key by key: its last, most specific part stands
   * for it.
   */
  narrowsAlternatives(node, file) {
    if (!node.allOf || node.properties) return false;
    return node.allOf.some((part) => {
      const { node: resolved, file: partFile } = this.files.deref(part, file);
      const alternatives = resolved?.oneOf ?? resolved?.anyOf ?? [];
      return alternatives.some((alt) => {
        const type = this.files.deref(alt, partFile).node?.type;
        return type !== undefined && type !== 'object';
      });
    });
  }

  /** Gathers the properties and free keys of an object and of everything it combines. */
  collectShape(node, file, context, shape, seen) {
    if (!node || typeof node !== 'object') return;
    if (node.$ref) {
      const target = this.files.target(node.$ref, file);
      if (seen.has(target.id)) return;
      seen.add(target.id);
      const schema = schemaKey(target.pointer) ?? context.schema;
      this.collectShape(this.files.node(target), target.file, { schema }, shape, seen);
      return;
    }
    for (const [key, value] of Object.entries(node.properties ?? {})) {
      if (!value?.['x-version-removed']) shape.keys.push({ key, node: value, file });
    }
    this.collectFreeKeys(node, file, context, shape);
    for (const part of node.allOf ?? []) this.collectShape(part, file, context, shape, seen);
    // Alternatives inside an object (`type: object` + `oneOf`, or an allOf part) each add keys:
    // one type of aggregation per container, say.
    for (const alt of node.oneOf ?? node.anyOf ?? [])
      this.collectShape(alt, file, context, shape, seen);
  }

  collectFreeKeys(node, file, context, shape) {
    const value = node.additionalProperties;
    const byField = this.isFieldKeyed(node, file, context);
    if (
      value &&
      typeof value === 'object' &&
      Object.keys(value).some((k) => k !== 'title' && k !== 'description')
    ) {
      shape.free.push({ node: value, file, byField });
    } else if (value !== undefined && value !== false && byField) {
      shape.free.push({ node: true, file, byField });
    }
  }

  isFieldKeyed(node, file, context) {
    const names = node.propertyNames;
    if (names?.$ref && this.files.target(names.$ref, file).id === FIELD_SCHEMA) return true;
    if (names?.title === 'field') return true;
    return FIELD_KEYED_SCHEMAS.has(context.schema) || FIELD_KEYED_PROPERTIES.has(context.key);
  }

  /** `{ keys }` from gathered properties (a key found twice takes both types), or undefined. */
  keysType(properties) {
    if (properties.length === 0) return undefined;
    const byKey = new Map();
    for (const { key, node, file } of properties) {
      const type = this.of(node, file, { key });
      byKey.set(key, byKey.has(key) ? oneOfType([byKey.get(key), type]) : type);
    }
    return { keys: sortedObject(byKey) };
  }

  /**
   * Chooses the names of the named types reachable from `roots` (a schema's key, prefixed by its
   * file's namespace when different schemas share a key) and returns them with a function that
   * writes those names into anything built with this translator.
   */
  finalize(roots) {
    const reachable = this.reachable(roots);
    const names = this.chooseNames(reachable);
    const rename = (value) => renameRefs(value, names);
    const ids = [...reachable].sort((a, b) => compareStrings(names.get(a), names.get(b)));
    const types = {};
    for (const id of ids) {
      const name = names.get(id);
      const type = rename(this.entries.get(id).type);
      if (name in types && JSON.stringify(types[name]) !== JSON.stringify(type)) {
        throw new Error(`Two different types would be named ${name}`);
      }
      types[name] = type;
    }
    return { types, rename };
  }

  reachable(roots) {
    const found = new Set();
    const pending = [...roots];
    while (pending.length > 0) {
      forEachString(pending.pop(), (text) => {
        if (!text.startsWith(REF)) return;
        const id = text.slice(REF.length);
        if (found.has(id)) return;
        found.add(id);
        pending.push(this.entries.get(id).type);
      });
    }
    return found;
  }

  chooseNames(ids) {
    const byBase = new Map();
    for (const id of ids) {
      const { base } = this.entries.get(id);
      byBase.set(base, [...(byBase.get(base) ?? []), id]);
    }
    const names = new Map();
    for (const [base, sharing] of byBase) {
      const texts = new Set(sharing.map((id) => JSON.stringify(this.entries.get(id).type)));
      const unique = texts.size === 1 && !PRIMITIVES.has(base);
      for (const id of sharing) {
        names.set(id, unique ? base : `${this.entries.get(id).namespace}:${base}`);
      }
    }
    return names;
  }
}

/** `allOf` with one part and nothing else: the part itself. */
function isWrapper(node) {
  return node.allOf?.length === 1 && !node.properties && node.additionalProperties === undefined;
}

function hasObjectShape(node) {
  return Boolean(
    node.properties ||
    node.allOf ||
    node.propertyNames ||
    (node.additionalProperties !== undefined && node.additionalProperties !== false),
  );
}

function primitiveType(type) {
  switch (type) {
    case 'string':
      return 'string';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return NULL;
    default:
      return 'any';
  }
}

/** Allowed values: strings stay, booleans are written as strings, numbers make "number". */
function enumType(values) {
  const present = values.filter((value) => value !== null);
  if (present.length === 0) return NULL;
  const words = present.filter((value) => typeof value === 'string' || typeof value === 'boolean');
  const hasNumbers = present.some((value) => typeof value === 'number');
  const enums = words.length > 0 ? [{ enum: unique(words.map(String)) }] : [];
  return oneOfType([...enums, ...(hasNumbers ? ['number'] : [])]);
}

/**
 * Alternatives: nested ones are flattened, `null` dropped, allowed values merged into one enum,
 * repeats removed; a single alternative is the type itself.
 */
function oneOfType(types) {
  const flat = types
    .flatMap((type) => (type?.oneOf ? type.oneOf : [type]))
    .filter((type) => type !== NULL);
  const values = flat.filter((type) => type?.enum).flatMap((type) => type.enum);
  const merged = [];
  let enumPlaced = false;
  for (const type of flat) {
    if (!type?.enum) merged.push(type);
    else if (!enumPlaced) {
      merged.push({ enum: unique(values) });
      enumPlaced = true;
    }
  }
  const distinct = uniqueBy(merged, (type) => JSON.stringify(type));
  if (distinct.length === 0) return NULL;
  return distinct.length === 1 ? distinct[0] : { oneOf: distinct };
}

// ---------------------------------------------------------------------------------------------
// Parameters

function readGlobalParams(files, types) {
  const file = '_global_parameters.yaml';
  const params = new Map();
  for (const node of Object.values(files.doc(file).components?.parameters ?? {})) {
    const param = files.deref(node, file);
    params.set(param.node.name, paramType(types, param.node.schema, param.file));
  }
  return sortedObject(params);
}

/**
 * A query parameter's type. Lists are written comma-separated in a query string, so "X or a list
 * of X" is X; objects cannot be written there and are "string".
 */
function paramType(types, schema, file) {
  return simplifyParam(types, types.of(schema, file), new Set());
}

function simplifyParam(types, type, seen) {
  if (type === NULL) return 'string';
  if (typeof type === 'string') {
    if (!type.startsWith(REF) || seen.has(type)) return type;
    const named = types.entries.get(type.slice(REF.length)).type;
    if (named?.enum) return type;
    return simplifyParam(types, named, new Set([...seen, type]));
  }
  if (type.enum) return type;
  if (type.list) return simplifyParam(types, type.list, seen);
  if (type.oneOf) return oneOfType(type.oneOf.map((alt) => simplifyParam(types, alt, seen)));
  return 'string';
}

// ---------------------------------------------------------------------------------------------
// Endpoints

function readEndpoints(files, types, globalNames) {
  const groups = new Map();
  for (const file of files.list('namespaces')) {
    for (const [pattern, item] of Object.entries(files.doc(file).paths ?? {})) {
      for (const method of HTTP_METHODS) {
        const operation = item?.[method];
        const group = operation?.['x-operation-group'];
        if (!group) continue;
        const operations = groups.get(group) ?? [];
        operations.push({ pattern, method, operation, item, file });
        groups.set(group, operations);
      }
    }
  }
  return [...groups.keys()]
    .sort(compareStrings)
    .map((name) => endpoint(name, groups.get(name), files, types, globalNames));
}

/** One endpoint from all the operations of an operation group. */
function endpoint(name, operations, files, types, globalNames) {
  const paths = unique(operations.map((op) => op.pattern)).sort(compareStrings);
  const result = {
    name,
    methods: unique(operations.map((op) => op.method.toUpperCase())).sort(compareStrings),
    paths,
    parts: partKinds(name, paths),
    params: queryParams(operations, files, types, globalNames),
  };
  const deprecatedParams = deprecatedQueryParams(operations, files, globalNames);
  if (Object.keys(deprecatedParams).length) result.deprecatedParams = deprecatedParams;
  const body = bodyType(name, operations, files, types);
  if (body !== undefined) result.body = body;
  const since = earliestVersion(operations.map((op) => op.operation['x-version-added']));
  if (since) result.since = since;
  const deprecated = deprecatedSince(operations);
  if (deprecated) result.deprecated = deprecated;
  const docs = mostCommon(
    operations.map((op) => op.operation.externalDocs?.url).filter(namesAPage),
  );
  if (docs) result.docs = docs;
  return result;
}

/** A link to a page of its own, not the documentation's home page (used as a placeholder). */
function namesAPage(url) {
  return typeof url === 'string' && !/^https:\/\/docs\.opensearch\.org(\/latest)?\/?$/.test(url);
}

function partKinds(group, paths) {
  const parts = new Map();
  for (const pattern of paths) {
    for (const [, part] of pattern.matchAll(/\{([^}]+)\}/g)) parts.set(part, partKind(part, group));
  }
  return sortedObject(parts);
}

/** What names a path part takes, from its name and its operation group. */
function partKind(part, group) {
  const simple = {
    index: 'indices',
    repository: 'repositories',
    snapshot: 'snapshots',
    node_id: 'nodes',
    task_id: 'tasks',
    alias: 'aliases',
    fields: 'fields',
  };
  // ML Commons' tasks are the plugin's own, with ids of their own.
  if (part === 'task_id' && group.startsWith('ml.')) return 'other';
  if (simple[part]) return simple[part];
  if (part === 'name') return namePartKind(group);
  if (part === 'id' && group.startsWith('ingest.')) return 'pipelines';
  if (part === 'policy_id' && group.startsWith('ism.')) return 'policies';
  return 'other';
}

function namePartKind(group) {
  if (group.includes('index_template')) return 'index_templates';
  if (group.includes('component_template')) return 'component_templates';
  if (/^indices\..*data_stream/.test(group)) return 'data_streams';
  if (group === 'indices.resolve_index') return 'indices';
  if (group.includes('alias')) return 'aliases';
  return 'other';
}

/** The query parameters of all the operations; the global ones are listed once elsewhere. */
function queryParams(operations, files, types, globalNames) {
  const params = new Map();
  for (const { operation, item, file } of operations) {
    for (const node of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
      const param = files.deref(node, file);
      const { name, in: where, schema } = param.node ?? {};
      if (where !== 'query' || globalNames.has(name) || param.node['x-version-removed']) continue;
      const type = paramType(types, schema, param.file);
      params.set(name, params.has(name) ? oneOfType([params.get(name), type]) : type);
    }
  }
  return sortedObject(params);
}

/**
 * Parameter name -> the version that deprecated it (`x-version-deprecated`, or an empty string
 * when only `deprecated: true` says so), for the query parameters every operation deprecates.
 */
function deprecatedQueryParams(operations, files, globalNames) {
  const versions = new Map();
  const live = new Set();
  for (const { operation, item, file } of operations) {
    for (const node of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
      const param = files.deref(node, file).node ?? {};
      if (param.in !== 'query' || globalNames.has(param.name) || param['x-version-removed']) {
        continue;
      }
      if (!param.deprecated && param['x-version-deprecated'] === undefined) live.add(param.name);
      else versions.set(param.name, String(param['x-version-deprecated'] ?? ''));
    }
  }
  return sortedObject(new Map([...versions].filter(([name]) => !live.has(name))));
}

/** The body's type: one type, or alternatives when the operations take different bodies. */
function bodyType(group, operations, files, types) {
  const bodies = new Map();
  for (const { operation, file } of operations) {
    if (!operation.requestBody) continue;
    const id = operation.requestBody.$ref
      ? files.target(operation.requestBody.$ref, file).id
      : `${file}#${group}:${operation.operationId}`;
    if (!bodies.has(id))
      bodies.set(id, requestBodyType(id, operation.requestBody, file, files, types));
  }
  if (bodies.size === 0) return undefined;
  return oneOfType([...bodies.values()]);
}

/** A request body's schema as a type; an inline schema with a type-like title becomes a named type. */
function requestBodyType(id, requestBody, file, files, types) {
  const body = files.deref(requestBody, file);
  const content = body.node?.content ?? {};
  const media =
    content['application/json'] ?? content[Object.keys(content).sort(compareStrings)[0]];
  const schema = media?.schema;
  if (!schema) return 'any';
  const type = types.of(schema, body.file);
  // Titles such as `SearchRequestBody` name a type; lower-case ones (`operations`) only label.
  if (schema.$ref || !/^[A-Z]/.test(schema.title ?? '')) return type;
  return types.define(id, schema.title, fileNamespace(body.file), type);
}

/** Deprecated only when every operation is: the latest of their versions. */
function deprecatedSince(operations) {
  const versions = operations.map((op) => op.operation['x-version-deprecated']);
  if (versions.some((version) => version === undefined)) return undefined;
  return versions.map(String).sort(compareVersions).at(-1);
}

function earliestVersion(versions) {
  return versions
    .filter((version) => version !== undefined)
    .map(String)
    .sort(compareVersions)[0];
}

function compareVersions(a, b) {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return compareStrings(a, b);
}

// ---------------------------------------------------------------------------------------------
// Helpers

function compareStrings(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

function unique(values) {
  return [...new Set(values)];
}

function uniqueBy(values, keyOf) {
  const seen = new Set();
  return values.filter((value) => {
    const key = keyOf(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The most frequent defined value; ties go to the first in sort order. */
function mostCommon(values) {
  const counts = new Map();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  const ranked = [...counts].sort(([a, m], [b, n]) => n - m || compareStrings(a, b));
  return ranked[0]?.[0];
}

/** A plain object from a Map, its keys in sort order. */
function sortedObject(map) {
  const object = {};
  for (const key of [...map.keys()].sort(compareStrings)) object[key] = map.get(key);
  return object;
}

function forEachString(value, visit) {
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) value.forEach((item) => forEachString(item, visit));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((item) => forEachString(item, visit));
}

/** A copy with every named-type placeholder replaced by the type's name (and lone nulls by any). */
function renameRefs(value, names) {
  if (typeof value === 'string') {
    if (value === NULL) return 'any';
    return value.startsWith(REF) ? names.get(value.slice(REF.length)) : value;
  }
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, names));
  if (value && typeof value === 'object') {
    const copy = {};
    for (const [key, item] of Object.entries(value)) copy[key] = renameRefs(item, names);
    return copy;
  }
  return value;
}
