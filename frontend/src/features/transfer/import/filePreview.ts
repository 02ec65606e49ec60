// What the import view shows of a file before anything is sent: how its first bytes read (gzip,
// encoding, format, CSV delimiter), and its first records as the chosen reader reads them, with
// the problems met among them (each with its line and column). Only the file's start is read:
// about 64 KB of text, more only while not one record has come out of it.
import { isRecord } from '../../../lib/storage';
import type { FileFormat, TextEncoding } from '../../../lib/transfer/checkpoint';
import { createBulkBodyReader } from '../../../lib/transfer/bulkBody';
import { createCsvReader } from '../../../lib/transfer/csv';
import { decodeBytes, DecodeError, openFile } from '../../../lib/transfer/decode';
import { createJsonArrayReader } from '../../../lib/transfer/jsonArray';
import { createNdjsonReader } from '../../../lib/transfer/ndjson';
import type { Problem, RecordReader } from '../../../lib/transfer/reading';
import type { ReadRecord } from '../run/importDocument';

/** Records the preview's table shows. */
export const PREVIEW_RECORDS = 10;
/** Text read for the preview and the mapping's sample. */
export const PREVIEW_CHARS = 64 * 1024;
/** Text read at most while looking for a first record (a file of very large documents). */
const MAX_PREVIEW_CHARS = 4 * 1024 * 1024;
/** Problems listed at most. */
export const PREVIEW_PROBLEMS = 50;

/** How the file's first bytes read. */
export interface Detected {
  format: FileFormat;
  encoding: TextEncoding;
  gzip: boolean;
  /** The delimiter guessed for CSV/TSV. */
  delimiter: string;
}

/** How the user chose to read the file (the detected values unless changed). */
export interface ReadChoices {
  format: FileFormat;
  encoding: TextEncoding;
  gzip: boolean;
  delimiter: string;
  quote: string;
  header: boolean;
}

/** One record as the preview shows it: its line and its fields (a `_bulk` record: its action and id too). */
export interface PreviewRecord {
  line: number;
  values: Record<string, unknown>;
  action?: string;
  id?: unknown;
}

export interface FilePreview {
  /** The first PREVIEW_RECORDS records. */
  records: PreviewRecord[];
  /** Problems met in the text read, in file order. */
  problems: Problem[];
  /** The fields of the records read, in the order first met. */
  columns: string[];
  /** Every record in the text read, for the mapping proposal (without `_id`, which no mapping holds). */
  sample: Record<string, unknown>[];
  /** The text read up to the end of its last record, as the file has it. */
  sampleText: string;
  /** Bytes that do not decode in the chosen encoding. */
  failure: { offset: number; encoding: TextEncoding } | null;
  /** Whether the whole file was read. */
  whole: boolean;
}

const ignore = (): void => undefined;

/** How the file's first bytes read. */
export async function detectFile(file: Blob): Promise<Detected> {
  const opened = await openFile(file);
  await opened.text.cancel().catch(ignore);
  const { format, encoding, gzip, delimiter } = opened;
  return { format, encoding, gzip, delimiter };
}

function readerOf(choices: ReadChoices): RecordReader<ReadRecord> {
  const start = { encoding: choices.encoding };
  if (choices.format === 'ndjson') return createNdjsonReader(start);
  if (choices.format === 'bulk') return createBulkBodyReader(start);
  if (choices.format === 'json-array') return createJsonArrayReader(start);
  const { delimiter, quote, header } = choices;
  return createCsvReader({ ...start, delimiter, quote, header });
}

function parsed(text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

/** A record as the table and the mapping sample take it. */
function previewOf(record: ReadRecord): PreviewRecord {
  if ('row' in record) return { line: record.line, values: record.row };
  if ('doc' in record) return { line: record.line, values: record.doc };
  const metadata = parsed(record.actionText)[record.action];
  const id = isRecord(metadata) ? metadata._id : undefined;
  const values = parsed(record.sourceText);
  return { line: record.line, values, action: record.action, ...(id === undefined ? {} : { id }) };
}

function lineBreaks(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

/** The first `lines` lines of `text`. */
function firstLines(text: string, lines: number): string {
  let end = -1;
  for (let line = 0; line < lines; line++) {
    end = text.indexOf('\n', end + 1);
    if (end === -1) return text;
  }
  return text.slice(0, end);
}

/** A record's fields without `_id`. */
function withoutId(values: Record<string, unknown>): Record<string, unknown> {
  if (!Object.hasOwn(values, '_id')) return values;
  return Object.fromEntries(Object.entries(values).filter(([field]) => field !== '_id'));
}

/** Gathers what the reader gives. */
class Gathered {
  readonly records: ReadRecord[] = [];
  readonly problems: Problem[] = [];

  add(items: Array<ReadRecord | Problem>): void {
    for (const item of items) {
      if (item.kind === 'record') this.records.push(item);
      else if (this.problems.length < PREVIEW_PROBLEMS) this.problems.push(item);
    }
  }

  get found(): number {
    return this.records.length + this.problems.length;
  }
}

function previewOfGathered(
  gathered: Gathered,
  text: string,
  whole: boolean,
  failure: FilePreview['failure'],
): FilePreview {
  const all = gathered.records.map(previewOf);
  const columns = new Set<string>();
  for (const record of all) for (const column of Object.keys(record.values)) columns.add(column);
  const last = gathered.records.at(-1);
  const sampleText = last ? firstLines(text, last.line + lineBreaks(last.text)) : '';
  return {
    records: all.slice(0, PREVIEW_RECORDS),
    problems: gathered.problems,
    columns: [...columns],
    sample: all.map(({ values }) => withoutId(values)),
    sampleText,
    failure,
    whole,
  };
}

/** The start of the file as `choices` read it; see the header comment. */
export async function previewFile(file: Blob, choices: ReadChoices): Promise<FilePreview> {
  const bytes = choices.gzip
    ? file.stream().pipeThrough(new DecompressionStream('gzip'))
    : file.stream();
  const stream = decodeBytes(bytes, choices.encoding).getReader();
  const reader = readerOf(choices);
  const gathered = new Gathered();
  let text = '';
  try {
    for (;;) {
      const { done, value } = await stream.read();
      if (done) {
        gathered.add(reader.end());
        return previewOfGathered(gathered, text, true, null);
      }
      text += value;
      gathered.add(reader.push(value));
      const enough = text.length >= PREVIEW_CHARS && gathered.found > 0;
      if (enough || text.length >= MAX_PREVIEW_CHARS)
        return previewOfGathered(gathered, text, false, null);
    }
  } catch (thrown) {
    if (!(thrown instanceof DecodeError)) throw thrown;
    const failure = { offset: thrown.offset, encoding: thrown.encoding };
    return previewOfGathered(gathered, text, false, failure);
  } finally {
    await stream.cancel().catch(ignore);
  }
}
