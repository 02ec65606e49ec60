// Completion in the REST console's request body (JSON), from the engine's API catalogue:
// `bodyCompletions` follows the endpoint's body type along the caret's path (see bodyContext.ts)
// and lists the keys or values it allows there, each with the text to insert (a key comes with its
// value's skeleton).
import type { BodyContext } from './bodyContext';
import { formsAt, formsOf, MAX_NESTING, PLAIN_WORDS, type Form } from './bodyForms';
import type { Catalogue, CatalogueType } from './catalogueTypes';

/**
 * A kind of JSON value, as shown beside an entry in words: the plain JSON kinds, a query (the
 * query DSL's container, wherever a query goes), a field name, or one of a set of values.
 */
export type ValueKind =
  'object' | 'array' | 'string' | 'number' | 'boolean' | 'query' | 'field' | 'choice';

/** An entry of the body's completion list. */
export interface BodyOption {
  label: string;
  /** Replaces the text from `BodyContext.from` to the caret. */
  apply: string;
  /** Where the caret goes, counted from the start of `apply`. */
  cursorOffset: number;
  kind: 'key' | 'value' | 'field';
  /** The kinds of value the key takes, or of the value offered; absent when not described. */
  valueKinds?: ValueKind[];
}

/** At most this many entries are offered; typing narrows them. */
export const MAX_BODY_OPTIONS = 200;

/** The type, named alike in both engines' catalogues, that holds a query of the query DSL. */
const QUERY_TYPE = 'QueryContainer';

/** The kind of value of a form that is not a choice (none for `any`). */
function formKind(form: Form): ValueKind | undefined {
  if (typeof form === 'string') {
    if (form === 'string' || form === 'number' || form === 'boolean' || form === 'field') {
      return form;
    }
    return undefined;
  }
  if ('keys' in form || 'map' in form || 'fields' in form) return 'object';
  if ('list' in form) return 'array';
  if ('enum' in form) return 'choice';
  return undefined;
}

/** Adds to `out` the kinds of value `type` can be: names followed, `oneOf` alternatives spread. */
function addValueKinds(
  catalogue: Catalogue,
  type: CatalogueType,
  out: Set<ValueKind>,
  nesting = 0,
): void {
  if (nesting > MAX_NESTING) return;
  if (type === QUERY_TYPE) {
    out.add('query');
  } else if (typeof type === 'string' && !PLAIN_WORDS.has(type)) {
    if (Object.hasOwn(catalogue.types, type)) {
      addValueKinds(catalogue, catalogue.types[type], out, nesting + 1);
    }
  } else if (typeof type !== 'string' && 'oneOf' in type) {
    for (const alternative of type.oneOf) addValueKinds(catalogue, alternative, out, nesting + 1);
  } else {
    const kind = formKind(type);
    if (kind) out.add(kind);
  }
}

/**
 * The kinds of value `type` can be (`must`: a query or an array of them; `MatchAllQuery`: an
 * object), in the order met; undefined when the catalogue does not describe it.
 */
function valueKindsOf(catalogue: Catalogue, type: CatalogueType): ValueKind[] | undefined {
  const kinds = new Set<ValueKind>();
  addValueKinds(catalogue, type, kinds);
  return kinds.size > 0 ? [...kinds] : undefined;
}

/** What a key's value starts as: an object, a list, a string, or nothing (typed by hand). */
type Skeleton = '{}' | '[]' | '""' | '';

function formSkeleton(form: Form): Skeleton {
  if (form === 'string' || form === 'field') return '""';
  if (typeof form === 'string') return '';
  if ('keys' in form || 'map' in form || 'fields' in form) return '{}';
  if ('list' in form) return '[]';
  if ('enum' in form) return '""';
  return '';
}

/**
 * The skeleton of a value of `type`: the one all its forms share (so a `oneOf` of two objects is
 * an object too), else none.
 */
function skeletonOf(catalogue: Catalogue, type: CatalogueType): Skeleton {
  const forms = formsOf(catalogue, [type]);
  if (forms.length === 0) return '';
  const first = formSkeleton(forms[0]);
  return forms.every((form) => formSkeleton(form) === first) ? first : '';
}

