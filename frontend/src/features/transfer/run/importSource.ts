// Reads an import file as it streams, from its start or from a checkpoint, with the reader of the
// format the user chose: each piece of text read gives the documents and problems it completes,
// how much of the file has been read (for a gzip file, of its compressed bytes, so the progress
// bar follows the file's size) and, at the end, where the file ends. A resumed CSV file takes its
// column names from the header row at the file's start; a resumed JSON array is read on from the
// element the checkpoint names. Nothing but the piece being read is held, whatever the file's size;
// an NDJSON or _bulk line longer than a body can carry is not held whole either (see
// SourceOptions.maxLineBytes).
import type { FilePosition } from '../../../lib/transfer/batcher';
import { createBulkBodyReader } from '../../../lib/transfer/bulkBody';
import type { FormatOptions, TextEncoding } from '../../../lib/transfer/checkpoint';
import { createCsvReader, type CsvRecord } from '../../../lib/transfer/csv';
import { openFile } from '../../../lib/transfer/decode';
import { createJsonArrayReader } from '../../../lib/transfer/jsonArray';
import { byteLength } from '../../../lib/transfer/lines';
import { createNdjsonReader } from '../../../lib/transfer/ndjson';
import type { Problem, ReaderStart, RecordReader } from '../../../lib/transfer/reading';
import type { ReadRecord } from './importDocument';

/** What one piece of text gave. */
export interface ReadStep {
  items: Array<ReadRecord | Problem>;
  /** Bytes of the file read so far. */
  bytesRead: number;
  /** Where the file ends, on the last step only. */
  end: FilePosition | null;
}

/** The file's bytes, counting how many of them the latest stream of it has given. */
function countedBlob(file: Blob): { blob: Blob; read: () => number } {
  const blob = file.slice();
  let latest = 0;
  let read = 0;
  blob.stream = () => {
    const mine = ++latest;
    read = 0;
    const count = new TransformStream<Uint8Array<ArrayBuffer>, Uint8Array<ArrayBuffer>>({
      transform(chunk, controller) {
        if (mine === latest) read += chunk.length;
        controller.enqueue(chunk);
      },
    });
    return file.stream().pipeThrough(count);
  };
  return { blob, read: () => read };
}

const ignore = (): void => undefined;

/** Text read at a time: a stream that gives larger pieces (Node's) is read in pieces this long. */
const PIECE = 64 * 1024;

/** The text in pieces of about PIECE characters, never cut between the halves of a character. */
function* pieces(text: string): Generator<string> {
  if (text.length <= 2 * PIECE) {
    yield text;
    return;
  }
  for (let from = 0; from < text.length;) {
    let to = Math.min(text.length, from + PIECE);
    const last = text.charCodeAt(to - 1);
    if (to < text.length && last >= 0xd800 && last <= 0xdbff) to--;
    yield text.slice(from, to);
    from = to;
  }
}

/** Column names as the CSV reader makes them from a header row. */
function columnNames(cells: readonly string[]): string[] {
  return cells.map((name, i) => (i === 0 ? name.replace(/^\uFEFF/, '') : name) || `c${i + 1}`);
}

/** The names a header row gives its columns; null for a row that is not readable. */
function rowNames(row: CsvRecord | Problem | undefined): string[] | null {
  return row?.kind === 'record' ? columnNames(Object.values(row.row)) : null;
}

/** The column names of the CSV file's header row; null when the first row is not readable. */
export async function csvHeader(file: Blob, format: FormatOptions): Promise<string[] | null> {
  const opened = await openFile(file, undefined, format.encoding);
  const { delimiter, quote } = csvOptions(format, opened.delimiter);
  const reader = createCsvReader({ encoding: opened.encoding, delimiter, quote, header: false });
  const text = opened.text.getReader();
  try {
    for (;;) {
      const { done, value } = await text.read();
      if (done) return rowNames(reader.end()[0]);
      for (const piece of pieces(value)) {
        const first = reader.push(piece)[0];
        if (first) return rowNames(first);
      }
    }
  } finally {
    await text.cancel().catch(ignore);
  }
}

