import { chartById } from '../../engine/metrics/catalogue';
import { diskWatermarks } from '../../engine/watermarks';
import { formatMetric, formatQuantity } from './metricUnits';
import { chartRows, shownRange, shownScope, thresholdMarks, visibleRange } from './metricsView';
import type { TFunction } from '../../i18n/translate';

const GB = 1e9;

describe('metrics view', () => {
  it('reads the range and the node from the address, 15 minutes and the cluster by default', () => {
    expect(shownRange('1h')).toBe('1h');
    expect(shownRange('2d')).toBe('15m');
    expect(shownRange(null)).toBe('15m');
    expect(shownScope('abc')).toEqual({ kind: 'node', id: 'abc' });
    expect(shownScope(null)).toEqual({ kind: 'cluster' });
  });

  it('ends the range at the newest sample, or shows the zoom', () => {
    expect(visibleRange('5m', null, 1_000_000, 2_000_000)).toEqual({
      from: 700_000,
      to: 1_000_000,
    });
    expect(visibleRange('5m', null, null, 2_000_000)).toEqual({ from: 1_700_000, to: 2_000_000 });
    expect(visibleRange('1h', { from: 1, to: 2 }, 1_000_000, 0)).toEqual({ from: 1, to: 2 });
  });

  it('marks 85 % on heap, 90 % on breakers and the watermarks on disk', () => {
    expect(thresholdMarks(chartById('jvm.heapPercent')!, null, null)).toEqual([
      { value: 85, kind: 'heap' },
    ]);
    expect(thresholdMarks(chartById('breakers')!, null, null)).toEqual([
      { value: 90, kind: 'breaker' },
    ]);
    const marks = diskWatermarks({
      persistent: {},
      transient: { 'cluster.routing.allocation.disk.watermark.flood_stage': '5gb' },
      defaults: {},
    });
    const disk = thresholdMarks(chartById('disk')!, 100 * GB, marks);
    expect(disk.map((mark) => mark.kind)).toEqual(['low', 'high', 'flood']);
    expect(disk[2].value).toBe(100 * GB - 5 * 1024 ** 3);
    expect(thresholdMarks(chartById('disk')!, null, marks)).toEqual([]);
    expect(thresholdMarks(chartById('search.rate')!, 100 * GB, marks)).toEqual([]);
  });

  it('lists the samples newest first for the table', () => {
    expect(
      chartRows([
        [1, 2],
        [10, null],
        [5, 6],
      ]),
    ).toEqual([
      { time: 2000, values: [null, 6] },
      { time: 1000, values: [10, 5] },
    ]);
  });

  it('writes values in the chart unit', () => {
    const t = ((key: string, options: { value: string }) => `${key}:${options.value}`) as TFunction;
    expect(formatQuantity(1234.5, 'en')).toBe('1,235');
    expect(formatQuantity(12.345, 'en')).toBe('12.3');
    expect(formatQuantity(0.1234, 'en')).toBe('0.123');
    expect(formatMetric(t, 'perSecond', 12.345)).toMatch(/^metrics\.unit\.perSecond:12[.,]3$/);
    expect(formatMetric(t, 'bytes', 1_340)).toMatch(/^1[.,]34 kB$/);
  });
});
