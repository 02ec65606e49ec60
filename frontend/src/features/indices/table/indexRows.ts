// The index row, built from one row of the indices listing (_cat/indices with
// bytes=b). Everything the table filters or sorts by is parsed here once per answer, so
// rendering and sorting do no per-row parsing. A count is kept as its number only: a text copy
// of each took 0.4 MB (the shard counts) to 1.2 MB (the size) for 50,000 rows. Texts written in
// the chosen language (sizes, counts) are left to the cells, which run for the shown page only:
// writing a size for each of 50,000 rows here took longer than the rest of the parse.
import { frozenRows } from '../../../lib/frozenRows';
import type { CatRow } from '../../../api/operations/cat';
import type { HealthStatus } from '../../../components/StatusDot/StatusDot';

/** A parsed integer, or '' when the cluster sent nothing (a closed index has no counts). */
export type CatInteger = number | '';

export interface IndexRow {
  index: string;
  health: string;
  status: string;
  uuid: string;
  parsedPri: CatInteger;
  parsedRep: CatInteger;
  parsedDocsCount: CatInteger;
  parsedStoreSize: CatInteger;
  parsedSegmentsCount: CatInteger;
  /** Creation time in epoch milliseconds. */
  created: CatInteger;
}

/** An integer from a _cat text value; '' when it is missing, empty or not a number. */
export function catInteger(value: unknown): CatInteger {
  if (typeof value === 'string' && isDigits(value)) return Number(value);
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : '';
  if (typeof value !== 'string' || value.trim() === '') return '';
  const parsed = Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? '' : parsed;
}

/**
 * Whether `value` is 1 to 15 decimal digits (what the cluster sends for a count): read as a
 * number directly, about three times faster than parseInt over 50,000 rows' counts.
 */
function isDigits(value: string): boolean {
  const length = value.length;
  if (length === 0 || length > 15) return false;
  for (let index = 0; index < length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

export function parseIndexRow(row: CatRow): IndexRow {
  return {
    index: text(row.index),
    health: text(row.health),
    status: text(row.status),
    uuid: text(row.uuid),
    parsedPri: catInteger(row.pri),
    parsedRep: catInteger(row.rep),
    parsedDocsCount: catInteger(row['docs.count']),
    parsedStoreSize: catInteger(row['store.size']),
    parsedSegmentsCount: catInteger(row.sc),
    created: catInteger(row.cd),
  };
}

/**
 * The rows of a listing answer, each frozen (see `frozenRows`); anything but an array of objects
 * gives no rows.
 */
export function parseIndexRows(answer: unknown): IndexRow[] {
  if (!Array.isArray(answer)) return [];
  const rows: IndexRow[] = [];
  for (const item of answer) {
    if (item !== null && typeof item === 'object') rows.push(parseIndexRow(item as CatRow));
  }
  return frozenRows(rows);
}

/** Whether the index is open: only then is Close offered, otherwise Open. */
export function isOpen(row: Pick<IndexRow, 'status'>): boolean {
  return row.status === 'open';
}

const KNOWN: readonly string[] = ['green', 'yellow', 'red'];

/** The dot of an index health value; anything unexpected is 'unknown'. */
export function healthStatus(health: string): HealthStatus {
  return KNOWN.includes(health) ? (health as HealthStatus) : 'unknown';
}
