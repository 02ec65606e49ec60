// The CSV export: one row per document with the columns the user chose, for spreadsheets and
// tools that read tables. Rows follow RFC 4180 (CRLF line ends, quoted cells where needed), and
// no cell can run as a formula in the spreadsheet that opens the file.
import { cellText, guardFormula, valueAt } from './csvCells';
import type { ExportHit, ExportWriter } from './exportHit';

/** The separators a CSV file may use between cells. */
export type CsvDelimiter = ',' | ';' | '\t' | '|';

export interface CsvWriterOptions {
  /**
   * The columns, in order: dotted paths into the document (`user.name`), or `_index` and `_id`
   * for where each document came from (names no document field may have).
   */
  columns: readonly string[];
  /** Between cells; default ','. */
  delimiter?: CsvDelimiter;
  /** Between the values of an array in one cell; default '|'. */
  arraySeparator?: string;
  /** Starts the file with a byte order mark, so that spreadsheets read it as UTF-8. */
  bom?: boolean;
  /** Leaves negative numbers as numbers instead of guarding them as text (see guardFormula). */
  keepNegativeNumbers?: boolean;
}

const BYTE_ORDER_MARK = '\uFEFF';
const LINE_END = '\r\n';

/** The value of one column in a hit. */
type ColumnReader = (hit: ExportHit) => unknown;

function columnReader(column: string): ColumnReader {
  if (column === '_index') return (hit) => hit._index;
  if (column === '_id') return (hit) => hit._id;
  const segments = column.split('.');
  return (hit) => valueAt(hit._source, segments);
}

/** The CSV file's writer: its head is the header row of the column names. */
export function csvWriter(options: CsvWriterOptions): ExportWriter {
  const {
    columns,
    delimiter = ',',
    arraySeparator = '|',
    bom = false,
    keepNegativeNumbers = false,
  } = options;
  const needsQuotes = new RegExp(`["\\r\\n${delimiter}]`);
  const cell = (text: string): string => {
    const guarded = guardFormula(text, keepNegativeNumbers);
    return needsQuotes.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
  };
  const readers = columns.map(columnReader);
  const head = (bom ? BYTE_ORDER_MARK : '') + columns.map(cell).join(delimiter) + LINE_END;
  const page = (hits: readonly ExportHit[]): string => {
    let text = '';
    for (const hit of hits) {
      text += readers.map((read) => cell(cellText(read(hit), arraySeparator))).join(delimiter);
      text += LINE_END;
    }
    return text;
  };
  return { head, page };
}
