// Text filters of tables.
// - The text is lower-cased and trimmed; empty shows every row.
// - 'column:value' with an allowed column matches that column only; if either part is blank,
//   every row shows. Text before the first ':' that is not an allowed column is plain text, so
//   an IPv6 address or a time can still be searched for.
// - Otherwise a row matches when any allowed column contains the text.
// - Matching is a case-insensitive substring test; null or missing fields never match.

export type ParsedFilter =
  | { kind: 'all' }
  | { kind: 'column'; column: string; value: string }
  | { kind: 'any'; value: string };

export function parseFilter(text: string, columns: readonly string[]): ParsedFilter {
  const query = text.trim().toLowerCase();
  if (query === '') return { kind: 'all' };
  const colon = query.indexOf(':');
  if (colon === -1) return { kind: 'any', value: query };
  const name = query.slice(0, colon).trim();
  const value = query.slice(colon + 1).trim();
  if (name === '' || value === '') return { kind: 'all' };
  const column = columns.find((c) => c.toLowerCase() === name);
  return column === undefined ? { kind: 'any', value: query } : { kind: 'column', column, value };
}

/** A field's text for matching; objects and missing values never match. */
function fieldText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.toLowerCase();
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value).toLowerCase();
  if (Array.isArray(value)) return value.map(String).join(', ').toLowerCase();
  return null;
}

export type FieldReader<Row> = (row: Row, column: string) => unknown;

const readProperty = <Row>(row: Row, column: string): unknown =>
  (row as Record<string, unknown>)[column];

export function matchesFilter<Row>(
  row: Row,
  filter: ParsedFilter,
  columns: readonly string[],
  read: FieldReader<Row> = readProperty,
): boolean {
  if (filter.kind === 'all') return true;
  const searched = filter.kind === 'column' ? [filter.column] : columns;
  return searched.some((column) => fieldText(read(row, column))?.includes(filter.value) ?? false);
}

/** The rows that `text` matches over the allowed `columns`. */
export function filterRows<Row>(
  rows: readonly Row[],
  text: string,
  columns: readonly string[],
  read: FieldReader<Row> = readProperty,
): Row[] {
  const filter = parseFilter(text, columns);
  if (filter.kind === 'all') return [...rows];
  return rows.filter((row) => matchesFilter(row, filter, columns, read));
}

/**
 * A list's filter over `columns`: whether `row` matches `text`. The last text parsed is kept, as
 * the table filters every row with the same text.
 */
export function rowMatcher<Row>(
  columns: readonly string[],
  read: FieldReader<Row> = readProperty,
): (row: Row, text: string) => boolean {
  let last: { text: string; parsed: ParsedFilter } | null = null;
  return (row, text) => {
    if (last?.text !== text) last = { text, parsed: parseFilter(text, columns) };
    return matchesFilter(row, last.parsed, columns, read);
  };
}
