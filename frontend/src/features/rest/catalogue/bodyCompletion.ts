// Completion in the REST console's request body (JSON), from the engine's API catalogue.
//
// `bodyContext` finds where the caret is: a tolerant, single pass over the text before the caret
// (which may be incomplete: unclosed objects, arrays and strings; it never throws) that tells the
// keys from the body's root to the caret, and whether a key or a value goes there.
// `bodyCompletions` follows the endpoint's body type along that path and lists the keys or values
// it allows there, each with the text to insert (a key comes with its value's skeleton).
import type { Catalogue, CatalogueType } from './catalogueTypes';

/** Where the caret is: in an object where a key goes, or where a value goes. */
export interface BodyContext {
  /**
   * The keys (and array positions) from the body's root to the object or array the caret is in;
   * for a value, it ends with the key (or array position) whose value is being typed.
   */
  path: (string | number)[];
  at: 'key' | 'value';
  /** What is typed of the key or value so far, without its opening quote. */
  prefix: string;
  /** Where the typed part starts: its opening quote when `quoted`, else the word's start. */
  from: number;
  /** Whether the typed part starts with a quote. */
  quoted: boolean;
  /** The keys already written before the caret in the caret's object (not offered again). */
  siblings: string[];
}

/** An entry of the body's completion list. */
export interface BodyOption {
  label: string;
  /** Replaces the text from `BodyContext.from` to the caret. */
  apply: string;
  /** Where the caret goes, counted from the start of `apply`. */
  cursorOffset: number;
  kind: 'key' | 'value' | 'field';
  /** A short word for the value's type (`object`, `list`, `enum`...), or its type's name. */
  detail?: string;
}

/** At most this many entries are offered; typing narrows them. */
export const MAX_BODY_OPTIONS = 200;

// ---------------------------------------------------------------------------------------------
// Where the caret is

const QUOTE = 34; // "
const BACKSLASH = 92; // \
const OPEN_BRACE = 123; // {
const CLOSE_BRACE = 125; // }
const OPEN_BRACKET = 91; // [
const CLOSE_BRACKET = 93; // ]
const COMMA = 44; // ,
const COLON = 58; // :
const NEWLINE = 10;
const MINUS = 45; // -
const DIGIT_0 = 48;
const DIGIT_9 = 57;

/**
 * What an open object or array expects next: a key (after `{` or `,`), the colon after a key, a
 * value (after `:`, `[` or `,` in an array), or a separator or the end (after a value).
 */
type Expect = 'key' | 'colon' | 'value' | 'after';

/** An object or array open before the caret. */
interface Frame {
  isArray: boolean;
  /** Where it sits in its parent: the parent's key or array position. */
  step: string | number;
  expect: Expect;
  /** In an object: the last key read. */
  key: string;
  /** In an object: the keys read so far. */
  keys: string[];
  /** In an array: the position of the current element. */
  index: number;
}

/** Whitespace, or a character that ends a bare word (`true`, `12`) in JSON. */
function isDelimiter(code: number): boolean {
  return (
    code <= 32 ||
    code === COMMA ||
    code === COLON ||
    code === QUOTE ||
    code === OPEN_BRACE ||
    code === CLOSE_BRACE ||
    code === OPEN_BRACKET ||
    code === CLOSE_BRACKET
  );
}

/** What the one-letter escapes stand for (`\"`, `\\` and `\/` stand for the letter itself). */
const SIMPLE_ESCAPES = new Map([
  ['n', '\n'],
  ['t', '\t'],
  ['r', '\r'],
  ['b', '\b'],
  ['f', '\f'],
]);

