// How a response body is shown (core spec 2.13, and the large-response rules of the console):
// - JSON (the text starts with '{' or '[') is indented two spaces per level. The indenting
//   works on the characters, never parses: numbers, key order and escapes stay exactly as the
//   cluster sent them, and it takes one linear pass (a 10 MB answer in well under a second).
// - Other text (_cat with ?v, errors from proxies) is shown as it is.
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

/** Index just after the string starting at `start` (a '"'), or the text's end if unterminated. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  for (;;) {
    const quote = text.indexOf('"', i);
    if (quote === -1) return text.length;
    let backslashes = 0;
    for (let j = quote - 1; text.charCodeAt(j) === 92; j -= 1) backslashes += 1;
    if (backslashes % 2 === 0) return quote + 1;
    i = quote + 1;
  }
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
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;
const COLON = 58;

/**
 * Indents JSON text; text that is not JSON comes out re-spaced but with every token kept.
 * Strings and literals are copied as slices of the input between structural characters, so
 * the work is one scan plus a join of about two pieces per structural character.
 */
export function indentJson(text: string): string {
  const out: string[] = [];
  const pads = [''];
  const newline = (level: number) => {
    while (pads.length <= level) pads.push(pads[pads.length - 1] + INDENT);
    return `\n${pads[Math.max(0, level)]}`;
  };
  let level = 0;
  let i = skipWhitespace(text, 0);
  let copyFrom = i;
  const flush = (to: number) => {
    if (to > copyFrom) out.push(text.slice(copyFrom, to));
  };
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      i = stringEnd(text, i);
      continue;
    }
    if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      flush(i);
      const next = skipWhitespace(text, i + 1);
      const close = code === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET;
      if (text.charCodeAt(next) === close) {
        out.push(code === OPEN_BRACE ? '{}' : '[]');
        i = next + 1;
      } else {
        level += 1;
        out.push(text[i], newline(level));
        i = next;
      }
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      flush(i);
      level -= 1;
      out.push(newline(level), text[i]);
      i += 1;
    } else if (code === COMMA) {
      flush(i);
      out.push(',', newline(level));
      i = skipWhitespace(text, i + 1);
    } else if (code === COLON) {
      flush(i);
      out.push(': ');
      i = skipWhitespace(text, i + 1);
    } else if (isWhitespace(code)) {
      flush(i);
      // Between two top-level values (NDJSON-like answers): one line break.
      const next = skipWhitespace(text, i);
      if (next < text.length && level <= 0) out.push('\n');
      i = next;
    } else {
      i += 1;
      continue;
    }
    copyFrom = i;
  }
  flush(text.length);
  return out.join('');
}

export function formatResponse(bodyText: string, limit = DISPLAY_LIMIT): FormattedResponse {
  const truncated = bodyText.length > limit;
  const shown = truncated ? bodyText.slice(0, limit) : bodyText;
  return {
    text: looksLikeJson(shown) ? indentJson(shown) : shown,
    truncated,
    shownLength: shown.length,
    totalLength: bodyText.length,
  };
}
