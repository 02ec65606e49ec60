// How the API keys table reads a key: its status at the time of the answer, a short form of its
// id, and when it expires in words relative to then. The filter matches name, id, owner and realm
// (clusters that cannot search keys are filtered here, over the keys already read).
import { expiryGroup, type ApiKeyRow } from '../../../engine/apiKeyExpiry';
import { rowMatcher } from '../../../lib/filter';

export type ApiKeyStatus = 'active' | 'expired' | 'invalidated';

export function apiKeyStatus(row: ApiKeyRow, now: number): ApiKeyStatus {
  const group = expiryGroup(row, now);
  return group === 'invalidated' || group === 'expired' ? group : 'active';
}

/** The first characters of an id, enough to tell keys apart on screen. */
export function shortId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 8)}…` : id;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
];

/** `at` relative to `now` in the language's words ("in 3 days", "2 hours ago"). */
export function relativeTime(at: number, now: number, locale?: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const delta = at - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(delta) >= size) return format.format(Math.round(delta / size), unit);
  }
  return format.format(Math.round(delta / 1000), 'second');
}

/** The filter's columns. */
export const API_KEY_FILTER_COLUMNS = ['name', 'id', 'username', 'realm'] as const;

export const matchesApiKey = rowMatcher<ApiKeyRow>(API_KEY_FILTER_COLUMNS);

/** The filter where the cluster searches the keys itself: every key it answered matches. */
export const everyApiKey = () => true;
