// Translates the specification's JSON Schema to the catalogue's type forms.
import { sortedObject } from './collections.mjs';
import { fileNamespace, schemaKey } from './specFiles.mjs';
import {
  REF,
  enumType,
  hasObjectShape,
  isWrapper,
  oneOfType,
  primitiveType,
} from './typeForms.mjs';
import { nameTypes } from './typeNames.mjs';

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

export class TypeTranslator {
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
   * Chooses the names of the named types reachable from `roots` and returns them with a function
   * that writes those names into anything built with this translator (see nameTypes).
   */
  finalize(roots) {
    return nameTypes(this.entries, roots);
  }
}
