// Where an interrupted import resumes. After each acknowledged bulk request the import records a
// checkpoint: which file (its name, size and last modification), how far into it every document
// has been answered (byte offset and line), the counts so far, the target and how the file is
// read. When the user picks a file to resume, it must be that same file; otherwise the import
// says what differs rather than starting in the middle of another file. A checkpoint read back
// from storage is checked field by field: a damaged one is dropped, never half used.
import { isRecord } from '../storage';
import type { FilePosition } from './batcher';
import { isCount, type TransferCounts } from './rejects';

/** What identifies a file the user picks again: as a File gives them. */
export interface FileFingerprint {
  name: string;
  size: number;
  lastModified: number;
}

export function fingerprint(file: FileFingerprint): FileFingerprint {
  return { name: file.name, size: file.size, lastModified: file.lastModified };
}

export const FILE_FORMATS = ['ndjson', 'bulk', 'json-array', 'csv'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

export const TEXT_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be'] as const;
export type TextEncoding = (typeof TEXT_ENCODINGS)[number];

/** How the file is read, so a resumed import reads the rest of it the same way. */
export interface FormatOptions {
  format: FileFormat;
  encoding: TextEncoding;
  gzip: boolean;
  /** CSV: the delimiter and quote characters, and whether the first row names the columns. */
  delimiter: string | null;
  quote: string | null;
  header: boolean | null;
  /** The column or field the ids come from; null when the engine makes them. */
  idField: string | null;
}

export interface Checkpoint {
  file: FileFingerprint;
  /** Where reading resumes: every document before it has been answered. */
  position: FilePosition;
  counts: TransferCounts;
  target: { name: string; dataStream: boolean };
  format: FormatOptions;
  /** When it was recorded (ms since the epoch). */
  savedAt: number;
}

/** Why a picked file is not the one a checkpoint was recorded for. */
export type FileDifference = 'name' | 'size' | 'lastModified';

/** The ways `file` differs from the checkpoint's; empty when it is the same file. */
export function fileDifferences(checkpoint: Checkpoint, file: FileFingerprint): FileDifference[] {
  const differences: FileDifference[] = [];
  if (file.name !== checkpoint.file.name) differences.push('name');
  if (file.size !== checkpoint.file.size) differences.push('size');
  if (file.lastModified !== checkpoint.file.lastModified) differences.push('lastModified');
  return differences;
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

const isChar = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && value.length === 1);

function readFile(value: unknown): FileFingerprint | null {
  if (!isRecord(value) || typeof value.name !== 'string' || value.name === '') return null;
  const { size, lastModified } = value;
  return isCount(size) && isCount(lastModified) ? { name: value.name, size, lastModified } : null;
}

function readPosition(value: unknown): FilePosition | null {
  if (!isRecord(value) || !isCount(value.offset) || !isCount(value.line) || value.line < 1)
    return null;
  return { line: value.line, offset: value.offset };
}

const COUNT_NAMES = ['sent', 'created', 'updated', 'rejected', 'retried'] as const;

function readCounts(value: unknown): TransferCounts | null {
  if (!isRecord(value) || !COUNT_NAMES.every((name) => isCount(value[name]))) return null;
  const { sent, created, updated, rejected, retried } = value as Record<string, number>;
  // Checkpoints kept before documents already there were counted have none.
  const existing = isCount(value.existing) ? value.existing : 0;
  return { sent, created, updated, existing, rejected, retried };
}

function readTarget(value: unknown): Checkpoint['target'] | null {
  if (!isRecord(value) || typeof value.name !== 'string' || value.name === '') return null;
  return typeof value.dataStream === 'boolean'
    ? { name: value.name, dataStream: value.dataStream }
    : null;
}

function readFormat(value: unknown): FormatOptions | null {
  if (!isRecord(value)) return null;
  const { format, encoding, gzip, delimiter, quote, header, idField } = value;
  if (!oneOf(FILE_FORMATS)(format) || !oneOf(TEXT_ENCODINGS)(encoding)) return null;
  if (typeof gzip !== 'boolean' || !isChar(delimiter) || !isChar(quote)) return null;
  if (header !== null && typeof header !== 'boolean') return null;
  if (idField !== null && (typeof idField !== 'string' || idField === '')) return null;
  return { format, encoding, gzip, delimiter, quote, header, idField };
}

/** A checkpoint read back from storage, or null when any of its fields is missing or damaged. */
export function parseCheckpoint(value: unknown): Checkpoint | null {
  if (!isRecord(value) || !isCount(value.savedAt)) return null;
  const file = readFile(value.file);
  const position = readPosition(value.position);
  const counts = readCounts(value.counts);
  const target = readTarget(value.target);
  const format = readFormat(value.format);
  if (!file || !position || !counts || !target || !format) return null;
  // A compressed file's offsets count its decompressed bytes, which may be more than its size.
  if (!format.gzip && position.offset > file.size) return null;
  return { file, position, counts, target, format, savedAt: value.savedAt };
}

/**
 * Puts answers that come back in any order (several requests are in flight) back in the order
 * the batches were sent: `acknowledge` takes a batch's sequence number and its value, and returns
 * the values whose batches, with all those before them, are now answered. A checkpoint is
 * recorded from these alone, so it never passes a batch still in flight.
 */
export class InOrder<T> {
  private readonly waiting = new Map<number, T>();
  private next: number;

  constructor(firstSequence = 0) {
    this.next = firstSequence;
  }

  acknowledge(sequence: number, value: T): T[] {
    if (sequence < this.next || this.waiting.has(sequence))
      throw new RangeError(`batch ${sequence} was already acknowledged`);
    this.waiting.set(sequence, value);
    const released: T[] = [];
    while (this.waiting.has(this.next)) {
      released.push(this.waiting.get(this.next) as T);
      this.waiting.delete(this.next);
      this.next += 1;
    }
    return released;
  }
}
