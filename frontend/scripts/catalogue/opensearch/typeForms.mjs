// The catalogue's type forms (see ../README.md) as the translator builds them from JSON Schema:
// plain words, allowed values and alternatives, and the placeholders used until names are chosen.
import { unique, uniqueBy } from './collections.mjs';

/** Types written as a plain word; a named type never takes one of these names unprefixed. */
export const PRIMITIVES = new Set(['string', 'number', 'boolean', 'any', 'field']);

/** Stands for a named type (followed by its schema's id) until every name is chosen. */
export const REF = '\u0000ref:';

/** A JSON schema `type: null`, dropped from alternatives and read as "any" on its own. */
export const NULL = '\u0000null';

/** `allOf` with one part and nothing else: the part itself. */
export function isWrapper(node) {
  return node.allOf?.length === 1 && !node.properties && node.additionalProperties === undefined;
}

export function hasObjectShape(node) {
  return Boolean(
    node.properties ||
    node.allOf ||
    node.propertyNames ||
    (node.additionalProperties !== undefined && node.additionalProperties !== false),
  );
}

export function primitiveType(type) {
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
export function enumType(values) {
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
export function oneOfType(types) {
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
