// What the reading side of an import hands to the writing side: bulk bodies ready to send, each
// with the documents it carries (where they are in the file and their text, for the rejects
// file), the problems met while reading them (lines that are not documents, which go to the
// rejects file as they are), and where in the file the next body starts, for the checkpoint.
import type { FilePosition } from '../lib/transfer/batcher';
import type { Problem } from '../lib/transfer/reading';
import type { SentRecord } from './bulkOutcomes';

/** One document in a bulk body: where it is in the file, its text, and its lines in the body. */
export interface ImportRecord extends Omit<SentRecord, 'attempt'> {
  /** Its action and source lines, without newlines, as they go into a body. */
  lines: string[];
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

/** The body of a bulk request carrying `records`, each line followed by a newline. */
export function bulkBody(records: readonly Pick<ImportRecord, 'lines'>[]): string {
  let body = '';
  for (const record of records) for (const line of record.lines) body += `${line}\n`;
  return body;
}
