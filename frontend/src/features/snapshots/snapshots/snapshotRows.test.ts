import { describe, expect, it } from 'vitest';
import type { SnapshotInfo } from '../../../api/operations/snapshots';
import {
  durationLabel,
  endLabel,
  matchesSnapshotName,
  snapshotRow,
  snapshotRows,
  startLabel,
} from './snapshotRows';

// As Elasticsearch 8 lists it in GET _snapshot/{repository}/_all.
const DONE: SnapshotInfo = {
  snapshot: 'nightly-1',
  uuid: 'u1',
  state: 'SUCCESS',
  indices: ['metrics', 'logs', 'audit'],
  start_time: '2024-03-01T10:00:00.000Z',
  start_time_in_millis: 1709287200000,
  end_time: '2024-03-01T10:02:05.500Z',
  end_time_in_millis: 1709287325500,
  duration_in_millis: 125500,
  shards: { total: 6, failed: 1, successful: 5 },
};

// A snapshot still running: no end yet.
const RUNNING: SnapshotInfo = {
  snapshot: 'now',
  state: 'IN_PROGRESS',
  indices: [],
  start_time: '2024-03-01T10:00:00.000Z',
  start_time_in_millis: 1709287200000,
  end_time_in_millis: 0,
  duration_in_millis: 0,
  shards: { total: 0, failed: 0, successful: 0 },
};

const local = (iso: string) => new Date(iso).toLocaleString('en-US');

describe('snapshot rows', () => {
  it('reads name, status, sorted indices and shard counts', () => {
    expect(snapshotRow(DONE)).toMatchObject({
      id: 'nightly-1',
      state: 'SUCCESS',
      indices: ['audit', 'logs', 'metrics'],
      successful: 5,
      failed: 1,
      total: 6,
    });
  });

  it('reads an answer without snapshots as no rows', () => {
    expect(snapshotRows({ snapshots: [] })).toEqual([]);
    expect(snapshotRows(null)).toEqual([]);
    expect(snapshotRows({ snapshots: [DONE, RUNNING] }).map((row) => row.id)).toEqual([
      'nightly-1',
      'now',
    ]);
  });
});

describe('snapshot time display', () => {
  it('shows the start in local time, without raw epoch seconds', () => {
    expect(startLabel(snapshotRow(DONE), 'en-US')).toBe(local(DONE.start_time!));
  });

  it('shows the end only when end_time_in_millis > 0', () => {
    expect(endLabel(snapshotRow(DONE), 'en-US')).toBe(local(DONE.end_time!));
    expect(endLabel(snapshotRow(RUNNING), 'en-US')).toBe('');
  });

  it('shows the duration in whole seconds only when duration_in_millis > 0', () => {
    expect(durationLabel(snapshotRow(DONE))).toBe('125s');
    expect(durationLabel(snapshotRow({ ...DONE, duration_in_millis: 999 }))).toBe('0s');
    expect(durationLabel(snapshotRow(RUNNING))).toBe('');
  });

  it('falls back to the epoch time when the ISO text is missing', () => {
    const row = snapshotRow({ ...DONE, start_time: undefined });
    expect(startLabel(row, 'en-US')).toBe(new Date(1709287200000).toLocaleString('en-US'));
    expect(startLabel(snapshotRow({ snapshot: 'x' }), 'en-US')).toBe('');
  });
});

describe('snapshot name filter', () => {
  it('matches a case-insensitive substring of the name', () => {
    expect(matchesSnapshotName({ id: 'Nightly-1' }, ' night ')).toBe(true);
    expect(matchesSnapshotName({ id: 'weekly' }, 'night')).toBe(false);
  });
});
