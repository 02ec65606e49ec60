// The file formats an export writes, with their options: NDJSON of the documents (optionally with
// where each came from), a `_bulk` body to import them again, or CSV with the columns the user
// chose. Each gives its writer, its file type and the fields it needs of each document.
import { csvWriter, type CsvDelimiter } from '../../../lib/transfer/csvWriter';
import type { ExportWriter } from '../../../lib/transfer/exportHit';
import { bulkWriter, ndjsonWriter } from '../../../lib/transfer/ndjsonWriter';

export interface NdjsonFormat {
  kind: 'ndjson';
  /** Each line names the document's index as `_index`. */
  index: boolean;
  /** Each line gives the document's id as `_id`. */
  id: boolean;
}

export interface BulkFormat {
  kind: 'bulk';
  action: 'index' | 'create';
  /** Keep each document's id, so that importing again replaces rather than adds. */
  id: boolean;
  /** The index every document goes to on import; '' sends each back to its own. */
  targetIndex: string;
}

export interface CsvFormat {
  kind: 'csv';
  /** Dotted paths into the documents, or `_index` and `_id`. */
  columns: string[];
  delimiter: CsvDelimiter;
  /** Between the values of an array in one cell. */
  arraySeparator: string;
  /** A byte order mark first, so that spreadsheets read the file as UTF-8. */
  bom: boolean;
}

export type ExportFormat = NdjsonFormat | BulkFormat | CsvFormat;
export type ExportFormatKind = ExportFormat['kind'];

export const EXPORT_FORMAT_KINDS: readonly ExportFormatKind[] = ['ndjson', 'bulk', 'csv'];
export const CSV_DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t', '|'];

/** The columns that name where a document came from rather than one of its fields. */
export const META_COLUMNS: readonly string[] = ['_index', '_id'];

export function formatWriter(format: ExportFormat): ExportWriter {
  switch (format.kind) {
    case 'ndjson':
      return ndjsonWriter({ index: format.index, id: format.id });
    case 'bulk':
      return bulkWriter({
        action: format.action,
        id: format.id,
        targetIndex: format.targetIndex.trim() || undefined,
      });
    case 'csv':
      return csvWriter({
        columns: format.columns,
        delimiter: format.delimiter,
        arraySeparator: format.arraySeparator,
        bom: format.bom,
      });
  }
}

/** The file's extension and media type. */
export function fileType(format: { kind: ExportFormatKind }): {
  extension: string;
  mimeType: string;
} {
  return format.kind === 'csv'
    ? { extension: 'csv', mimeType: 'text/csv' }
    : { extension: 'ndjson', mimeType: 'application/x-ndjson' };
}

/**
 * The fields the cluster sends of each document: a CSV's columns (which spares the cluster and
 * the network the rest), every field for the other formats and for a CSV of `_index`/`_id` only.
 */
export function sourceFields(format: ExportFormat): string[] | undefined {
  if (format.kind !== 'csv') return undefined;
  const fields = format.columns.filter((column) => !META_COLUMNS.includes(column));
  return fields.length > 0 ? fields : undefined;
}
