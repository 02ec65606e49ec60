// Reads the elements of a file holding one JSON array ([{…}, {…}, …]) as it streams in, without
// holding the whole text: a small scanner follows nesting, strings and escapes, and hands each
// element's text to the JSON parser. Each element keeps the line, column and byte offset where it
// starts. An element that is not a JSON object is a problem and reading goes on; text that breaks
// the array itself (no '[' at the start, a missing ',', brackets that do not match, text after the
// closing ']') is a problem that stops reading, since no element after it can be told apart.
import { utf8Length } from './lines';
import {
  emptyProblem,
  readDocument,
  startOf,
  type DocumentRecord,
  type Problem,
  type ProblemError,
  type ReaderStart,
  type RecordReader,
} from './reading';

/** An element of the array, with the column where it starts. */
export interface JsonArrayRecord extends DocumentRecord {
  column: number;
}

const unitOf = (char: string) => char.charCodeAt(0);
const NEWLINE = unitOf('\n');
const QUOTE = unitOf('"');
const BACKSLASH = unitOf('\\');
const COMMA = unitOf(',');
const OPEN_ARRAY = unitOf('[');
const CLOSE_ARRAY = unitOf(']');
const OPEN_OBJECT = unitOf('{');
const CLOSE_OBJECT = unitOf('}');

/** JSON's whitespace: space, line feed, carriage return, tab. */
function isSpace(unit: number): boolean {
  return unit === 32 || unit === 10 || unit === 13 || unit === 9;
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff;
}

type Phase = 'before' | 'between' | 'element' | 'after' | 'done' | 'stopped';

