// How a document field shows in a result cell: as text, never markup; objects
// and arrays as JSON; big integers digit for digit; cut to the document field max length with
// '...'; '@timestamp' in local time when the localize-timestamp setting is on.
import { toDate } from '../../../lib/dates';
import { isLosslessNumber, stringifyJson } from '../../../lib/json';
import { dateTimeFormat, formatLocale } from '../../../lib/locale';

export const TRUNCATION_MARK = '...';
export const TIMESTAMP_COLUMN = '@timestamp';

export interface CellOptions {
  maxLength: number;
  localizeTimestamp: boolean;
}

type RawJson = (text: string) => unknown;
// JSON.rawJSON (current browsers) lets the native serialiser print big numbers digit for digit,
// several times faster than the big-number library; without it, the library does the work.
const rawJson = (JSON as unknown as { rawJSON?: RawJson }).rawJSON;

/** An object or array as one line of JSON, big numbers exact. */
export function objectText(value: unknown, raw: RawJson | undefined = rawJson): string {
  if (!raw) return stringifyJson(value);
  return JSON.stringify(value, (_key, item: unknown) =>
    isLosslessNumber(item) ? raw(item.value) : item,
  );
}

/** The full text of a value. */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  if (isLosslessNumber(value)) return value.value;
  return objectText(value);
}

// The same fields as toLocaleString()'s default, so the text is the same; one cached formatter
// instead of the one toLocaleString() builds per call.
const LOCAL_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** A time in the chosen language's format and the browser's time zone, or '' when the value is no time. */
export function localTime(value: unknown): string {
  const date = toDate(value);
  if (!date) return '';
  return dateTimeFormat(formatLocale(), LOCAL_TIME).format(date);
}

/** `text` cut to `maxLength` characters with '...' appended when it was longer. */
export function truncate(text: string, maxLength: number): string {
  return text.length > maxLength ? `${text.slice(0, maxLength)}${TRUNCATION_MARK}` : text;
}

export function cellText(column: string, value: unknown, options: CellOptions): string {
  if (column === TIMESTAMP_COLUMN && options.localizeTimestamp) {
    const local = localTime(value);
    if (local !== '') return local;
  }
  return truncate(fieldText(value), options.maxLength);
}
