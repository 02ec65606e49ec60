// The shapes a request body may take at a place, read from the engine's API catalogue: the forms
// a type takes (names followed, alternatives spread), the forms at a path in a body, and the keys
// an object there allows.
import type { Catalogue, CatalogueType } from './catalogueTypes';

/** The plain words a type can be (any other word names a type of the catalogue). */
export const PLAIN_WORDS = new Set(['string', 'number', 'boolean', 'any', 'field']);

/** How deep names and alternatives are followed (a guard against cycles between names). */
export const MAX_NESTING = 32;

/** A type that is neither a name nor a `oneOf`: a plain word or a form. */
export type Form = CatalogueType;

/**
 * Adds to `out` the forms `type` can take: names followed, `oneOf` alternatives spread, each form
 * once (`seen`). Unknown names and cycles of names give nothing.
 */
function addForms(
  catalogue: Catalogue,
  type: CatalogueType,
  out: Form[],
  seen: Set<CatalogueType>,
  nesting = 0,
): void {
  if (nesting > MAX_NESTING || seen.has(type)) return;
  seen.add(type);
  if (typeof type === 'string') {
    if (PLAIN_WORDS.has(type)) out.push(type);
    else if (Object.hasOwn(catalogue.types, type)) {
      addForms(catalogue, catalogue.types[type], out, seen, nesting + 1);
    }
  } else if ('oneOf' in type) {
    for (const alternative of type.oneOf) addForms(catalogue, alternative, out, seen, nesting + 1);
  } else out.push(type);
}

/** The forms any of `types` can take. */
export function formsOf(catalogue: Catalogue, types: readonly CatalogueType[]): Form[] {
  const out: Form[] = [];
  const seen = new Set<CatalogueType>();
  for (const type of types) addForms(catalogue, type, out, seen);
  return out;
}

/**
 * The types of the value at `step` inside a value of the form `form`. A key inside a list is read
 * as a key of its element: an object written where a list of them is allowed (`"must": {...}`).
 */
function stepInto(catalogue: Catalogue, form: Form, step: string | number): CatalogueType[] {
  if (typeof form === 'string') return [];
  if ('list' in form) {
    if (typeof step === 'number') return [form.list];
    return formsOf(catalogue, [form.list]).flatMap((element) =>
      typeof element !== 'string' && 'list' in element ? [] : stepInto(catalogue, element, step),
    );
  }
  if (typeof step === 'number') return [];
  if ('keys' in form) return Object.hasOwn(form.keys, step) ? [form.keys[step]] : [];
  if ('map' in form) return [form.map];
  if ('fields' in form) return [form.fields];
  return [];
}

/** The forms of the value at `path` in a body of type `bodyType`. */
export function formsAt(
  catalogue: Catalogue,
  bodyType: CatalogueType,
  path: readonly (string | number)[],
): Form[] {
  let forms = formsOf(catalogue, [bodyType]);
  for (const step of path) {
    if (forms.length === 0) break;
    forms = formsOf(
      catalogue,
      forms.flatMap((form) => stepInto(catalogue, form, step)),
    );
  }
  return forms;
}

/**
 * The keys an object at `path` in a body of type `bodyType` takes, or null when any key may go
 * there: a map, field names, a value of any type, or a place the catalogue does not type.
 */
export function allowedKeys(
  catalogue: Catalogue,
  bodyType: CatalogueType,
  path: readonly (string | number)[],
): Set<string> | null {
  const forms = formsAt(catalogue, bodyType, path);
  const objects = formsOf(
    catalogue,
    forms.map((form) => (typeof form !== 'string' && 'list' in form ? form.list : form)),
  );
  const keys = new Set<string>();
  for (const form of objects) {
    if (form === 'any' || (typeof form !== 'string' && ('map' in form || 'fields' in form))) {
      return null;
    }
    if (typeof form !== 'string' && 'keys' in form) {
      for (const key of Object.keys(form.keys)) keys.add(key);
    }
  }
  return keys.size > 0 ? keys : null;
}
