// The export form's choices, kept whole while the user moves between formats, and the setup they
// make once each is valid: an index named, a query that is a JSON object (or none), and for a CSV
// at least one column.
import type { BulkFormat, CsvFormat, ExportFormatKind, NdjsonFormat } from './exportFormat';
import { META_COLUMNS } from './exportFormat';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PART_MEGABYTES,
  defaultFileName,
  MEGABYTE,
  readQueryText,
  type ExportSetup,
} from './exportSetup';

export interface CsvDraft extends Omit<CsvFormat, 'columns'> {
  /** The chosen columns; null until the user chooses: every field of the mapping. */
  columns: string[] | null;
}

export interface ExportDraft {
  index: string;
  /** The query as JSON text; '' for every document. */
  queryText: string;
  kind: ExportFormatKind;
  ndjson: NdjsonFormat;
  bulk: BulkFormat;
  csv: CsvDraft;
  slices: number;
  pageSize: number;
  partMegabytes: number;
  /** The file name without extension; null until the user writes one: after the index. */
  fileName: string | null;
}

export function initialDraft(index: string, queryText: string): ExportDraft {
  return {
    index,
    queryText,
    kind: 'ndjson',
    ndjson: { kind: 'ndjson', index: false, id: false },
    bulk: { kind: 'bulk', action: 'index', id: true, targetIndex: '' },
    csv: {
      kind: 'csv',
      columns: null,
      delimiter: ',',
      arraySeparator: '|',
      bom: false,
    },
    slices: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    partMegabytes: DEFAULT_PART_MEGABYTES,
    fileName: null,
  };
}

/** The columns a CSV export offers: where each document came from, then the mapping's fields. */
export function offeredColumns(fields: readonly string[]): string[] {
  return [...META_COLUMNS, ...fields.filter((field) => !META_COLUMNS.includes(field))];
}

/** The columns of the CSV: the user's, or every field of the mapping until they choose. */
export function chosenColumns(csv: CsvDraft, fields: readonly string[]): string[] {
  return csv.columns ?? fields.filter((field) => !META_COLUMNS.includes(field));
}

export function draftFileName(draft: ExportDraft): string {
  return draft.fileName ?? defaultFileName(draft.index);
}

export type DraftProblem = 'index' | 'query' | 'columns' | 'fileName';

/** The setup of a draft, or the first thing that keeps it from being one. */
export function draftSetup(
  draft: ExportDraft,
  fields: readonly string[],
): { setup: ExportSetup } | { problem: DraftProblem } {
  const index = draft.index.trim();
  if (index === '') return { problem: 'index' };
  const query = readQueryText(draft.queryText);
  if (!query.ok) return { problem: 'query' };
  const columns = chosenColumns(draft.csv, fields);
  if (draft.kind === 'csv' && columns.length === 0) return { problem: 'columns' };
  const fileName = draftFileName(draft).trim();
  if (fileName === '') return { problem: 'fileName' };
  const format = draft.kind === 'csv' ? { ...draft.csv, columns } : draft[draft.kind];
  return {
    setup: {
      index,
      query: query.query,
      format,
      slices: draft.slices,
      pageSize: draft.pageSize,
      fileName,
      partBytes: draft.partMegabytes * MEGABYTE,
      everyField:
        draft.kind === 'csv' &&
        fields.length > 0 &&
        fields.every((field) => META_COLUMNS.includes(field) || columns.includes(field)),
    },
  };
}
