// The import form's choices, kept as the user makes them: the source (a file, or pasted text), how
// it is read (the detected format, encoding and CSV options unless the user changes them), where
// the documents go (an existing index, alias or data stream, or a new index with its shards,
// replicas and mapping), where their ids come from, and how the run goes (body size, requests in
// flight, stopping at the first error, the speed settings).
import { DEFAULT_BATCH_BYTES } from '../../../lib/transfer/batcher';
import type { FileFormat, TextEncoding } from '../../../lib/transfer/checkpoint';
import type { Detected, ReadChoices } from './filePreview';

export type SourceKind = 'file' | 'paste';
export type TargetKind = 'existing' | 'new';

/** Bytes in a megabyte, as the body size is written. */
export const MEGABYTE = 1_000_000;
export const DEFAULT_CONCURRENCY = 3;
export const MAX_CONCURRENCY = 8;
/** The name a pasted text is imported (and its rejects file named) under. */
export const PASTED_NAME = 'pasted.ndjson';

/** The reading the user changed from the detected one; null keeps what was detected. */
export interface ReadingChanges {
  format: FileFormat | null;
  encoding: TextEncoding | null;
  delimiter: string | null;
  quote: string;
  header: boolean;
}

export interface ImportDraft {
  source: SourceKind;
  file: File | null;
  pasted: string;
  reading: ReadingChanges;
  targetKind: TargetKind;
  /** The existing target's name, or the new index's. */
  index: string;
  /** What the number inputs hold: a number, or '' when cleared. */
  shards: number | string;
  replicas: number | string;
  /** The new index's mapping as JSON text; '' until the proposal fills it. */
  mapping: string;
  /** The field or column the ids come from; '' for ids the cluster makes. */
  idField: string;
  bodyMegabytes: number | string;
  concurrency: number | string;
  stopAtFirstError: boolean;
  refreshOff: boolean;
  noReplicas: boolean;
}

export const NO_READING_CHANGES: ReadingChanges = {
  format: null,
  encoding: null,
  delimiter: null,
  quote: '"',
  header: true,
};

export function initialDraft(index: string): ImportDraft {
  return {
    source: 'file',
    file: null,
    pasted: '',
    reading: NO_READING_CHANGES,
    targetKind: 'existing',
    index,
    shards: 1,
    replicas: 1,
    mapping: '',
    idField: '',
    bodyMegabytes: DEFAULT_BATCH_BYTES / MEGABYTE,
    concurrency: DEFAULT_CONCURRENCY,
    stopAtFirstError: false,
    refreshOff: false,
    noReplicas: false,
  };
}

/** The draft with another source: the reading, the ids and the proposed mapping start again. */
export function withSource(draft: ImportDraft, changes: Partial<ImportDraft>): ImportDraft {
  return { ...draft, ...changes, reading: NO_READING_CHANGES, idField: '', mapping: '' };
}

/** How the file is read: what the user changed, the detected values otherwise. */
export function readChoices(reading: ReadingChanges, detected: Detected): ReadChoices {
  return {
    format: reading.format ?? detected.format,
    encoding: reading.encoding ?? detected.encoding,
    gzip: detected.gzip,
    delimiter: reading.delimiter ?? detected.delimiter,
    quote: reading.quote,
    header: reading.header,
  };
}

/** A whole number the input holds, or null when it holds none. */
export function wholeNumber(value: number | string): number | null {
  if (value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? Math.trunc(parsed) : null;
}

/** A number the input holds (a fraction too), or null when it holds none. */
export function anyNumber(value: number | string): number | null {
  if (value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}
