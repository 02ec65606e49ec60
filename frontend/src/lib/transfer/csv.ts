// Reads CSV or TSV (RFC 4180) as the file streams in: a chosen delimiter and quote, quoted fields
// that hold delimiters, doubled quotes or line breaks, and a header row naming the columns (or
// c1, c2, … without one). Values stay strings. A row with more or fewer fields than the header is
// a problem naming both counts, and reading goes on.
import type { Line } from './lines';
import {
  lineReader,
  problemAt,
  type Problem,
  type ReaderStart,
  type RecordReader,
} from './reading';

export interface CsvOptions extends ReaderStart {
  delimiter?: string;
  quote?: string;
  /** Whether the first row names the columns (default true). */
  header?: boolean;
  /** The column names, when they are known already (a resumed read); no header row is read. */
  columns?: string[];
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

export function createCsvReader(options: CsvOptions = {}): RecordReader<CsvRecord> {
  const delimiter = options.delimiter ?? ',';
  const quote = options.quote ?? '"';
  let columns: string[] | null = options.columns ?? null;
  const readHeader = options.header !== false && !options.columns;
  // A row whose quoted field goes on over the next line: its fields so far, the field being
  // read, its first line and its text so far.
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let rowStart: Line | null = null;
  let rowText = '';

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
  function readQuoted(text: string): boolean {
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

  function readLine(at: Line, out: Array<CsvRecord | Problem>): void {
    if (!rowStart) {
      if (at.text === '') return;
      if (!at.text.includes(quote)) {
        row(at.text.split(delimiter), at.text, at, out);
        return;
      }
      rowStart = at;
      rowText = at.text;
      fields = [];
      field = '';
    } else {
      rowText += at.text;
    }
    if (!readQuoted(at.text)) {
      field += at.newline || '\n';
      rowText += at.newline;
      return;
    }
    fields.push(field);
    row(fields, rowText, rowStart, out);
    rowStart = null;
  }

  return lineReader<CsvRecord>(options, readLine, (out) => {
    if (!rowStart) return;
    const reason = 'A quoted field in this row is never closed';
    out.push(problemAt('csv_quote', reason, rowText, 0, { ...rowStart, column: 1 }));
    rowStart = null;
  });
}
