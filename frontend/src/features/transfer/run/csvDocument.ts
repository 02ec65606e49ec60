// Turns a CSV row into the document the cluster stores: each column becomes a field, written as
// the target's mapping types it (whole numbers and decimals as JSON numbers, digit for digit;
// booleans as true or false; anything else as text), and empty cells are left out, so an empty
// number or date does not make the cluster refuse the row. A cell that does not fit its column's
// type makes the whole row a problem naming the line and column of that cell, and the row goes to
// the rejects file as it is in the file.
import { fieldStart, type CsvRecord } from '../../../lib/transfer/csv';
import { problemAt, type Problem } from '../../../lib/transfer/reading';

/** How a cell of a column is written in the document. */
type CellKind = 'text' | 'integer' | 'decimal' | 'boolean';
type TypedKind = Exclude<CellKind, 'text'>;

const INTEGER_TYPES: ReadonlySet<string> = new Set([
  'long',
  'integer',
  'short',
  'byte',
  'unsigned_long',
]);
const DECIMAL_TYPES: ReadonlySet<string> = new Set([
  'double',
  'float',
  'half_float',
  'scaled_float',
]);

function cellKind(type: string | undefined): CellKind {
  if (type === undefined) return 'text';
  if (INTEGER_TYPES.has(type)) return 'integer';
  if (DECIMAL_TYPES.has(type)) return 'decimal';
  return type === 'boolean' ? 'boolean' : 'text';
}

/** A whole number, possibly written with a zero fraction (`12.0`), as spreadsheets do. */
const INTEGER = /^([+-]?)(\d+)(?:\.0*)?$/;
/** A number as JSON writes it. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
/** A decimal as people write it: a sign, no digit before or after the point, leading zeros. */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

function integerJson(text: string): string | null {
  const found = INTEGER.exec(text);
  if (!found) return null;
  const digits = found[2].replace(/^0+(?=\d)/, '');
  return found[1] === '-' ? `-${digits}` : digits;
}

function decimalJson(text: string): string | null {
  if (JSON_NUMBER.test(text)) return text;
  return DECIMAL.test(text) ? String(Number(text)) : null;
}

function booleanJson(text: string): string | null {
  const lower = text.toLowerCase();
  return lower === 'true' || lower === 'false' ? lower : null;
}

/** The JSON of a cell of a typed column, or null when it is not a value of that type. */
function typedJson(text: string, kind: TypedKind): string | null {
  if (kind === 'integer') return integerJson(text);
  if (kind === 'decimal') return decimalJson(text);
  return booleanJson(text);
}

const EXPECTED: Record<TypedKind, string> = {
  integer: 'a whole number',
  decimal: 'a number',
  boolean: 'true or false',
};

export interface CsvDocumentOptions {
  /** The columns in file order (a header may name one twice: its last cell is kept). */
  columns: readonly string[];
  /** The mapping type of each column; a column without one is text. */
  columnTypes: Readonly<Record<string, string>>;
  delimiter: string;
  quote: string;
  /** A column left out of the document (`_id`, which goes in the action line instead). */
  omit?: string | null;
}

/** A column as the documents write it: its name as a JSON key, how its cells are written. */
interface Column {
  name: string;
  index: number;
  key: string;
  kind: CellKind;
}

/** The problem of the cell of `column` holding `text`, which is not of the column's type. */
function misfit(
  record: CsvRecord,
  options: CsvDocumentOptions,
  column: Column,
  text: string,
): Problem {
  const type = options.columnTypes[column.name];
  const reason = `Column "${column.name}" holds "${text}", which is not ${EXPECTED[column.kind as TypedKind]} (the mapping says ${type})`;
  const { delimiter, quote } = options;
  const position = column.index === 0 ? 0 : fieldStart(record.text, column.index, delimiter, quote);
  const { line, offset } = record;
  return problemAt('csv_value', reason, record.text, position, { line, column: 1, offset });
}

/**
 * Writes the documents of rows with `options`' columns: each row's JSON text, or the problem of
 * its first cell that does not fit its column.
 */
export function csvDocuments(options: CsvDocumentOptions): (record: CsvRecord) => string | Problem {
  // A column named twice is written once; the omitted one counts as written already.
  const named = new Set<string>(options.omit ? [options.omit] : []);
  const columns: Column[] = [];
  options.columns.forEach((name, index) => {
    if (named.has(name)) return;
    named.add(name);
    const kind = cellKind(options.columnTypes[name]);
    columns.push({ name, index, key: `${JSON.stringify(name)}:`, kind });
  });
  return (record) => {
    let json = '';
    for (const column of columns) {
      const cell = record.row[column.name] ?? '';
      const text = column.kind === 'text' ? cell : cell.trim();
      if (text === '') continue;
      const value = column.kind === 'text' ? JSON.stringify(text) : typedJson(text, column.kind);
      if (value === null) return misfit(record, options, column, text);
      json += `${json === '' ? '{' : ','}${column.key}${value}`;
    }
    return json === '' ? '{}' : `${json}}`;
  };
}
