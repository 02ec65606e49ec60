// Where the caret is in the REST console's request body (JSON): a tolerant, single pass over
// the text before the caret (which may be incomplete: unclosed objects, arrays and strings; it never
// throws) that tells the keys from the body's root to the caret, and whether a key or a value goes
// there. It knows JSON only, nothing of the catalogue.

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
