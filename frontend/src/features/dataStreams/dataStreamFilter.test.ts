import { describe, expect, it } from 'vitest';
import { matchesDataStreamFilter, visibleDataStreams } from './dataStreamFilter';
import { dataStreamRow } from './testDataStreams';

const ROWS = [
  dataStreamRow('logs-app', { lifecycle: { kind: 'ilm', policy: 'hot-warm' } }),
  dataStreamRow('metrics-db', { template: 'metrics' }),
  dataStreamRow('.hidden-stream', { hidden: true }),
  dataStreamRow('.kibana-events', { system: true }),
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
