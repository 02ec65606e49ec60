import { describe, expect, it } from 'vitest';
import { hasDefaults, matchesSettingFilter, settingRows, valueText } from './settingRows';
import { SET_SETTINGS } from './testClusterSettings';

const SETTINGS = {
  ...SET_SETTINGS,
  defaults: {
    'cluster.routing.allocation.enable': 'all',
    'cluster.routing.allocation.awareness.attributes': [],
    'cluster.routing.allocation.disk.watermark.low': '85%',
  },
};

describe('settingRows', () => {
  it('shows the transient value over the persistent one and names the hidden value', () => {
    const rows = settingRows(SETTINGS, false);
    expect(rows).toEqual([
      {
        name: 'cluster.routing.allocation.enable',
        value: 'primaries',
        valueText: 'primaries',
        source: 'transient',
        shadowed: 'none',
      },
      {
        name: 'indices.recovery.max_bytes_per_sec',
        value: '50mb',
        valueText: '50mb',
        source: 'persistent',
        shadowed: null,
      },
    ]);
  });

  it('adds the defaults not set in a scope, sorted by name, lists as JSON', () => {
    const rows = settingRows(SETTINGS, true);
    expect(rows.map((row) => [row.name, row.source, row.valueText])).toEqual([
      ['cluster.routing.allocation.awareness.attributes', 'default', '[]'],
      ['cluster.routing.allocation.disk.watermark.low', 'default', '85%'],
      ['cluster.routing.allocation.enable', 'transient', 'primaries'],
      ['indices.recovery.max_bytes_per_sec', 'persistent', '50mb'],
    ]);
  });

  it('knows whether the cluster sent defaults', () => {
    expect(hasDefaults(SETTINGS)).toBe(true);
    expect(hasDefaults({ persistent: {}, transient: {} })).toBe(false);
    expect(settingRows({ persistent: {}, transient: {} }, true)).toEqual([]);
  });

  it('skips a name whose only value is null', () => {
    expect(settingRows({ persistent: { 'a.b': null } }, true)).toEqual([]);
  });
});

describe('filter and text', () => {
  const [enable, recovery] = settingRows(SETTINGS, false);

  it('matches the name or the value, ignoring case', () => {
    expect(matchesSettingFilter(enable, 'ALLOCATION')).toBe(true);
    expect(matchesSettingFilter(recovery, '50MB')).toBe(true);
    expect(matchesSettingFilter(recovery, 'allocation')).toBe(false);
    expect(matchesSettingFilter(recovery, '  ')).toBe(true);
  });

  it('writes lists as JSON and a missing value as null', () => {
    expect(valueText(['a', '<b>'])).toBe('["a","<b>"]');
    expect(valueText(null)).toBe('null');
  });
});
