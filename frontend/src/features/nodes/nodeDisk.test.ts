import { describe, expect, it } from 'vitest';
import { diskWatermarks } from '../../engine/watermarks';
import { disksByName, nodeDiskView } from './nodeDisk';

const GB = 1024 ** 3;
const NODE = { name: 'n1', diskPercent: 40, diskCurrent: 40 * GB, diskMax: 100 * GB };
const BYTES = { node: 'n1', total: 100 * GB, used: 91 * GB, avail: 9 * GB, percent: 91 };
const MARKS = diskWatermarks({});

describe('nodeDiskView', () => {
  it('prefers the byte counts of _cat/allocation and evaluates them', () => {
    const view = nodeDiskView(NODE, BYTES, MARKS);
    expect(view).toMatchObject({ used: 0.91, level: 'high', detail: '97.7\u00a0GB / 107\u00a0GB' });
    expect(view.thresholds).toEqual({ low: 0.85, high: 0.9, flood: 0.95 });
  });

  it('falls back to the percent of _cat/nodes, then of _cat/allocation', () => {
    const noBytes = { ...BYTES, total: null, used: null };
    expect(nodeDiskView(NODE, noBytes, MARKS)).toMatchObject({
      used: 0.4,
      level: 'ok',
      detail: '42.9\u00a0GB / 107\u00a0GB',
    });
    const bare = { name: 'n1', diskPercent: null, diskCurrent: null, diskMax: null };
    expect(nodeDiskView(bare, noBytes, MARKS)).toMatchObject({ used: 0.91, detail: '' });
    expect(nodeDiskView(bare, undefined, MARKS)).toMatchObject({ used: null, level: null });
  });

  it('draws no marks without watermarks', () => {
    expect(nodeDiskView(NODE, BYTES, null)).toMatchObject({
      used: 0.91,
      level: null,
      thresholds: { low: null, high: null, flood: null },
    });
  });

  it('indexes disks by node name', () => {
    expect(disksByName([BYTES]).get('n1')).toBe(BYTES);
  });
});
