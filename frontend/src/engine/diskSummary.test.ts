import { describe, expect, it } from 'vitest';
import { diskSummary } from './diskSummary';
import { diskWatermarks } from './watermarks';

const disk = (node: string, percent: number | null) => ({
  node,
  total: percent === null ? null : 1000,
  used: percent === null ? null : percent * 10,
});

describe('diskSummary', () => {
  it('finds the fullest node and counts the nodes above each watermark, cumulatively', () => {
    const disks = [disk('a', 20), disk('b', 87), disk('c', 92), disk('d', 97), disk('e', null)];
    expect(diskSummary(disks, diskWatermarks({}))).toEqual({
      fullest: { node: 'd', used: 0.97 },
      above: { low: 3, high: 2, flood: 1 },
      floodNodes: ['d'],
    });
  });

  it('knows nothing when no node reports its disk', () => {
    expect(diskSummary([disk('x', null)], diskWatermarks({}))).toEqual({
      fullest: null,
      above: { low: 0, high: 0, flood: 0 },
      floodNodes: [],
    });
  });

  it('counts nobody above a watermark while the checks are off', () => {
    const off = diskWatermarks({
      persistent: { 'cluster.routing.allocation.disk.threshold_enabled': false },
    });
    expect(diskSummary([disk('d', 97)], off).above).toEqual({ low: 0, high: 0, flood: 0 });
  });
});
