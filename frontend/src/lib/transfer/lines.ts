// Splits the text of an import file into lines as it streams in. Each line carries its number and
// the byte offset where it starts in the file, counted as the file's encoding counts bytes, so a
// rejected line or a resume point names the exact place in the file. Only the line being read is
// held between chunks, whatever the file's size; with a cap, a line longer than the cap is not
// held either: its start is kept and the rest only counted.
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
  /**
   * Set when the line takes more UTF-8 bytes than the splitter's cap: its size in UTF-8 (the break
   * left out). `text` then holds only the line's first LONG_LINE_START characters.
   */
  tooLong?: { bytes: number };
}

/** Characters kept of a line longer than the cap. */
export const LONG_LINE_START = 1000;

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

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** A copy of a short text: a slice of a long text may keep all of the long text in memory. */
function detached(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}

/**
 * The first characters of a line of `units` code units, from `kept`, its first LONG_LINE_START
 * code units or fewer; never the first half of a character whose second half is left out.
 */
function lineStart(kept: string, units: number): string {
  const text = kept.slice(0, Math.min(units, LONG_LINE_START));
  const cut = text.length < units && isHighSurrogate(text.charCodeAt(text.length - 1));
  return detached(cut ? text.slice(0, -1) : text);
}

/** A line given piece by piece: its first characters, its length and its UTF-8 bytes. */
class LineCount {
  kept = '';
  units = 0;
  /** UTF-8 bytes of the pieces, but for a first half of a character the next piece may end. */
  private counted = 0;
  private high = '';
  endsWithCr = false;

  add(piece: string): void {
    if (piece === '') return;
    if (this.kept.length < LONG_LINE_START)
      this.kept += piece.slice(0, LONG_LINE_START - this.kept.length);
    this.units += piece.length;
    this.endsWithCr = piece.endsWith('\r');
    const text = this.high === '' ? piece : this.high + piece;
    const end = isHighSurrogate(text.charCodeAt(text.length - 1)) ? text.length - 1 : text.length;
    this.counted += utf8Length(text, 0, end);
    this.high = text.slice(end);
  }

  /** UTF-8 bytes so far; a first half the line ends with counts as U+FFFD. */
  get bytes(): number {
    return this.counted + (this.high === '' ? 0 : 3);
  }
}

export interface LineSplitter {
  /** The lines the chunk completes. */
  push(chunk: string): Line[];
  /** The last line, when the text does not end with a line break. */
  end(): Line[];
}

/**
 * Cuts decoded text chunks into lines at '\n' (a '\r' before it belongs to the break). A line of
 * more than `maxBytes` UTF-8 bytes is given `tooLong` and only its start: past the cap, the
 * splitter holds no more of it than its start, whatever its length.
 */
export function createLineSplitter(
  encoding: TextEncoding = 'utf-8',
  start: FilePosition = { line: 1, offset: 0 },
  maxBytes = Infinity,
): LineSplitter {
  let partial = '';
  /** Counts `partial` once it may be over the cap. */
  let counting: LineCount | null = null;
  /** The line being read once it is over the cap; `partial` is then ''. */
  let long: LineCount | null = null;
  let line = start.line;
  let offset = start.offset;
  const breakBytes = encoding === 'utf-8' ? 1 : 2;

  function next(text: string, newline: Line['newline'], bytes: number): Line {
    const taken = { text, line, offset, newline };
    line += 1;
    offset += bytes + (newline === '' ? 0 : breakBytes);
    return taken;
  }

  /** The UTF-8 bytes of a line's text when they are over the cap, else null. */
  function overCap(text: string, rawBytes: number, crlf: boolean): number | null {
    if (text.length * 3 <= maxBytes) return null;
    const bytes = encoding === 'utf-8' ? rawBytes - (crlf ? 1 : 0) : utf8Length(text);
    return bytes > maxBytes ? bytes : null;
  }

  function take(raw: string, hasBreak: boolean, lines: Line[]): void {
    const crlf = hasBreak && raw.endsWith('\r');
    const text = crlf ? raw.slice(0, -1) : raw;
    const rawBytes = byteLength(raw, encoding);
    const over = overCap(text, rawBytes, crlf);
    const newline = hasBreak ? (crlf ? '\r\n' : '\n') : '';
    if (over === null) lines.push(next(text, newline, rawBytes));
    else
      lines.push({
        ...next(lineStart(text, text.length), newline, rawBytes),
        tooLong: { bytes: over },
      });
  }

  function takeLong(count: LineCount, hasBreak: boolean): Line {
    const crlf = hasBreak && count.endsWithCr;
    const newline = hasBreak ? (crlf ? '\r\n' : '\n') : '';
    const text = lineStart(count.kept, count.units - (crlf ? 1 : 0));
    const rawBytes = encoding === 'utf-8' ? count.bytes : count.units * 2;
    return { ...next(text, newline, rawBytes), tooLong: { bytes: count.bytes - (crlf ? 1 : 0) } };
  }

  /**
   * Adds `piece` to the line being held (or starts a new one with it), and stops holding the line
   * once its UTF-8 bytes are over the cap (by more than a '\r' that may yet be part of the break).
   */
  function hold(piece: string, newLine: boolean): void {
    partial = newLine ? piece : partial + piece;
    if (counting) counting.add(piece);
    else if (partial.length * 3 > maxBytes + 1) {
      counting = new LineCount();
      counting.add(partial);
    } else return;
    if (counting.bytes <= maxBytes + 1) return;
    long = counting;
    long.kept = detached(long.kept);
    counting = null;
    partial = '';
  }

  return {
    push(chunk) {
      const lines: Line[] = [];
      let from = 0;
      let at = chunk.indexOf('\n');
      while (at !== -1) {
        const part = chunk.slice(from, at);
        if (long) {
          long.add(part);
          lines.push(takeLong(long, true));
          long = null;
        } else take(partial === '' ? part : partial + part, true, lines);
        partial = '';
        counting = null;
        from = at + 1;
        at = chunk.indexOf('\n', from);
      }
      if (long) long.add(from === 0 ? chunk : chunk.slice(from));
      else hold(from === 0 ? chunk : chunk.slice(from), from > 0);
      return lines;
    },
    end() {
      const lines: Line[] = [];
      if (long) lines.push(takeLong(long, false));
      else if (partial !== '') take(partial, false, lines);
      partial = '';
      counting = null;
      long = null;
      return lines;
    },
  };
}
