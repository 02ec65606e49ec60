// Splits the text of an import file into lines as it streams in. Each line carries its number and
// the byte offset where it starts in the file, counted as the file's encoding counts bytes, so a
// rejected line or a resume point names the exact place in the file. Only the line being read is
// held between chunks, whatever the file's size.
import type { FilePosition } from './batcher';
import type { TextEncoding } from './checkpoint';

/** One line of the file, without its line break. */
export interface Line {
  text: string;
  line: number;
  /** Byte offset of the line's first byte in the file. */
  offset: number;
  /** The break that ended the line; '' for a last line without one. */
  newline: '' | '\n' | '\r\n';
}

/** Any UTF-16 code unit beyond ASCII. */
const NON_ASCII = /[\u0080-\uffff]/;

const encoder = new TextEncoder();
/** Where the encoder writes text it only counts; a third as many code units fit at most. */
const scratch = new Uint8Array(48 * 1024);
const SEGMENT = scratch.length / 3;

/** Bytes of text[start, end) in UTF-8; a surrogate without its pair counts as U+FFFD (3 bytes). */
export function utf8Length(text: string, start = 0, end = text.length): number {
  let bytes = 0;
  for (let from = start; from < end;) {
    let to = Math.min(end, from + SEGMENT);
    // A segment never ends between the two halves of a surrogate pair.
    const last = text.charCodeAt(to - 1);
    if (to < end && last >= 0xd800 && last <= 0xdbff) to--;
    const segment = from === 0 && to === text.length ? text : text.slice(from, to);
    bytes += encoder.encodeInto(segment, scratch).written;
    from = to;
  }
  return bytes;
}

/** Bytes the text takes in the encoding (fast for ASCII text in UTF-8). */
export function byteLength(text: string, encoding: TextEncoding): number {
  if (encoding !== 'utf-8') return text.length * 2;
  return NON_ASCII.test(text) ? utf8Length(text) : text.length;
}

export interface LineSplitter {
  /** The lines the chunk completes. */
  push(chunk: string): Line[];
  /** The last line, when the text does not end with a line break. */
  end(): Line[];
}

/** Cuts decoded text chunks into lines at '\n' (a '\r' before it belongs to the break). */
export function createLineSplitter(
  encoding: TextEncoding = 'utf-8',
  start: FilePosition = { line: 1, offset: 0 },
): LineSplitter {
  let partial = '';
  let line = start.line;
  let offset = start.offset;

  function take(raw: string, hasBreak: boolean, lines: Line[]): void {
    const crlf = hasBreak && raw.endsWith('\r');
    lines.push({
      text: crlf ? raw.slice(0, -1) : raw,
      line,
      offset,
      newline: hasBreak ? (crlf ? '\r\n' : '\n') : '',
    });
    line += 1;
    offset += byteLength(raw, encoding) + (hasBreak ? (encoding === 'utf-8' ? 1 : 2) : 0);
  }

  return {
    push(chunk) {
      const lines: Line[] = [];
      let from = 0;
      let at = chunk.indexOf('\n');
      while (at !== -1) {
        const part = chunk.slice(from, at);
        take(partial === '' ? part : partial + part, true, lines);
        partial = '';
        from = at + 1;
        at = chunk.indexOf('\n', from);
      }
      partial = from === 0 ? partial + chunk : chunk.slice(from);
      return lines;
    },
    end() {
      const lines: Line[] = [];
      if (partial !== '') take(partial, false, lines);
      partial = '';
      return lines;
    },
  };
}
