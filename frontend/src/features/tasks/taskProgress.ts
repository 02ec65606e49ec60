// Progress of the tasks that report it in `status`: reindex, update by query and delete by
// query count created, updated and deleted documents of `total`, in batches.

import { formatDuration } from '../../lib/duration';
import { toNumber } from '../../lib/json';

export interface TaskProgress {
  total: number;
  created: number;
  updated: number;
  deleted: number;
  batches: number;
  /** Documents handled so far: created + updated + deleted (+ version conflicts and noops). */
  done: number;
  /** 0..100, null when the total is not known yet (0). */
  percent: number | null;
}

function count(status: Record<string, unknown>, key: string): number {
  return toNumber(status[key]) ?? 0;
}

/** The progress in a task's status, or null when the status has no document total. */
export function progressOf(status: unknown): TaskProgress | null {
  if (typeof status !== 'object' || status === null || Array.isArray(status)) return null;
  const record = status as Record<string, unknown>;
  if (toNumber(record.total) === undefined) return null;
  const total = count(record, 'total');
  const created = count(record, 'created');
  const updated = count(record, 'updated');
  const deleted = count(record, 'deleted');
  const done =
    created + updated + deleted + count(record, 'version_conflicts') + count(record, 'noops');
  return {
    total,
    created,
    updated,
    deleted,
    batches: count(record, 'batches'),
    done,
    percent: total > 0 ? Math.min(100, (done / total) * 100) : null,
  };
}

/** Running time for people: microseconds, milliseconds, then hours, minutes and seconds. */
export function formatNanos(nanos: number | null): string {
  if (nanos === null || !Number.isFinite(nanos) || nanos < 0) return '';
  if (nanos < 1e6) return `${Math.round(nanos / 1e3)}µs`;
  if (nanos < 1e9) return `${Math.round(nanos / 1e6)}ms`;
  return formatDuration(nanos / 1e6);
}
