// How a document field shows in a result cell (data spec 2.9): as text, never markup; objects
// and arrays as JSON; big integers digit for digit; cut to the document field max length with
// '...'; '@timestamp' in local time when the localize-timestamp setting is on.
import { formatDateTime } from '../../lib/dates';
import { isLosslessNumber, stringifyJson } from '../../lib/json';

export const TRUNCATION_MARK = '...';
export const TIMESTAMP_COLUMN = '@timestamp';

export interface CellOptions {
  maxLength: number;
  localizeTimestamp: boolean;
}

/** The full text of a value. */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  if (isLosslessNumber(value)) return value.value;
  return stringifyJson(value);
}

/** `text` cut to `maxLength` characters with '...' appended when it was longer. */
export function truncate(text: string, maxLength: number): string {
  return text.length > maxLength ? `${text.slice(0, maxLength)}${TRUNCATION_MARK}` : text;
}

export function cellText(column: string, value: unknown, options: CellOptions): string {
  if (column === TIMESTAMP_COLUMN && options.localizeTimestamp) {
    const local = formatDateTime(value);
    if (local !== '') return local;
  }
  return truncate(fieldText(value), options.maxLength);
}
