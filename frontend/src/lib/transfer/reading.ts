// What every reader of an import file hands on: the records it read and, in file order among
// them, the problems it met, each naming the line, column and byte offset and keeping the text it
// could not take, so that nothing is lost (problems go to the rejects file) and the run goes on.
import { formatBytes } from '../bytes';
import { parseJson } from '../json';
import { jsonErrorPosition, lineAndColumn } from '../jsonError';
import type { TextEncoding } from './checkpoint';
import { byteLength, createLineSplitter, type Line } from './lines';

/** What was wrong, for the rejects file's error type and for a translated message. */
export type ProblemError =
  | 'empty'
  | 'json'
  | 'not_object'
  | 'bulk_action'
  | 'bulk_source_missing'
  | 'array_structure'
  | 'csv_field_count'
  | 'csv_quote'
  | 'csv_record_too_large'
  | 'csv_value'
  | 'id_missing'
  | 'line_too_long';

export interface Problem {
  kind: 'problem';
  error: ProblemError;
  /** 1-based line and column (in UTF-16 code units) of the spot that is wrong. */
  line: number;
  column: number;
  /** Byte offset in the file where `text` starts. */
  offset: number;
  /** What is wrong, in English, as the rejects file says it. */
  reason: string;
  /** The text that could not be read, as it is in the file. */
  text: string;
}

/** A document read from the file: one NDJSON line or one element of a JSON array. */
export interface DocumentRecord {
  kind: 'record';
  line: number;
  offset: number;
  text: string;
  doc: Record<string, unknown>;
}

/** Reads records from decoded text chunks; each call gives what it completed, in file order. */
export interface RecordReader<R> {
  push(chunk: string): Array<R | Problem>;
  end(): Array<R | Problem>;
}

/** Where a reader starts: the file's encoding (to count bytes) and, on resume, the checkpoint. */
export interface ReaderStart {
  encoding?: TextEncoding;
  line?: number;
  offset?: number;
}

/** Where a line reader starts, and the most bytes a line may take. */
export interface LineReaderStart extends ReaderStart {
  /**
   * The most UTF-8 bytes a line may take, as no bulk body could carry a longer one: a longer line
   * is not held whole but becomes a problem keeping its start. No limit unless set.
   */
  maxLineBytes?: number;
}

export function startOf(start: ReaderStart): {
  encoding: TextEncoding;
  line: number;
  offset: number;
} {
  return { encoding: start.encoding ?? 'utf-8', line: start.line ?? 1, offset: start.offset ?? 0 };
}

/** Whether the text holds only whitespace. */
export function isBlank(text: string): boolean {
  return !/\S/.test(text);
}

export function emptyProblem(start: ReaderStart): Problem {
  const { line, offset } = startOf(start);
  return {
    kind: 'problem',
    error: 'empty',
    line,
    column: 1,
    offset,
    reason: 'The file holds nothing to import',
    text: '',
  };
}

/** A problem `error` at `position` (an index in `text`, which starts at `line`, `column`). */
export function problemAt(
  error: ProblemError,
  reason: string,
  text: string,
  position: number,
  start: { line: number; column: number; offset: number },
): Problem {
  const at = lineAndColumn(text, position);
  return {
    kind: 'problem',
    error,
    line: start.line + at.line - 1,
    column: at.line === 1 ? start.column + at.column - 1 : at.column,
    offset: start.offset,
    reason,
    text,
  };
}

/** The problem with text that is not JSON, placed where it stops being JSON. */
export function jsonProblem(
  error: ProblemError,
  thrown: unknown,
  text: string,
  start: { line: number; column: number; offset: number },
): Problem {
  const reason = thrown instanceof Error ? thrown.message : String(thrown);
  return problemAt(error, reason, text, jsonErrorPosition(text) ?? 0, start);
}

/**
 * The JSON object in `text` (found at `line`, `column`), or the problem with it: where the JSON
 * stops being JSON, or that the value is not an object.
 */
export function readDocument(
  text: string,
  line: number,
  column: number,
  offset: number,
): DocumentRecord | Problem {
  let doc: unknown;
  try {
    doc = parseJson(text);
  } catch (thrown) {
    return jsonProblem('json', thrown, text, { line, column, offset });
  }
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    const reason = 'A document must be a JSON object ({…})';
    return problemAt('not_object', reason, text, text.search(/\S/), { line, column, offset });
  }
  return { kind: 'record', line, offset, text, doc: doc as Record<string, unknown> };
}

/** Two sizes in the words of a reason; exact when rounded they read the same. */
function sizesText(bytes: number, limit: number): [string, string] {
  const size = formatBytes(bytes, 'en');
  const most = formatBytes(limit, 'en');
  return size === most ? [`${bytes} bytes`, `${limit} bytes`] : [size, most];
}

/** The problem with a line of `bytes`, over `maxBytes` (see LineReaderStart), kept by its start. */
export function longLineProblem(line: Line, bytes: number, maxBytes: number): Problem {
  const [size, most] = sizesText(bytes, maxBytes);
  const kept =
    byteLength(line.text, 'utf-8') < bytes
      ? `its first ${line.text.length.toLocaleString('en')} characters are kept`
      : 'it is kept whole';
  return {
    kind: 'problem',
    error: 'line_too_long',
    line: line.line,
    column: 1,
    offset: line.offset,
    reason: `Line ${line.line} is ${size}, more than a bulk request of ${most} can carry; ${kept}`,
    text: line.text,
  };
}

const pushProblem = <R>(problem: Problem, out: Array<R | Problem>): void => {
  out.push(problem);
};

/**
 * A reader that takes the file line by line: `readLine` adds what a line completes (blank lines
 * included), `finish` what is left at the end. A line over the start's `maxLineBytes` is given to
 * `readLong` as its problem instead (which by default adds it). A file that gave neither record
 * nor problem is reported empty.
 */
export function lineReader<R>(
  start: LineReaderStart,
  readLine: (line: Line, out: Array<R | Problem>) => void,
  finish?: (out: Array<R | Problem>) => void,
  readLong: (problem: Problem, out: Array<R | Problem>) => void = pushProblem,
): RecordReader<R> {
  const { encoding, line, offset } = startOf(start);
  const maxLineBytes = start.maxLineBytes ?? Infinity;
  const splitter = createLineSplitter(encoding, { line, offset }, maxLineBytes);
  let read = false;

  function readLines(lines: Line[], last: boolean): Array<R | Problem> {
    const out: Array<R | Problem> = [];
    for (const each of lines)
      if (each.tooLong) readLong(longLineProblem(each, each.tooLong.bytes, maxLineBytes), out);
      else readLine(each, out);
    if (last) finish?.(out);
    read ||= out.length > 0;
    if (last && !read) out.push(emptyProblem(start));
    return out;
  }

  return {
    push: (chunk) => readLines(splitter.push(chunk), false),
    end: () => readLines(splitter.end(), true),
  };
}
