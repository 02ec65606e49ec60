// Reads CSV or TSV (RFC 4180) as the file streams in: a chosen delimiter and quote, quoted fields
// that hold delimiters, doubled quotes or line breaks, and a header row naming the columns (or
// c1, c2, … without one). Values stay strings. A row with more or fewer fields than the header is
// a problem naming both counts, and reading goes on. So is a row that grows past
// MAX_CSV_RECORD_BYTES because a quote in it is never closed: memory stays bounded.
import type { Line } from './lines';
import {
  lineReader,
  problemAt,
  type Problem,
  type ReaderStart,
  type RecordReader,
} from './reading';

/**
 * The most bytes a row may take while a quote in it is open: 1 MiB. Without a cap, a quote that is
 * never closed makes the rest of the file one row held in memory. No real row comes near it (a
 * spreadsheet cell holds at most 32,767 characters), the reader holds about three times the row
 * at most, and the import screen's preview, which reads up to 4 MiB of text until a first row
 * comes out, meets it and shows the problem.
 */
export const MAX_CSV_RECORD_BYTES = 1024 * 1024;

export interface CsvOptions extends ReaderStart {
  delimiter?: string;
  quote?: string;
  /** Whether the first row names the columns (default true). */
  header?: boolean;
  /** The column names, when they are known already (a resumed read); no header row is read. */
  columns?: string[];
  /** MAX_CSV_RECORD_BYTES unless set (tests set a small one). */
  maxRecordBytes?: number;
}

export interface CsvRecord {
  kind: 'record';
  line: number;
  offset: number;
  /** The row as it is in the file (its line breaks kept when a quoted field spans lines). */
  text: string;
  row: Record<string, string>;
}

/** The index in `text` where field `field` (0-based) starts, reading quotes as the reader does. */
export function fieldStart(text: string, field: number, delimiter: string, quote: string): number {
  let quoted = false;
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === quote) quoted = !quoted;
    else if (char === delimiter && !quoted && ++count === field) return i + 1;
  }
  return text.length;
}

/** The lines as they are in the file, each with its line break but the last, unless `lastBreak`. */
function joinLines(lines: readonly Line[], lastBreak: boolean): string {
  const last = lines.length - 1;
  return lines
    .map((line, i) => (i < last || lastBreak ? line.text + line.newline : line.text))
    .join('');
}

/** A size as the reasons say it: `1 MiB`, or bytes when it is no whole number of MiB. */
function sizeText(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return Number.isInteger(mib) ? `${mib} MiB` : `${bytes} bytes`;
}

export function createCsvReader(options: CsvOptions = {}): RecordReader<CsvRecord> {
  const delimiter = options.delimiter ?? ',';
  const quote = options.quote ?? '"';
  const maxRecordBytes = options.maxRecordBytes ?? MAX_CSV_RECORD_BYTES;
  let columns: string[] | null = options.columns ?? null;
  const readHeader = options.header !== false && !options.columns;
  // A row whose quoted field goes on over the next line: its fields so far, the field being
  // read, its lines so far, and where the quote still open was opened (its line, its index).
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let held: Line[] = [];
  let opened: { line: Line; index: number } | null = null;

  function countProblem(values: string[], text: string, at: Line): Problem {
    const expected = columns?.length ?? 0;
    const named = readHeader || options.columns ? 'the header has' : 'the first row has';
    const reason = `This row has ${values.length} fields; ${named} ${expected}`;
    // More fields: the first one too many; fewer: the end of the row.
    const position =
      values.length > expected ? fieldStart(text, expected, delimiter, quote) : text.length;
    return problemAt('csv_field_count', reason, text, position, { ...at, column: 1 });
  }

  function row(values: string[], text: string, at: Line, out: Array<CsvRecord | Problem>): void {
    if (!columns) {
      columns = readHeader
        ? values.map((name, i) => (i === 0 ? name.replace(/^\uFEFF/, '') : name) || `c${i + 1}`)
        : values.map((_value, i) => `c${i + 1}`);
      if (readHeader) return;
    }
    if (values.length !== columns.length) {
      out.push(countProblem(values, text, at));
      return;
    }
    const record: Record<string, string> = {};
    for (let i = 0; i < values.length; i++) record[columns[i]] = values[i];
    out.push({ kind: 'record', line: at.line, offset: at.offset, text, row: record });
  }

  /** Reads a line holding quotes, character by character; false while a quoted field is open. */
  function readQuoted(at: Line): boolean {
    const { text } = at;
    let i = 0;
    let fieldBegins = field === '' && !quoted;
    while (i < text.length) {
      if (quoted) {
        const close = text.indexOf(quote, i);
        if (close === -1) {
          field += text.slice(i);
          return false;
        }
        field += text.slice(i, close);
        if (text[close + 1] === quote) {
          field += quote;
          i = close + 2;
        } else {
          quoted = false;
          i = close + 1;
        }
      } else {
        const char = text[i];
        if (char === delimiter) {
          fields.push(field);
          field = '';
          fieldBegins = true;
        } else if (char === quote && fieldBegins) {
          quoted = true;
          opened = { line: at, index: i };
          fieldBegins = false;
        } else {
          field += char;
          fieldBegins = false;
        }
        i++;
      }
    }
    return !quoted;
  }

  /**
   * The row held is over the cap with a quote still open. The lines up to the one where that
   * quote opened are one problem, placed at the quote; what was held is let go, and the lines
   * held after that one are read again as rows of their own, as though the quote were a plain
   * character. They were all inside the open quote, where a quote character comes doubled (a
   * single one would have closed it), so read again none of them leaves a quote open: each is
   * read twice at most, and nothing but the cap and a line is ever held. Nothing is lost either:
   * the problem's lines go to the rejects file, the others become documents or problems.
   */
  function tooLarge(out: Array<CsvRecord | Problem>): void {
    const lines = held;
    const at = opened ?? { line: lines[0], index: 0 };
    const upTo = Math.max(1, lines.indexOf(at.line) + 1);
    held = [];
    fields = [];
    field = '';
    quoted = false;
    opened = null;
    const text = joinLines(lines.slice(0, upTo), false);
    const position = text.length - at.line.text.length + at.index;
    const reason =
      `A quote opened on line ${at.line.line}, column ${at.index + 1} is not closed within ` +
      sizeText(maxRecordBytes);
    out.push(problemAt('csv_record_too_large', reason, text, position, { ...lines[0], column: 1 }));
    for (const line of lines.slice(upTo)) readLine(line, out);
  }

  function readLine(at: Line, out: Array<CsvRecord | Problem>): void {
    if (held.length === 0) {
      if (at.text === '') return;
      if (!at.text.includes(quote)) {
        row(at.text.split(delimiter), at.text, at, out);
        return;
      }
      fields = [];
      field = '';
    } else if (at.offset - held[0].offset > maxRecordBytes) {
      tooLarge(out);
      readLine(at, out);
      return;
    }
    held.push(at);
    if (!readQuoted(at)) {
      field += at.newline || '\n';
      return;
    }
    fields.push(field);
    row(fields, joinLines(held, false), held[0], out);
    held = [];
  }

  return lineReader<CsvRecord>(options, readLine, (out) => {
    if (held.length === 0) return;
    const reason = 'A quoted field in this row is never closed';
    out.push(problemAt('csv_quote', reason, joinLines(held, true), 0, { ...held[0], column: 1 }));
    held = [];
  });
}
