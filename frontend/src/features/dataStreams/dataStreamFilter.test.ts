import { describe, expect, it } from 'vitest';
import type { DataStreamRow } from './dataStreamRows';
import { matchesDataStreamFilter, visibleDataStreams } from './dataStreamFilter';

const stream = (name: string, extra: Partial<DataStreamRow> = {}): DataStreamRow => ({
  name,
  status: 'green',
  template: `${name}-template`,
  generation: 1,
  backingIndices: [],
  storeSizeBytes: null,
  maximumTimestamp: null,
  lifecycle: { kind: 'none' },
  managedBy: null,
  hidden: false,
  system: false,
  replicated: false,
  ...extra,
});

const ROWS = [
  stream('logs-app', { lifecycle: { kind: 'ilm', policy: 'hot-warm' } }),
  stream('metrics-db', { template: 'metrics' }),
  stream('.hidden-stream', { hidden: true }),
  stream('.kibana-events', { system: true }),
];

describe('data stream rows shown', () => {
  it('leave hidden and system streams out unless asked', () => {
    expect(visibleDataStreams(ROWS, false).map((row) => row.name)).toEqual([
      'logs-app',
      'metrics-db',
    ]);
    expect(visibleDataStreams(ROWS, true)).toHaveLength(4);
  });

  it('match the filter on name, template or policy, or on one column', () => {
    const countDataStreamMatches = (rows: typeof ROWS, text: string) =>
      rows.filter((row) => matchesDataStreamFilter(row, text)).length;
    expect(countDataStreamMatches(ROWS, 'logs')).toBe(1);
    expect(countDataStreamMatches(ROWS, 'hot-warm')).toBe(1);
    expect(matchesDataStreamFilter(ROWS[1], 'template:metrics')).toBe(true);
    expect(matchesDataStreamFilter(ROWS[0], 'policy:hot')).toBe(true);
    expect(matchesDataStreamFilter(ROWS[1], 'policy:hot')).toBe(false);
    expect(countDataStreamMatches(ROWS, '')).toBe(4);
  });
});
