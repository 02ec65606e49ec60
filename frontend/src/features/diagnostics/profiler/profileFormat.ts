// How the profiler words times and shares, and reads the query it is asked to profile.
import { parseJson } from '../../../lib/json';
import { isRecord } from '../../../lib/storage';

/** A duration in nanoseconds in the unit that suits it: '12 ns', '392 µs', '1.87 ms', '2.1 s'. */
export function formatNanos(nanos: number): string {
  const size = Math.abs(nanos);
  if (size < 1_000) return `${Math.round(nanos)} ns`;
  const [value, unit] =
    size < 1_000_000
      ? [nanos / 1_000, 'µs']
      : size < 1e9
        ? [nanos / 1e6, 'ms']
        : [nanos / 1e9, 's'];
  const digits = Math.abs(value) < 10 ? 2 : Math.abs(value) < 100 ? 1 : 0;
  return `${value.toFixed(digits)} ${unit}`;
}

/** A change of duration, with its sign: '+1.20 ms', '−392 µs', '0 ns'. */
export function formatDelta(nanos: number): string {
  if (nanos === 0) return formatNanos(0);
  return `${nanos > 0 ? '+' : '−'}${formatNanos(Math.abs(nanos))}`;
}

/** A share (0 to 1) as a percentage with one decimal: '43.2 %'. */
export function formatShare(share: number): string {
  return `${(share * 100).toFixed(1)} %`;
}

/** The search body to profile from the editor's text, or why it is none. */
export type QueryBody =
  { ok: true; body: Record<string, unknown> } | { ok: false; error: 'notJson' | 'notObject' };

/** Reads the editor's text as a search body; blank text searches everything. */
export function readQueryBody(text: string): QueryBody {
  if (text.trim() === '') return { ok: true, body: {} };
  let value: unknown;
  try {
    value = parseJson(text);
  } catch {
    return { ok: false, error: 'notJson' };
  }
  return isRecord(value) ? { ok: true, body: value } : { ok: false, error: 'notObject' };
}