/** A key with its value's skeleton: `"bool": {}`, `"must": []`, `"order": ""` or `"size": `. */
function keyOption(
  catalogue: Catalogue,
  key: string,
  type: CatalogueType,
  kind: 'key' | 'field',
): BodyOption {
  const start = `${JSON.stringify(key)}: `;
  const skeleton = skeletonOf(catalogue, type);
  const option: BodyOption = {
    label: key,
    apply: start + skeleton,
    cursorOffset: skeleton === '' ? start.length : start.length + 1,
    kind,
  };
  const valueKinds = valueKindsOf(catalogue, type);
  if (valueKinds !== undefined) option.valueKinds = valueKinds;
  return option;
}

/**
 * The keys the objects of `forms` take: their `keys`, the `fields` given for a form keyed by field
 * names, nothing for a map (its keys are the user's). A list's element counts (an object written
 * where a list of them is allowed).
 */
function keyOptions(catalogue: Catalogue, forms: Form[], fields: readonly string[]): BodyOption[] {
  const objects = formsOf(
    catalogue,
    forms.map((form) => (typeof form !== 'string' && 'list' in form ? form.list : form)),
  );
  const options: BodyOption[] = [];
  for (const form of objects) {
    if (typeof form === 'string') continue;
    if ('keys' in form) {
      for (const key of Object.keys(form.keys)) {
        options.push(keyOption(catalogue, key, form.keys[key], 'key'));
      }
    } else if ('fields' in form) {
      for (const field of fields) options.push(keyOption(catalogue, field, form.fields, 'field'));
    }
  }
  return options;
}

/** A value written as it is (`true`) or quoted (`"asc"`), the caret after it. */
function valueOption(
  label: string,
  apply: string,
  kind: 'value' | 'field',
  valueKind: ValueKind,
): BodyOption {
  return { label, apply, cursorOffset: apply.length, kind, valueKinds: [valueKind] };
}

/**
 * The values `forms` allow: an enum's values (its `"true"` and `"false"` stand for the booleans),
 * `true` and `false` for a boolean, the `fields` given for a field name.
 */
function valueOptions(forms: Form[], fields: readonly string[]): BodyOption[] {
  const options: BodyOption[] = [];
  for (const form of forms) {
    if (form === 'boolean') {
      options.push(valueOption('true', 'true', 'value', 'boolean'));
      options.push(valueOption('false', 'false', 'value', 'boolean'));
    } else if (form === 'field') {
      for (const field of fields) {
        options.push(valueOption(field, JSON.stringify(field), 'field', 'field'));
      }
    } else if (typeof form !== 'string' && 'enum' in form) {
      for (const value of form.enum) {
        const apply = value === 'true' || value === 'false' ? value : JSON.stringify(value);
        options.push(valueOption(value, apply, 'value', 'choice'));
      }
    }
  }
  return options;
}

/**
 * `options` whose label starts with `prefix` (ignoring case), without `excluded` labels and
 * repeats; those starting with `prefix` exactly as typed first, then alphabetically; at most
 * MAX_BODY_OPTIONS.
 */
function narrow(options: BodyOption[], prefix: string, excluded: readonly string[]): BodyOption[] {
  const lowerPrefix = prefix.toLowerCase();
  const seen = new Set(excluded);
  const kept: { option: BodyOption; exact: boolean; lower: string }[] = [];
  for (const option of options) {
    if (seen.has(option.label)) continue;
    const lower = option.label.toLowerCase();
    if (!lower.startsWith(lowerPrefix)) continue;
    seen.add(option.label);
    kept.push({ option, exact: option.label.startsWith(prefix), lower });
  }
  kept.sort((a, b) => {
    if (a.exact !== b.exact) return a.exact ? -1 : 1;
    if (a.lower !== b.lower) return a.lower < b.lower ? -1 : 1;
    if (a.option.label === b.option.label) return 0;
    return a.option.label < b.option.label ? -1 : 1;
  });
  return kept.slice(0, MAX_BODY_OPTIONS).map((entry) => entry.option);
}

/**
 * The keys or values a body of type `bodyType` allows at `context`, filtered by what is typed;
 * `fields` are the field names of the indices in the path, offered where a field name goes.
 */
export function bodyCompletions(
  catalogue: Catalogue,
  bodyType: CatalogueType | undefined,
  context: BodyContext,
  fields: readonly string[] = [],
): BodyOption[] {
  if (bodyType === undefined) return [];
  const forms = formsAt(catalogue, bodyType, context.path);
  if (forms.length === 0) return [];
  if (context.at === 'key') {
    return narrow(keyOptions(catalogue, forms, fields), context.prefix, context.siblings);
  }
  return narrow(valueOptions(forms, fields), context.prefix, []);
}