/** The CSV options of a format, the sniffed delimiter standing in for an unset one. */
export function csvOptions(format: FormatOptions, sniffed = ',') {
  return {
    delimiter: format.delimiter ?? sniffed,
    quote: format.quote ?? '"',
    header: format.header ?? true,
  };
}

function createReader(
  format: FormatOptions,
  start: Required<ReaderStart>,
  csv: { delimiter: string; quote: string; header: boolean; columns: string[] | null },
  maxLineBytes: number | undefined,
): RecordReader<ReadRecord> {
  if (format.format === 'ndjson') return createNdjsonReader({ ...start, maxLineBytes });
  if (format.format === 'bulk') return createBulkBodyReader({ ...start, maxLineBytes });
  if (format.format === 'json-array') return createJsonArrayReader(start);
  const { columns, ...rest } = csv;
  return createCsvReader(columns ? { ...start, ...rest, columns } : { ...start, ...rest });
}

/** Line breaks in a text, to tell the line where it ends. */
function lineBreaks(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

export interface SourceOptions {
  format: FormatOptions;
  resume: FilePosition | null;
  /** CSV with a header: the columns it names (read beforehand, see csvHeader). */
  columns: string[] | null;
  /**
   * The size of a body: an NDJSON or _bulk line of more UTF-8 bytes cannot be sent, so it is read
   * as a problem keeping only its start rather than held whole. No limit unless set.
   */
  maxLineBytes?: number;
}

/** An opened import file: the CSV characters it is read with, and its pieces of text as read. */
export interface ImportSource {
  delimiter: string;
  quote: string;
  steps: AsyncGenerator<ReadStep>;
}

/** Opens the file for reading from its start or the checkpoint; see the header comment. */
export async function openSource(file: Blob, options: SourceOptions): Promise<ImportSource> {
  const { format, resume, columns, maxLineBytes } = options;
  const counted = countedBlob(file);
  const opened = await openFile(counted.blob, resume ?? undefined, format.encoding);
  const encoding: TextEncoding = opened.encoding;
  // A resumed JSON array is read as an array again: '[' before the element it resumes at.
  const reopened = resume !== null && format.format === 'json-array' ? '[' : '';
  const start = {
    encoding,
    line: opened.start.line,
    offset: opened.start.offset - byteLength(reopened, encoding),
  };
  const csv = { ...csvOptions(format, opened.delimiter), columns: resume ? columns : null };
  const reader = createReader(format, start, csv, maxLineBytes);
  if (reopened !== '') reader.push(reopened);
  // A plain file's progress is where the last document or problem read starts, and it ends at
  // its size; a gzip file's progress is that of its compressed bytes, and its content is counted
  // as it is read to tell where it ends.
  let { line, offset } = opened.start;
  const count = opened.gzip ? (piece: string) => (offset += byteLength(piece, encoding)) : null;
  const bytesRead = (items: ReadonlyArray<{ offset: number }>) => {
    if (opened.gzip) return counted.read();
    offset = items.at(-1)?.offset ?? offset;
    return offset;
  };

  async function* steps(): AsyncGenerator<ReadStep> {
    let readText = false;
    const text = opened.text.getReader();
    try {
      for (;;) {
        const { done, value } = await text.read();
        if (done) break;
        for (const piece of pieces(value)) {
          readText ||= /\S/.test(piece);
          line += lineBreaks(piece);
          count?.(piece);
          const items = reader.push(piece);
          yield { items, bytesRead: bytesRead(items), end: null };
        }
      }
      // What is left after a checkpoint may be nothing at all: no empty file, no unclosed array.
      const last = resume !== null && !readText ? [] : reader.end();
      const end = { line, offset: opened.gzip ? offset : file.size };
      yield { items: last, bytesRead: opened.gzip ? counted.read() : file.size, end };
    } finally {
      await text.cancel().catch(ignore);
    }
  }

  return { delimiter: csv.delimiter, quote: csv.quote, steps: steps() };
}