/** The text of a JSON string's content (without its quotes), its escapes read. */
function unescapeJson(raw: string): string {
  let out = '';
  let i = 0;
  while (i < raw.length) {
    const slash = raw.indexOf('\\', i);
    if (slash === -1) return out + raw.slice(i);
    out += raw.slice(i, slash);
    const c = raw[slash + 1];
    if (c === undefined) return out; // a lone backslash at the caret
    if (c === 'u') {
      const code = Number.parseInt(raw.slice(slash + 2, slash + 6), 16);
      if (raw.length >= slash + 6 && !Number.isNaN(code)) out += String.fromCharCode(code);
      i = slash + 6;
      continue;
    }
    out += SIMPLE_ESCAPES.get(c) ?? c;
    i = slash + 2;
  }
  return out;
}

/** The text between `start` and `end`, read as a JSON string's content. */
function stringContent(text: string, start: number, end: number, escaped: boolean): string {
  const raw = text.slice(start, end);
  return escaped ? unescapeJson(raw) : raw;
}

/**
 * Marks that a value starts in `frame` (a string, a word, an object or an array) and returns the
 * step that leads to it: the object's key, or the array position (an array missing its comma
 * moves on to the next position; an object value without a key gets the step `''`).
 */
function startValue(frame: Frame): string | number {
  if (frame.isArray) {
    if (frame.expect === 'after') frame.index += 1;
    frame.expect = 'after';
    return frame.index;
  }
  const step = frame.expect === 'value' || frame.expect === 'colon' ? frame.key : '';
  frame.expect = 'after';
  return step;
}

/** Records a key read in an object (also after a value with no comma: a forgotten comma). */
function readKey(frame: Frame, key: string): void {
  frame.key = key;
  frame.keys.push(key);
  frame.expect = 'colon';
}

/** Whether a key goes in `frame` now (a string or word there is a key, not a value). */
function expectsKey(frame: Frame): boolean {
  return !frame.isArray && (frame.expect === 'key' || frame.expect === 'after');
}

/** The steps from the root to the innermost open frame. */
function pathOf(stack: Frame[], depth: number): (string | number)[] {
  const path: (string | number)[] = [];
  for (let d = 1; d < depth; d += 1) path.push(stack[d].step);
  return path;
}

/**
 * The context of the caret in `frame` for a key or value typed from `from` (`prefix` so far);
 * null when neither a key nor a value can start there.
 */
function caretContext(
  stack: Frame[],
  depth: number,
  prefix: string,
  from: number,
  quoted: boolean,
): BodyContext | null {
  const frame = stack[depth - 1];
  if (frame.isArray) {
    if (frame.expect !== 'value') return null;
    const path = pathOf(stack, depth);
    path.push(frame.index);
    return { path, at: 'value', prefix, from, quoted, siblings: [] };
  }
  if (frame.expect === 'key') {
    return { path: pathOf(stack, depth), at: 'key', prefix, from, quoted, siblings: frame.keys };
  }
  if (frame.expect === 'value') {
    const path = pathOf(stack, depth);
    path.push(frame.key);
    return { path, at: 'value', prefix, from, quoted, siblings: [] };
  }
  return null;
}

/**
 * Where the caret at `cursor` is in the JSON `text`: in an object where a key goes, or where a
 * value goes, with what is typed of it so far. Null where nothing can be offered: outside any
 * object or array, in a number, after a key before its colon, after a complete value.
 *
 * Only the text before the caret is read, once, and it may be incomplete or invalid. A raw line
 * break ends a string (JSON strings cannot hold one), so an unclosed string does not swallow the
 * lines after it. Several documents one after the other (the console's ndjson bodies): the caret's
 * document is the last one begun before it.
 */
