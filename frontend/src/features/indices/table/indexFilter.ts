// Which indices the table holds: hidden names (the hide-indices pattern) are
// left out unless 'show hidden indices' is on; then the health select and the text filter
// apply. Plain text searches index and uuid; 'column:value' works for every column
// the table shows as text, and 'lifecycle:' (also 'ilm:' and 'ism:') searches the policy, phase,
// action and step of the managed indices, read from their map.
import { matchesFilter, parseFilter, type ParsedFilter } from '../../../lib/filter';
import { keptItems } from '../../../lib/keptItems';
import { isHiddenBy } from '../../../lib/regex';
import { lifecycleText, type ManagedIndexMap } from '../lifecycle/lifecycleRows';
import type { IndexRow } from './indexRows';

/** The columns 'column:value' filters on, as the filter's hint lists them. */
export const INDEX_FILTER_COLUMNS = [
  'index',
  'uuid',
  'health',
  'status',
  'shards',
  'replicas',
  'docs',
  'segments',
  'lifecycle',
] as const;

type FilterColumn = (typeof INDEX_FILTER_COLUMNS)[number];

/** The names 'column:' takes: the columns, and the engines' names of the lifecycle column. */
const PARSED_COLUMNS: readonly string[] = [...INDEX_FILTER_COLUMNS, 'ilm', 'ism'];
const LIFECYCLE_NAMES: readonly string[] = ['lifecycle', 'ilm', 'ism'];

const NO_MANAGED: ManagedIndexMap = new Map();

/** The columns plain text (no 'column:') searches. */
export const INDEX_TEXT_COLUMNS: readonly FilterColumn[] = ['index', 'uuid'];
const TEXT_COLUMNS = INDEX_TEXT_COLUMNS;

/** The text of a row's column, as the filter compares it. */
function columnText(row: IndexRow, column: FilterColumn, managed: ManagedIndexMap): string {
  switch (column) {
    case 'lifecycle':
      return lifecycleText(managed.get(row.index));
    case 'shards':
      return String(row.parsedPri);
    case 'replicas':
      return String(row.parsedRep);
    case 'docs':
      return String(row.parsedDocsCount);
    case 'segments':
      return String(row.parsedSegmentsCount);
    default:
      return row[column];
  }
}

export type IndexHealth = 'green' | 'yellow' | 'red';

/** The rows of one health, or all rows without a health chosen. */
export function rowsOfHealth(rows: IndexRow[], health: IndexHealth | null): IndexRow[] {
  return health === null ? rows : keptItems(rows, (row) => row.health === health);
}

/** The rows to show before the text filter. */
export function visibleIndexRows(
  rows: IndexRow[],
  hideRegex: RegExp | null,
  showHidden: boolean,
): IndexRow[] {
  if (showHidden || hideRegex === null) return rows;
  return keptItems(rows, (row) => !isHiddenBy(hideRegex, row.index));
}

// The table calls the filter once per row with the same text: parse it once (a cache).
let lastFilter: { text: string; parsed: ParsedFilter } | null = null;

function parsed(text: string): ParsedFilter {
  if (lastFilter?.text !== text) {
    const filter = parseFilter(text, PARSED_COLUMNS);
    lastFilter = {
      text,
      parsed:
        filter.kind === 'column' && LIFECYCLE_NAMES.includes(filter.column)
          ? { ...filter, column: 'lifecycle' }
          : filter,
    };
  }
  return lastFilter.parsed;
}

/**
 * Whether `row` matches the filter text (plain text over index and uuid, or 'column:value');
 * `managed` holds the managed indices the lifecycle column shows (none while they load).
 */
export function matchesIndexFilter(
  row: IndexRow,
  text: string,
  managed: ManagedIndexMap = NO_MANAGED,
): boolean {
  const filter = parsed(text);
  const columns = filter.kind === 'column' ? INDEX_FILTER_COLUMNS : TEXT_COLUMNS;
  return matchesFilter(row, filter, columns, (r, column) =>
    columnText(r, column as FilterColumn, managed),
  );
}

// The lower-cased texts of a list's columns, each made the first time a filter needs it and
// kept while the list stays: later keystrokes only search them.
// The lifecycle column's texts depend on the managed indices too: kept per map and list.
const keysByList = new WeakMap<readonly IndexRow[], Partial<Record<FilterColumn, string[]>>>();
const lifecycleKeys = new WeakMap<ManagedIndexMap, WeakMap<readonly IndexRow[], string[]>>();

function cached<K extends object, V>(store: WeakMap<K, V>, key: K, make: () => V): V {
  let value = store.get(key);
  if (value === undefined) {
    value = make();
    store.set(key, value);
  }
  return value;
}

function lowerCasedKeys(
  rows: readonly IndexRow[],
  column: FilterColumn,
  managed: ManagedIndexMap,
): string[] {
  const texts = () => rows.map((row) => columnText(row, column, managed).toLowerCase());
  if (column === 'lifecycle') {
    const byList = cached(
      lifecycleKeys,
      managed,
      () => new WeakMap<readonly IndexRow[], string[]>(),
    );
    return cached(byList, rows, texts);
  }
  const keys = cached(keysByList, rows, () => ({}) as Partial<Record<FilterColumn, string[]>>);
  return (keys[column] ??= texts());
}

/**
 * The rows the filter text keeps (as matchesIndexFilter decides), or null when it keeps every
 * row. Found once per text and list: the count beside the filter and the table's filter both
 * read it, so 50,000 rows are searched once per keystroke.
 */
export function indexMatches(
  rows: readonly IndexRow[],
  text: string,
  managed: ManagedIndexMap = NO_MANAGED,
): ReadonlySet<IndexRow> | null {
  const filter = parsed(text);
  if (filter.kind === 'all') return null;
  const columns = filter.kind === 'column' ? [filter.column as FilterColumn] : TEXT_COLUMNS;
  const searched = columns.map((column) => lowerCasedKeys(rows, column, managed));
  const matches = new Set<IndexRow>();
  rows.forEach((row, position) => {
    if (searched.some((column) => column[position].includes(filter.value))) matches.add(row);
  });
  return matches;
}
