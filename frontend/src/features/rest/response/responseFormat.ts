// How a response body is shown in the REST console, including the large-response rules:
// - JSON (the text starts with '{' or '[') is indented two spaces per level. The indenting
//   works on the characters, never parses: numbers, key order and escapes stay exactly as the
//   cluster sent them, and it takes one linear pass (a 10 MB answer in well under a second).
// - Other text (_cat with ?v, errors from proxies), and any answer whose content type is not
//   JSON (plainResponse), is shown as it is.
// - Past DISPLAY_LIMIT characters only the beginning is shown; the caller says so and keeps
//   the full body for Download.

/** Characters of a body shown at most; larger bodies are cut to this. */
export const DISPLAY_LIMIT = 16 * 1024 * 1024;

export interface FormattedResponse {
  text: string;
  /** Whether `text` holds only the beginning of the body. */
  truncated: boolean;
  /** Characters of the body that `text` shows. */
  shownLength: number;
  /** Length of the whole body, in characters. */
  totalLength: number;
}

const INDENT = '  ';

export function looksLikeJson(text: string): boolean {
  const first = /\S/.exec(text.slice(0, 1024));
  return first !== null && (first[0] === '{' || first[0] === '[');
}

function isWhitespace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

/** The index of the next non-whitespace character at or after `from`. */
function skipWhitespace(text: string, from: number): number {
  let i = from;
  while (i < text.length && isWhitespace(text.charCodeAt(i))) i += 1;
  return i;
}

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;
const COLON = 58;
const NEWLINE = 10;
const SPACE = 32;

/** The largest ASCII code unit: text of these alone is decoded as bytes (see Output.text). */
const LAST_ASCII = 0x7f;

/** UTF-16 code units written into a growing buffer, decoded to a string once at the end. */
class Output {
  private buffer: Uint16Array;
  length = 0;
  /** Whether a code unit past ASCII was written. */
  private wide = false;

  constructor(expected: number) {
    this.buffer = new Uint16Array(Math.max(16, expected));
  }

  reserve(count: number): void {
    if (this.length + count <= this.buffer.length) return;
    const grown = new Uint16Array(Math.max(this.buffer.length * 2, this.length + count));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }

  push(code: number): void {
    this.reserve(1);
    this.buffer[this.length++] = code;
    if (code > LAST_ASCII) this.wide = true;
  }

  newline(level: number): void {
    const spaces = Math.max(0, level) * INDENT.length;
    this.reserve(1 + spaces);
    this.buffer[this.length++] = NEWLINE;
    this.buffer.fill(SPACE, this.length, this.length + spaces);
    this.length += spaces;
  }

  /** Copies the string starting at `start` (a '"'); returns the index after its closing quote. */
  copyString(text: string, start: number): number {
    this.reserve(text.length - start);
    const buffer = this.buffer;
    let i = start;
    let wide = false;
    buffer[this.length++] = text.charCodeAt(i++);
    while (i < text.length) {
      const code = text.charCodeAt(i++);
      buffer[this.length++] = code;
      if (code === QUOTE) break;
      if (code === BACKSLASH && i < text.length) {
        const escaped = text.charCodeAt(i++);
        buffer[this.length++] = escaped;
        if (escaped > LAST_ASCII) wide = true;
      } else if (code > LAST_ASCII) wide = true;
    }
    if (wide) this.wide = true;
    return i;
  }

  /**
   * The text written. ASCII alone (most answers) is decoded from bytes: V8 then keeps it at one
   * byte per character, where text decoded from UTF-16 takes two, and so does its copy on the
   * page once the worker hands it over (17 MB rather than 34 MB for a 10 MB answer indented).
   */
  text(): string {
    const units = this.buffer.subarray(0, this.length);
    if (this.wide) return new TextDecoder('utf-16le').decode(units);
    return new TextDecoder().decode(new Uint8Array(units));
  }
}

/** Writes an opening bracket; an empty object or array stays on one line. Returns the next index. */
function openBracket(text: string, i: number, out: Output, level: number): [number, number] {
  const code = text.charCodeAt(i);
  const next = skipWhitespace(text, i + 1);
  out.push(code);
  if (text.charCodeAt(next) === (code === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET)) {
    out.push(text.charCodeAt(next));
    return [next + 1, level];
  }
  out.newline(level + 1);
  return [next, level + 1];
}

/**
 * Indents JSON text; text that is not JSON comes out re-spaced but with every token kept.
 * One scan over the characters into a typed buffer: no parsing and no intermediate strings.
 */
export function indentJson(text: string): string {
  const out = new Output(Math.ceil(text.length * 2.2));
  let level = 0;
  let i = skipWhitespace(text, 0);
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      i = out.copyString(text, i);
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      [i, level] = openBracket(text, i, out, level);
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      level -= 1;
      out.newline(level);
      out.push(code);
      i += 1;
    } else if (code === COMMA || code === COLON) {
      out.push(code);
      if (code === COMMA) out.newline(level);
      else out.push(SPACE);
      i = skipWhitespace(text, i + 1);
    } else if (isWhitespace(code)) {
      // Between two top-level values (NDJSON-like answers): one line break.
      const next = skipWhitespace(text, i);
      if (next < text.length && level <= 0) out.push(NEWLINE);
      i = next;
    } else {
      out.push(code);
      i += 1;
    }
  }
  return out.text();
}

export function formatResponse(bodyText: string, limit = DISPLAY_LIMIT): FormattedResponse {
  const plain = plainResponse(bodyText, limit);
  return looksLikeJson(plain.text) ? { ...plain, text: indentJson(plain.text) } : plain;
}

/** A body shown as it is (an answer that is not JSON), cut past `limit` characters. */
export function plainResponse(bodyText: string, limit = DISPLAY_LIMIT): FormattedResponse {
  const truncated = bodyText.length > limit;
  const shown = truncated ? bodyText.slice(0, limit) : bodyText;
  return { text: shown, truncated, shownLength: shown.length, totalLength: bodyText.length };
}
