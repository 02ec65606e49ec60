// Cell texts of the shard recovery table: N/A for a missing source or target, local
// start and stop times, the duration as 'Xh Ym Zs' and progress as percent plus recovered / total.
import { formatBytes } from '../../../lib/bytes';
import { formatDateTime } from '../../../lib/dates';
import { formatDuration } from '../../../lib/duration';
import type { RecoveryRow } from './recoveryRows';

/** A node name or host, or the N/A text when the cluster gave none. */
export function orNotAvailable(value: string | null, notAvailable: string): string {
  return value ?? notAvailable;
}

/**
 * Local date and time of an epoch-millisecond value. A recovery still running reports a stop
 * time of 0, which is no time at all, not 1970.
 */
export function recoveryTime(millis: number | null, locale?: string): string {
  return millis === null || millis <= 0 ? '' : formatDateTime(millis, locale);
}

/** 'Xh Ym Zs' with units that are zero left out, '0s' at least. */
export function recoveryDuration(row: Pick<RecoveryRow, 'totalTimeInMillis'>): string {
  return formatDuration(row.totalTimeInMillis);
}

export interface Progress {
  percent: string;
  recovered: string;
  total: string;
}

/** Percent as the cluster wrote it, and recovered / total ('' where missing). */
export function progressOf(
  percent: string | null,
  recovered: number | null,
  total: number | null,
  format: (value: number) => string = String,
): Progress {
  return {
    percent: percent ?? '',
    recovered: recovered === null ? '' : format(recovered),
    total: total === null ? '' : format(total),
  };
}

export function filesProgress(row: RecoveryRow): Progress {
  return progressOf(row.filesPercent, row.filesRecovered, row.filesTotal);
}

export function bytesProgress(row: RecoveryRow): Progress {
  return progressOf(row.bytesPercent, row.bytesRecovered, row.bytesTotal, formatBytes);
}

export function translogProgress(row: RecoveryRow): Progress {
  return progressOf(row.translogOpsPercent, row.translogOpsRecovered, row.translogOps);
}

/** '87.1%' as 87.1, for sorting; null when there is no percent. */
export function percentValue(percent: string | null): number | null {
  const value = Number.parseFloat(percent ?? '');
  return Number.isNaN(value) ? null : value;
}
