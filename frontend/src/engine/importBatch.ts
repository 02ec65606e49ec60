// What the reading side of an import hands to the writing side: bulk bodies ready to send, as
// UTF-8 bytes (made once where the file is read, handed to the page without a copy and sent as
// they are), each with the documents it carries (where they are in the file and in the body), the
// problems met while reading them (lines that are not documents, which go to the rejects file as
// they are), and where in the file the next body starts, for the checkpoint. A document's text
// is read back from the body only when the rejects file needs it.
import type { FilePosition } from '../lib/transfer/batcher';
import type { Problem } from '../lib/transfer/reading';

/** A document before its body is made: its action and source lines, without newlines. */
export interface LinedRecord {
  line: number;
  offset: number;
  /** Its text as read from the file. */
  text: string;
  lines: readonly string[];
  /** The bytes its lines take in a body, newlines included. */
  bytes: number;
}

/** One document in a bulk body: where it is in the file and where its lines are in `body`. */
export interface ImportRecord {
  line: number;
  offset: number;
  /** The bytes of the body it is in; its lines are `body[start, end)`, the last newline included. */
  body: Uint8Array;
  start: number;
  end: number;
  /** Where its text as read starts in `body` (its source line, or the whole record of a `_bulk` file). */
  textStart: number;
  /** Its text as read, when the body does not hold it as it was (a CSV row, a document given an id). */
  text?: string;
}

export interface ImportBatch {
  /** 0 for the first body of a run, then 1, 2... in file order. */
  sequence: number;
  records: ImportRecord[];
  /** The size in bytes of the body the records make. */
  bytes: number;
  /** A single document larger than a whole body may be: it is rejected, not sent. */
  tooLarge: boolean;
  /** The lines read before and among these documents that are not documents. */
  problems: Problem[];
  /** Where the document after the last one starts: a resumed import starts there. */
  end: FilePosition;
  /** How many bytes of the file have been read so far, for the progress bar. */
  bytesRead: number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const NEWLINE = 0x0a;
const EMPTY = new Uint8Array(0);

/**
 * The body of `records` (of `bytes` bytes in all, as their `bytes` say) and each record's place
 * in it. A record's text is kept only when the body does not hold it as read. A batch of one
 * document too large to send keeps its text and no body.
 */
export function packRecords(
  records: readonly LinedRecord[],
  bytes: number,
  tooLarge = false,
): ImportRecord[] {
  if (tooLarge) {
    return records.map(({ line, offset, text }) => {
      return { line, offset, body: EMPTY, start: 0, end: 0, textStart: 0, text };
    });
  }
  const body = new Uint8Array(bytes);
  let at = 0;
  return records.map((record) => {
    const { line, offset, text, lines } = record;
    const start = at;
    let textStart = -1;
    lines.forEach((one, index) => {
      if (index === lines.length - 1 && one === text) textStart = at;
      at += encoder.encodeInto(one, body.subarray(at)).written;
      body[at++] = NEWLINE;
    });
    if (textStart === -1 && lines.join('\n') === text) textStart = start;
    const packed: ImportRecord = {
      line,
      offset,
      body,
      start,
      end: at,
      textStart: Math.max(0, textStart),
    };
    if (textStart === -1) packed.text = text;
    return packed;
  });
}

/** A record's text as read from the file, for the rejects file. */
export function recordText(record: ImportRecord): string {
  if (record.text !== undefined) return record.text;
  return decoder.decode(
    record.body.subarray(record.textStart, Math.max(record.textStart, record.end - 1)),
  );
}

/**
 * The body of a bulk request carrying `records`: their bytes as they are when they follow each
 * other in one body (a whole batch: no copy), else copied after each other.
 */
export function bulkBody(records: readonly ImportRecord[]): Uint8Array {
  const first = records[0];
  if (first === undefined) return EMPTY;
  let size = 0;
  let follow = true;
  records.forEach((record, index) => {
    size += record.end - record.start;
    const before = records[index - 1];
    if (before && (before.body !== record.body || before.end !== record.start)) follow = false;
  });
  if (follow) return first.body.subarray(first.start, records[records.length - 1].end);
  const body = new Uint8Array(size);
  let at = 0;
  for (const record of records) {
    body.set(record.body.subarray(record.start, record.end), at);
    at += record.end - record.start;
  }
  return body;
}

/** The buffers of a batch's bodies, to hand them to another thread without a copy. */
export function batchBuffers(batch: Pick<ImportBatch, 'records'>): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const record of batch.records) {
    const { buffer } = record.body;
    if (buffer instanceof ArrayBuffer && buffer.byteLength > 0) buffers.add(buffer);
  }
  return [...buffers];
}
