// Which indices the table holds (data spec 4.2): hidden names (the hide-indices pattern) are
// left out unless 'show hidden indices' is on; then the text filter (data 5.2) applies over
// index and uuid.
import { matchesFilter, parseFilter, type ParsedFilter } from '../../lib/filter';
import { isHiddenBy } from '../../lib/regex';
import type { IndexRow } from './indexRows';

export const INDEX_FILTER_COLUMNS = ['index', 'uuid'] as const;

/** The rows to show before the text filter. */
export function visibleIndexRows(rows: IndexRow[], hideRegex: RegExp | null, showHidden: boolean): IndexRow[] {
  if (showHidden || hideRegex === null) return rows;
  return rows.filter((row) => !isHiddenBy(hideRegex, row.index));
}

let lastFilter: { text: string; parsed: ParsedFilter } | null = null;

// The table calls the filter once per row with the same text: parse it once.
function parsed(text: string): ParsedFilter {
  if (lastFilter?.text !== text) lastFilter = { text, parsed: parseFilter(text, INDEX_FILTER_COLUMNS) };
  return lastFilter.parsed;
}

/** Whether `row` matches the filter text (plain text, or 'index:…' / 'uuid:…'). */
export function matchesIndexFilter(row: IndexRow, text: string): boolean {
  return matchesFilter(row, parsed(text), INDEX_FILTER_COLUMNS);
}

type FilterColumn = (typeof INDEX_FILTER_COLUMNS)[number];

// The lower-cased names and uuids of a list, made on the first keystroke and kept while the
// list stays: later keystrokes only search them.
const keysByList = new WeakMap<readonly IndexRow[], Record<FilterColumn, string[]>>();

function lowerCasedKeys(rows: readonly IndexRow[]): Record<FilterColumn, string[]> {
  let keys = keysByList.get(rows);
  if (!keys) {
    keys = { index: rows.map((row) => row.index.toLowerCase()), uuid: rows.map((row) => row.uuid.toLowerCase()) };
    keysByList.set(rows, keys);
  }
  return keys;
}

/**
 * The rows the filter text keeps (as matchesIndexFilter decides), or null when it keeps every
 * row. Found once per text and list: the count beside the filter and the table's filter both
 * read it, so 50,000 rows are searched once per keystroke.
 */
export function indexMatches(rows: readonly IndexRow[], text: string): ReadonlySet<IndexRow> | null {
  const filter = parsed(text);
  if (filter.kind === 'all') return null;
  const keys = lowerCasedKeys(rows);
  const searched = filter.kind === 'column' ? [keys[filter.column as FilterColumn]] : INDEX_FILTER_COLUMNS.map((column) => keys[column]);
  const matches = new Set<IndexRow>();
  rows.forEach((row, position) => {
    if (searched.some((column) => column[position].includes(filter.value))) matches.add(row);
  });
  return matches;
}
