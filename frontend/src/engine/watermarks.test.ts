import { describe, expect, it } from 'vitest';
import {
  diskWatermarks,
  effectiveSetting,
  evaluateDisk,
  flattenSettings,
  parseByteSize,
  parseHeadroom,
  parseWatermark,
  thresholdFraction,
  usedFraction,
  type EffectiveWatermark,
} from './watermarks';

const LOW = 'cluster.routing.allocation.disk.watermark.low';
const HIGH = 'cluster.routing.allocation.disk.watermark.high';
const FLOOD = 'cluster.routing.allocation.disk.watermark.flood_stage';
const GB = 1024 ** 3;

describe('parseWatermark', () => {
  it('reads percentages as used shares', () => {
    expect(parseWatermark('85%')).toEqual({ kind: 'share', used: 0.85 });
    expect(parseWatermark('85.5%')).toEqual({ kind: 'share', used: 0.855 });
    expect(parseWatermark(' 100% ')).toEqual({ kind: 'share', used: 1 });
    expect(parseWatermark('0%')).toEqual({ kind: 'share', used: 0 });
  });

  it('reads ratios between 0 and 1 as used shares', () => {
    expect(parseWatermark('0.85')).toEqual({ kind: 'share', used: 0.85 });
    expect(parseWatermark(0.9)).toEqual({ kind: 'share', used: 0.9 });
    expect(parseWatermark('1')).toEqual({ kind: 'share', used: 1 });
  });

  it('reads sizes as free space that must remain, in binary units, any case', () => {
    expect(parseWatermark('500mb')).toEqual({ kind: 'free', bytes: 500 * 1024 ** 2 });
    expect(parseWatermark('10gb')).toEqual({ kind: 'free', bytes: 10 * GB });
    expect(parseWatermark('1TB')).toEqual({ kind: 'free', bytes: 1024 ** 4 });
    expect(parseWatermark('100b')).toEqual({ kind: 'free', bytes: 100 });
    expect(parseWatermark('2Kb')).toEqual({ kind: 'free', bytes: 2048 });
    expect(parseWatermark('1pb')).toEqual({ kind: 'free', bytes: 1024 ** 5 });
    expect(parseWatermark('1.5g')).toEqual({ kind: 'free', bytes: 1.5 * GB });
  });

  it('gives null for what the engine refuses, without throwing', () => {
    for (const bad of ['', '101%', '-5%', '1.5', '500', 'abc', '10xb', '%', '85 %x', '-1gb'])
      expect(parseWatermark(bad)).toBeNull();
    expect(parseWatermark(null)).toBeNull();
    expect(parseWatermark(undefined)).toBeNull();
    expect(parseWatermark({})).toBeNull();
    expect(parseWatermark(true)).toBeNull();
  });
});

describe('parseByteSize and parseHeadroom', () => {
  it('reads sizes and refuses bare numbers', () => {
    expect(parseByteSize('150gb')).toBe(150 * GB);
    expect(parseByteSize('150')).toBeNull();
  });

  it('treats -1 as no headroom and invalid values as none', () => {
    expect(parseHeadroom('200gb')).toBe(200 * GB);
    expect(parseHeadroom('-1')).toBeNull();
    expect(parseHeadroom('lots')).toBeNull();
    expect(parseHeadroom(undefined)).toBeNull();
  });
});

describe('effectiveSetting', () => {
  it('prefers transient over persistent over defaults over the built-in value', () => {
    const all = {
      transient: { [LOW]: '70%' },
      persistent: { [LOW]: '80%' },
      defaults: { [LOW]: '85%' },
    };
    expect(effectiveSetting(all, LOW, '1%')).toEqual({ value: '70%', source: 'transient' });
    expect(effectiveSetting({ ...all, transient: {} }, LOW)).toEqual({
      value: '80%',
      source: 'persistent',
    });
    expect(effectiveSetting({ defaults: all.defaults }, LOW)).toEqual({
      value: '85%',
      source: 'default',
    });
    expect(effectiveSetting({ persistent: {}, transient: {} }, LOW, '85%')).toEqual({
      value: '85%',
      source: 'builtIn',
    });
    expect(effectiveSetting({}, LOW)).toBeNull();
  });

  it('skips a null (reset) value and reads nested maps', () => {
    const settings = {
      transient: { [LOW]: null },
      persistent: { cluster: { routing: { allocation: { disk: { watermark: { low: '60%' } } } } } },
    };
    expect(effectiveSetting(settings, LOW)).toEqual({ value: '60%', source: 'persistent' });
    expect(flattenSettings({ a: { b: 1 }, 'c.d': 'x' })).toEqual({ 'a.b': 1, 'c.d': 'x' });
    expect(flattenSettings(null)).toEqual({});
  });
});

