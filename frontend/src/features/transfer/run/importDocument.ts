// Turns what a reader of the file gives into the lines of a bulk body: a JSON document as one
// source line (a document spread over several lines of a JSON array file is put on one; its
// numbers keep every digit), a `_bulk` body's action and source as they are, a CSV row as a typed
// document. When the user names the field (or column) the ids come from, each document's action
// line carries its `_id`, so running the import again overwrites instead of duplicating; a
// document without a usable id is a problem for the rejects file. An `_id` field is taken out of
// the document, which may not hold one.
import type { BulkTarget } from '../../../engine/bulkRequests';
import { bulkDocumentLines } from '../../../engine/bulkRequests';
import type { LinedRecord } from '../../../engine/importBatch';
import { isLosslessNumber, stringifyJson } from '../../../lib/json';
import type { BulkRecord } from '../../../lib/transfer/bulkBody';
import type { CsvRecord } from '../../../lib/transfer/csv';
import { valueAt } from '../../../lib/transfer/csvCells';
import { byteLength } from '../../../lib/transfer/lines';
import { problemAt, type DocumentRecord, type Problem } from '../../../lib/transfer/reading';
import { csvDocuments } from './csvDocument';

/** A record of any of the readers. */
export type ReadRecord = DocumentRecord | BulkRecord | CsvRecord;

/** A document ready for a body, with the bytes its lines take there (newlines included). */
export type SizedRecord = LinedRecord;

export interface DocumentOptions {
  target: BulkTarget;
  /** The field or column the ids come from; null when the cluster makes them. */
  idField: string | null;
  /** CSV: the mapping type of each column. */
  columnTypes: Readonly<Record<string, string>>;
  /** CSV: the columns in file order (null without a header: the reader names them c1, c2…). */
  columns: readonly string[] | null;
  delimiter: string;
  quote: string;
}

/** The id a value gives: a string as it is, a number digit for digit; null for anything else. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  return isLosslessNumber(value) ? value.toString() : null;
}

function sized(record: ReadRecord, lines: string[]): SizedRecord {
  let bytes = 0;
  for (const line of lines) bytes += byteLength(line, 'utf-8') + 1;
  return { line: record.line, offset: record.offset, text: record.text, lines, bytes };
}

function missingId(record: ReadRecord, idField: string): Problem {
  const reason = `This document has no id in "${idField}" (a text or a number is needed)`;
  const column = 'column' in record && typeof record.column === 'number' ? record.column : 1;
  const { line, offset, text } = record;
  return problemAt('id_missing', reason, text, 0, { line, column, offset });
}

/**
 * JSON text on one line (a JSON array's element may span several): line breaks in valid JSON are
 * only ever whitespace between tokens.
 */
function oneLine(text: string): string {
  return text.includes('\n') ? text.replace(/\r?\n/g, ' ') : text;
}

function jsonLines(record: DocumentRecord, options: DocumentOptions): SizedRecord | Problem {
  const { idField, target } = options;
  if (idField === null)
    return sized(record, bulkDocumentLines(target, { source: oneLine(record.text) }));
  const id = idOf(valueAt(record.doc, idField.split('.')));
  if (id === null) return missingId(record, idField);
  let source = oneLine(record.text);
  if (idField === '_id' && Object.hasOwn(record.doc, '_id')) {
    const rest = { ...record.doc };
    delete rest._id;
    source = stringifyJson(rest);
  }
  return sized(record, bulkDocumentLines(target, { source, id }));
}

type CsvWriter = (record: CsvRecord) => string | Problem;

function csvLines(
  record: CsvRecord,
  options: DocumentOptions,
  write: CsvWriter,
): SizedRecord | Problem {
  const { idField, target } = options;
  const source = write(record);
  if (typeof source !== 'string') return source;
  if (idField === null) return sized(record, bulkDocumentLines(target, { source }));
  const id = record.row[idField] ?? '';
  if (id === '') return missingId(record, idField);
  return sized(record, bulkDocumentLines(target, { source, id }));
}

/**
 * Turns each record read from the file into its bulk body lines, or the problem that keeps it
 * out. A CSV file without a header has its columns named by its first row.
 */
export function documentReader(
  options: DocumentOptions,
): (record: ReadRecord) => SizedRecord | Problem {
  let writeCsv: CsvWriter | null = null;
  return (record) => {
    if ('actionText' in record) {
      const source = record.sourceText ?? null;
      return sized(
        record,
        bulkDocumentLines(options.target, { action: record.actionText, source }),
      );
    }
    if (!('row' in record)) return jsonLines(record, options);
    writeCsv ??= csvDocuments({
      ...options,
      columns: options.columns ?? Object.keys(record.row),
      omit: options.idField === '_id' ? '_id' : null,
    });
    return csvLines(record, options, writeCsv);
  };
}
