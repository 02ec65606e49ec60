// Rows of the snapshots table and how their times read.
import type { SnapshotInfo } from '../../../api/operations/snapshots';
import { formatDateTime } from '../../../lib/dates';
import { toNumber } from '../../../lib/json';

export interface SnapshotRow {
  /** The snapshot name. */
  id: string;
  state: string;
  startMillis: number;
  startTime: string;
  endMillis: number;
  endTime: string;
  durationMillis: number;
  /** Index names, sorted. */
  indices: string[];
  successful: number;
  failed: number;
  total: number;
}

const millis = (value: unknown): number => toNumber(value) ?? 0;

export function snapshotRow(info: SnapshotInfo): SnapshotRow {
  return {
    id: info.snapshot,
    state: info.state ?? '',
    startMillis: millis(info.start_time_in_millis),
    startTime: info.start_time ?? '',
    endMillis: millis(info.end_time_in_millis),
    endTime: info.end_time ?? '',
    durationMillis: millis(info.duration_in_millis),
    indices: sortedIndices(info.indices),
    successful: millis(info.shards?.successful),
    failed: millis(info.shards?.failed),
    total: millis(info.shards?.total),
  };
}

export function snapshotRows(
  response: { snapshots?: SnapshotInfo[] } | null | undefined,
): SnapshotRow[] {
  return (response?.snapshots ?? []).map(snapshotRow);
}

export function sortedIndices(indices: readonly string[] | undefined): string[] {
  return [...(indices ?? [])].sort((a, b) => a.localeCompare(b));
}

/**
 * A time as the table shows it: the local date and time in the reader's language
 * ('21/11/2026, 17:54:33'), without raw epoch seconds. Falls back to the epoch milliseconds when
 * the ISO text is missing; '' when there is no time at all.
 */
export function timeLabel(iso: string, epochMillis: number, locale?: string): string {
  return formatDateTime(iso || (epochMillis > 0 ? epochMillis : ''), locale);
}

export function startLabel(row: SnapshotRow, locale?: string): string {
  return timeLabel(row.startTime, row.startMillis, locale);
}

/** Shown only once the snapshot has ended (end_time_in_millis > 0). */
export function endLabel(row: SnapshotRow, locale?: string): string {
  return row.endMillis > 0 ? timeLabel(row.endTime, row.endMillis, locale) : '';
}

/** 'Ns' in whole seconds, shown only when duration_in_millis > 0. */
export function durationLabel(row: SnapshotRow): string {
  return row.durationMillis > 0 ? `${Math.floor(row.durationMillis / 1000)}s` : '';
}

/** The text filter on the snapshot name: a case-insensitive substring test. */
export function matchesSnapshotName(row: { id: string }, filter: string): boolean {
  return row.id.toLowerCase().includes(filter.trim().toLowerCase());
}