describe('diskWatermarks', () => {
  it('uses the built-in 85/90/95 % when the answer has no defaults', () => {
    const marks = diskWatermarks({ persistent: {}, transient: {} });
    expect(marks.enabled).toBe(true);
    expect(marks.low).toMatchObject({ value: '85%', source: 'builtIn', headroom: null });
    expect(marks.high.watermark).toEqual({ kind: 'share', used: 0.9 });
    expect(marks.flood.watermark).toEqual({ kind: 'share', used: 0.95 });
  });

  it('keeps a set value with its source and an invalid one as null', () => {
    const marks = diskWatermarks({ persistent: { [LOW]: '80%', [HIGH]: 'nonsense' } });
    expect(marks.low).toMatchObject({ value: '80%', source: 'persistent' });
    expect(marks.high).toMatchObject({ value: 'nonsense', source: 'persistent', watermark: null });
  });

  it('applies a default headroom only to a default watermark, a set one always', () => {
    const defaults = {
      [LOW]: '85%',
      [`${LOW}.max_headroom`]: '200gb',
      [FLOOD]: '95%',
      [`${FLOOD}.max_headroom`]: '100gb',
    };
    const marks = diskWatermarks({
      defaults,
      persistent: { [HIGH]: '90%', [`${HIGH}.max_headroom`]: '150gb', [FLOOD]: '97%' },
    });
    expect(marks.low.headroom).toBe(200 * GB);
    expect(marks.high.headroom).toBe(150 * GB);
    expect(marks.flood.headroom).toBeNull();
  });

  it('reads threshold_enabled false as checks off', () => {
    const off = { transient: { 'cluster.routing.allocation.disk.threshold_enabled': 'false' } };
    expect(diskWatermarks(off).enabled).toBe(false);
    expect(evaluateDisk({ total: 100, used: 99 }, diskWatermarks(off)).level).toBeNull();
  });
});

function mark(value: string, headroom: number | null = null): EffectiveWatermark {
  return { value, source: 'persistent', watermark: parseWatermark(value), headroom };
}

describe('thresholdFraction', () => {
  it('is the share itself for a percentage without headroom', () => {
    expect(thresholdFraction(mark('85%'), 100 * GB)).toBe(0.85);
    expect(thresholdFraction(mark('85%'), null)).toBe(0.85);
  });

  it('caps the required free space by the headroom: min(total × (1 − share), headroom)', () => {
    // 10 TB disk: 15 % free would be 1.5 TB; a 200 GB headroom asks for 200 GB only.
    const total = 10 * 1024 * GB;
    expect(thresholdFraction(mark('85%', 200 * GB), total)).toBeCloseTo(1 - 200 / 10240);
    // 100 GB disk: 15 GB is less than the headroom, so the percentage stands.
    expect(thresholdFraction(mark('85%', 200 * GB), 100 * GB)).toBeCloseTo(0.85);
  });

  it('turns a free size into a used share of the disk, unknown without a total', () => {
    expect(thresholdFraction(mark('10gb'), 100 * GB)).toBeCloseTo(0.9);
    expect(thresholdFraction(mark('200gb'), 100 * GB)).toBe(0);
    expect(thresholdFraction(mark('10gb'), null)).toBeNull();
    expect(thresholdFraction(mark('bad'), 100 * GB)).toBeNull();
  });
});

describe('evaluateDisk', () => {
  const marks = diskWatermarks({});
  const at = (percent: number) => evaluateDisk({ total: 1000, used: percent * 10 }, marks);

  it('names the highest watermark the disk is above', () => {
    expect(at(20).level).toBe('ok');
    expect(at(85).level).toBe('ok');
    expect(at(86).level).toBe('low');
    expect(at(91).level).toBe('high');
    expect(at(96).level).toBe('flood');
    expect(at(20)).toMatchObject({ used: 0.2, thresholds: { low: 0.85, high: 0.9, flood: 0.95 } });
  });

  it('uses the reported percent when bytes are missing, and says unknown without either', () => {
    expect(evaluateDisk({ total: null, used: null, percent: 92 }, marks).level).toBe('high');
    expect(evaluateDisk({ total: null, used: null, percent: null }, marks)).toMatchObject({
      used: null,
      level: null,
      thresholds: { low: 0.85 },
    });
    expect(usedFraction({ total: 0, used: 0 })).toBeNull();
  });

  it('measures size watermarks against the node’s own disk', () => {
    const sized = diskWatermarks({ persistent: { [LOW]: '50gb', [HIGH]: '20gb', [FLOOD]: '5gb' } });
    const disk = (usedGb: number) => evaluateDisk({ total: 100 * GB, used: usedGb * GB }, sized);
    expect(disk(40).level).toBe('ok');
    expect(disk(60).level).toBe('low');
    expect(disk(85).level).toBe('high');
    expect(disk(99).level).toBe('flood');
  });
});