export function createJsonArrayReader(start: ReaderStart = {}): RecordReader<JsonArrayRecord> {
  const first = startOf(start);
  const utf8 = first.encoding === 'utf-8';
  let phase: Phase = 'before';
  let read = false;
  let afterComma = false;
  // Where the scanner is: line, the absolute index of the line's first character and of the
  // chunk's, and the byte offset of one index of the chunk (moved forward as offsets are asked).
  let line = first.line;
  let lineStart = 0;
  let chunkStart = 0;
  let markIndex = 0;
  let markOffset = first.offset;
  let carry = '';
  let chunk = '';
  // The element being read: its text so far (from earlier chunks), where it starts in this chunk,
  // the closing brackets it waits for, and whether the scanner is inside one of its strings.
  let pieces: string[] = [];
  let from = 0;
  let closers: number[] = [];
  let inString = false;
  let escaped = false;
  let at = { line: 0, column: 0, offset: 0 };

  // Where the next backslash and line break are in the chunk (found again once passed).
  let backslashAt = -1;
  let newlineAt = -1;

  /** The next character inside a string the scanner must look at: '"', '\\' or a line break. */
  function stringStop(index: number): number {
    if (backslashAt < index) backslashAt = indexOrEnd('\\', index);
    if (newlineAt < index) newlineAt = indexOrEnd('\n', index);
    return Math.min(indexOrEnd('"', index), backslashAt, newlineAt);
  }

  function indexOrEnd(char: string, from: number): number {
    const found = chunk.indexOf(char, from);
    return found === -1 ? chunk.length : found;
  }

  function offsetAt(index: number): number {
    markOffset += utf8 ? utf8Length(chunk, markIndex, index) : (index - markIndex) * 2;
    markIndex = index;
    return markOffset;
  }

  function positionAt(index: number) {
    return { line, column: chunkStart + index - lineStart + 1, offset: offsetAt(index) };
  }

  function structureProblem(index: number, reason: string, text: string): Problem {
    read = true;
    phase = 'stopped';
    const error: ProblemError = 'array_structure';
    return { kind: 'problem', error, ...positionAt(index), reason, text };
  }

  function finish(end: number, out: Array<JsonArrayRecord | Problem>): void {
    const text = pieces.join('') + chunk.slice(from, end);
    pieces = [];
    read = true;
    const found = readDocument(text, at.line, at.column, at.offset);
    out.push(found.kind === 'record' ? { ...found, column: at.column } : found);
  }

  function begin(index: number, code: number): void {
    phase = 'element';
    at = positionAt(index);
    from = index;
    closers = [];
    inString = code === QUOTE;
    escaped = false;
    if (code === OPEN_OBJECT) closers.push(CLOSE_OBJECT);
    if (code === OPEN_ARRAY) closers.push(CLOSE_ARRAY);
  }

  /** Follows one character of an element; the element is read when its last character is seen. */
  function scanElement(index: number, code: number, out: Array<JsonArrayRecord | Problem>): void {
    if (inString) {
      if (escaped) escaped = false;
      else if (code === BACKSLASH) escaped = true;
      else if (code === QUOTE) {
        inString = false;
        if (closers.length === 0) {
          finish(index + 1, out);
          phase = 'after';
        }
      }
      return;
    }
    if (code === QUOTE) inString = true;
    else if (code === OPEN_OBJECT) closers.push(CLOSE_OBJECT);
    else if (code === OPEN_ARRAY) closers.push(CLOSE_ARRAY);
    else if (closers.length > 0 && (code === CLOSE_OBJECT || code === CLOSE_ARRAY)) {
      if (closers.pop() !== code) {
        const text = pieces.join('') + chunk.slice(from, index + 1);
        out.push(structureProblem(index, 'This bracket does not match the one it closes', text));
      } else if (closers.length === 0) {
        finish(index + 1, out);
        phase = 'after';
      }
    } else if (closers.length === 0 && (code === COMMA || code === CLOSE_ARRAY || isSpace(code))) {
      finish(index, out);
      phase = code === COMMA ? 'between' : code === CLOSE_ARRAY ? 'done' : 'after';
      afterComma = code === COMMA;
    }
  }

  function scanBetween(index: number, code: number, out: Array<JsonArrayRecord | Problem>): void {
    if (phase === 'before') {
      if (code === OPEN_ARRAY) phase = 'between';
      else out.push(structureProblem(index, "A JSON array file must start with '['", ''));
    } else if (phase === 'between') {
      if (code === CLOSE_ARRAY || code === COMMA) {
        if (afterComma || code === COMMA)
          out.push(structureProblem(index, "A ',' with no element after it", ''));
        else phase = 'done';
      } else begin(index, code);
    } else if (phase === 'after') {
      if (code === COMMA) {
        phase = 'between';
        afterComma = true;
      } else if (code === CLOSE_ARRAY) phase = 'done';
      else out.push(structureProblem(index, "Expected ',' or ']' after an element", ''));
    } else if (phase === 'done') {
      out.push(structureProblem(index, 'Text after the end of the array', ''));
    }
  }

  function scan(text: string): Array<JsonArrayRecord | Problem> {
    const out: Array<JsonArrayRecord | Problem> = [];
    chunk = text;
    from = 0;
    backslashAt = -1;
    newlineAt = -1;
    for (let i = 0; i < chunk.length && phase !== 'stopped'; i++) {
      if (inString && !escaped && phase === 'element') {
        i = stringStop(i);
        if (i === chunk.length) break;
      }
      const code = chunk.charCodeAt(i);
      if (phase === 'element') scanElement(i, code, out);
      else if (!isSpace(code)) scanBetween(i, code, out);
      if (code === NEWLINE) {
        line += 1;
        lineStart = chunkStart + i + 1;
      }
    }
    if (phase === 'element') pieces.push(chunk.slice(from));
    offsetAt(chunk.length);
    chunkStart += chunk.length;
    markIndex = 0;
    return out;
  }

  return {
    push(text) {
      // A surrogate pair cut between chunks is read whole with the next chunk.
      const whole = carry + text;
      const cut = whole.length > 0 && isHighSurrogate(whole.charCodeAt(whole.length - 1));
      carry = cut ? whole.slice(-1) : '';
      return scan(cut ? whole.slice(0, -1) : whole);
    },
    end() {
      const out = scan(carry);
      carry = '';
      if (phase === 'element' && closers.length === 0 && !inString) {
        chunk = pieces.join('');
        pieces = [];
        from = 0;
        finish(chunk.length, out);
        phase = 'after';
      }
      if (phase === 'element') {
        const text = pieces.join('');
        pieces = [];
        read = true;
        const reason = 'The file ends in the middle of this element';
        out.push({ kind: 'problem', error: 'array_structure', ...at, reason, text });
      } else if (phase === 'between' || phase === 'after') {
        chunk = '';
        out.push(structureProblem(0, "The array is not closed with ']'", ''));
      } else if (!read) {
        out.push(emptyProblem(start));
      }
      return out;
    },
  };
}
