// Groups the documents of an import into bulk requests of at most a chosen size in bytes and a
// chosen number of documents, in file order. A document larger than the size alone is put in a
// batch of its own flagged as too large, so it is reported as rejected rather than sent to a
// cluster that would refuse the whole request. Each batch knows where in the file it starts and
// where the next one starts, which is where an import resumes once the batch is acknowledged.

/** A place in the file: a line number (1-based) and the byte offset of its start. */
export interface FilePosition {
  line: number;
  offset: number;
}

/** One document to send, where it is in the file, and its bytes in the bulk body. */
export interface BatchRecord extends FilePosition {
  /** The bytes of its action and source lines in the body, newlines included. */
  bytes: number;
}

export interface Batch<R extends BatchRecord> {
  /** 0 for the first batch of a run, then 1, 2... in file order. */
  sequence: number;
  records: R[];
  /** The size of the bulk body. */
  bytes: number;
  /** A single record over the byte limit: not to be sent. */
  tooLarge: boolean;
  /** Where its first record starts. */
  start: FilePosition;
  /** Where the record after its last one starts (or the end of the file, for the last batch). */
  end: FilePosition;
}

export interface BatchLimits {
  maxBytes: number;
  maxDocuments: number;
}

/** The default size of a bulk body: about 5 MB, which most clusters take in their stride. */
export const DEFAULT_BATCH_BYTES = 5_000_000;

/**
 * The byte limit of a batch: the user's choice, but never over any of the cluster's `limits`
 * (`http.max_content_length`, a signing proxy's body limit); an unknown limit is null.
 */
export function batchByteLimit(chosen: number, limits: readonly (number | null)[]): number {
  const known = limits.filter((limit): limit is number => limit !== null && limit > 0);
  return Math.max(1, Math.floor(Math.min(chosen, ...known)));
}

/** The UTF-8 length of a text, without encoding it. */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) {
      bytes += 1;
    } else if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      // A surrogate pair: two code units, four bytes.
      bytes += 2;
      i += 1;
    } else {
      // Three bytes; a lone surrogate too, written as U+FFFD.
      bytes += 2;
    }
  }
  return bytes;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** The bytes of lines in a bulk body, each followed by its newline. */
export function bodyBytes(lines: readonly string[]): number {
  return lines.reduce((sum, line) => sum + utf8Length(line) + 1, 0);
}

/**
 * Collects records into batches. `add` returns the batch the record closes, if any: the one in
 * progress when the record does not fit in it (a record too large for any batch stays alone in
 * the next one, closed by the record after it); `finish` returns the last one.
 */
export class Batcher<R extends BatchRecord> {
  private readonly limits: BatchLimits;
  private records: R[] = [];
  private bytes = 0;
  private sequence = 0;

  constructor(limits: BatchLimits) {
    if (!(limits.maxBytes >= 1 && limits.maxDocuments >= 1))
      throw new RangeError('batch limits must be at least 1');
    this.limits = limits;
  }

  add(record: R): Batch<R>[] {
    const full =
      this.records.length >= this.limits.maxDocuments ||
      this.bytes + record.bytes > this.limits.maxBytes;
    // A record over the limit makes the batch in progress full, and fills the next one alone.
    const closed = this.records.length > 0 && full ? [this.close(record)] : [];
    this.records.push(record);
    this.bytes += record.bytes;
    return closed;
  }

  /** The batch in progress, ending at `end` (the end of the file); none when it is empty. */
  finish(end: FilePosition): Batch<R>[] {
    return this.records.length > 0 ? [this.close(end)] : [];
  }

  private close(end: FilePosition): Batch<R> {
    const records = this.records;
    const batch: Batch<R> = {
      sequence: this.sequence,
      records,
      bytes: this.bytes,
      tooLarge: records.length === 1 && records[0].bytes > this.limits.maxBytes,
      start: { line: records[0].line, offset: records[0].offset },
      end: { line: end.line, offset: end.offset },
    };
    this.sequence += 1;
    this.records = [];
    this.bytes = 0;
    return batch;
  }
}