export function bodyContext(text: string, cursor: number): BodyContext | null {
  const end = Math.max(0, Math.min(cursor, text.length));
  // Frames are reused from one object to the next: `depth` of them are open.
  const stack: Frame[] = [];
  let depth = 0;
  let i = 0;
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code <= 32) {
      i += 1;
    } else if (code === QUOTE) {
      // A string: find its end, stepping over escapes.
      let j = i + 1;
      let escaped = false;
      while (j < end) {
        const c = text.charCodeAt(j);
        if (c === BACKSLASH) {
          escaped = true;
          j += 2;
        } else if (c === QUOTE || c === NEWLINE) break;
        else j += 1;
      }
      if (j >= end) {
        // The caret is inside the string.
        if (depth === 0) return null;
        const prefix = stringContent(text, i + 1, end, escaped);
        return caretContext(stack, depth, prefix, i, true);
      }
      if (depth > 0) {
        const frame = stack[depth - 1];
        if (expectsKey(frame)) readKey(frame, stringContent(text, i + 1, j, escaped));
        else startValue(frame);
      }
      i = j + 1;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      const step = depth > 0 ? startValue(stack[depth - 1]) : '';
      let frame = stack[depth];
      if (frame === undefined) {
        frame = { isArray: false, step, expect: 'key', key: '', keys: [], index: 0 };
        stack[depth] = frame;
      }
      frame.isArray = code === OPEN_BRACKET;
      frame.step = step;
      frame.expect = frame.isArray ? 'value' : 'key';
      frame.key = '';
      frame.keys.length = 0;
      frame.index = 0;
      depth += 1;
      i += 1;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      if (depth > 0) depth -= 1;
      i += 1;
    } else if (code === COMMA) {
      if (depth > 0) {
        const frame = stack[depth - 1];
        if (frame.isArray) {
          frame.index += 1;
          frame.expect = 'value';
        } else frame.expect = 'key';
      }
      i += 1;
    } else if (code === COLON) {
      if (depth > 0 && stack[depth - 1].expect === 'colon') stack[depth - 1].expect = 'value';
      i += 1;
    } else {
      // A bare word: a number, `true`, `false`, `null` (or an unquoted key, or a typo).
      let j = i + 1;
      while (j < end && !isDelimiter(text.charCodeAt(j))) j += 1;
      if (j >= end) {
        // The caret is at the end of the word: a value (or key) being typed, unless a number.
        if (depth === 0 || code === MINUS || (code >= DIGIT_0 && code <= DIGIT_9)) return null;
        return caretContext(stack, depth, text.slice(i, end), i, false);
      }
      if (depth > 0) {
        const frame = stack[depth - 1];
        if (expectsKey(frame)) readKey(frame, text.slice(i, j));
        else startValue(frame);
      }
      i = j;
    }
  }
  if (depth === 0) return null;
  return caretContext(stack, depth, '', end, false);
}

// ---------------------------------------------------------------------------------------------
// What the catalogue allows there

/** The plain words a type can be (any other word names a type of the catalogue). */
const PLAIN_WORDS = new Set(['string', 'number', 'boolean', 'any', 'field']);

/** How deep names and alternatives are followed (a guard against cycles between names). */
const MAX_NESTING = 32;

/** A type that is neither a name nor a `oneOf`: a plain word or a form. */
type Form = CatalogueType;

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
function formsOf(catalogue: Catalogue, types: readonly CatalogueType[]): Form[] {
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
function formsAt(
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

/** The short word shown for a form: `object`, `list`, `enum`, or the plain word itself. */
function formWord(form: Form): string | undefined {
  if (typeof form === 'string') return form === 'any' ? undefined : form;
  if ('keys' in form || 'map' in form || 'fields' in form) return 'object';
  if ('list' in form) return 'list';
  if ('enum' in form) return 'enum';
  return undefined;
}

/** The short word shown for a type: its name when it has one, else its form's word. */
function typeWord(catalogue: Catalogue, type: CatalogueType): string | undefined {
  if (typeof type === 'string' && !PLAIN_WORDS.has(type)) {
    return Object.hasOwn(catalogue.types, type) ? type : undefined;
  }
  return typeof type !== 'string' && 'oneOf' in type ? undefined : formWord(type);
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
  const detail = typeWord(catalogue, type);
  if (detail !== undefined) option.detail = detail;
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
  detail: string,
): BodyOption {
  return { label, apply, cursorOffset: apply.length, kind, detail };
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
        options.push(valueOption(value, apply, 'value', 'enum'));
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
