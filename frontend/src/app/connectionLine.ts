// The line under the header: whom the console talks to, or, while the cluster
// cannot be reached, that it keeps trying by itself and when it last tried.
import type { ClusterStatus } from '../api/types';

export type ConnectionLine =
  | { kind: 'connected' }
  | { kind: 'checking' }
  | { kind: 'unreachable'; lastTriedAt: number | null };

export function connectionLine(
  status: ClusterStatus,
  checking: boolean,
  lastTriedAt: number | null,
): ConnectionLine {
  if (status !== 'unknown') return { kind: 'connected' };
  return checking ? { kind: 'checking' } : { kind: 'unreachable', lastTriedAt };
}

/** A time of day in the reader's language, to the second. */
export function formatTimeOfDay(epochMillis: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(epochMillis);
}
