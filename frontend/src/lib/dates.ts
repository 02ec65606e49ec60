// Date and time display. Cluster timestamps arrive as epoch milliseconds (numbers or numeric
// strings, as _cat sends them) or ISO-8601 strings; they are shown in the user's local time.

import { toNumber } from './json';
import { formatLocale } from './locale';

/** A Date from epoch milliseconds or an ISO string; null when the value is no valid time. */
export function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const millis = toNumber(value);
  const date =
    millis !== undefined ? new Date(millis) : typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** Local date and time in the given locale, the chosen language's by default ('' for no valid time). */
export function formatDateTime(
  value: unknown,
  locale: string | undefined = formatLocale(),
): string {
  const date = toDate(value);
  return date ? date.toLocaleString(locale) : '';
}

/** Local date only ('' for no valid time). */
export function formatDate(value: unknown, locale: string | undefined = formatLocale()): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString(locale) : '';
}

/** ISO-8601 in UTC ('' for no valid time), for copyable and sortable output. */
export function formatIsoDateTime(value: unknown): string {
  const date = toDate(value);
  return date ? date.toISOString() : '';
}
