import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureRequests, expected, TEST_TARGET } from '../testFetch';
import {
  effectiveSetting,
  getClusterSettings,
  putClusterSetting,
  settingChangeBody,
  settingChangeRequestText,
} from './clusterSettings';

afterEach(() => {
  vi.unstubAllGlobals();
});

const NAME = 'cluster.routing.allocation.enable';

describe('cluster settings requests', () => {
  it('reads flat settings with the defaults when asked', async () => {
    expect(await captureRequests(() => getClusterSettings(TEST_TARGET, true))).toEqual([
      expected('GET', '_cluster/settings?include_defaults=true&flat_settings=true'),
    ]);
  });

  it('reads flat settings without the defaults otherwise', async () => {
    expect(await captureRequests(() => getClusterSettings(TEST_TARGET, false))).toEqual([
      expected('GET', '_cluster/settings?flat_settings=true'),
    ]);
  });

  it('sets a value in the persistent scope', async () => {
    const change = { name: NAME, scope: 'persistent', value: 'primaries' } as const;
    expect(await captureRequests(() => putClusterSetting(TEST_TARGET, change))).toEqual([
      expected('PUT', '_cluster/settings', `{"persistent":{"${NAME}":"primaries"}}`),
    ]);
  });

  it('resets a transient value with null', async () => {
    const change = { name: NAME, scope: 'transient', value: null } as const;
    expect(await captureRequests(() => putClusterSetting(TEST_TARGET, change))).toEqual([
      expected('PUT', '_cluster/settings', `{"transient":{"${NAME}":null}}`),
    ]);
  });

  it('keeps a list as a JSON array in the body and in the shown request', () => {
    const change = { name: 'a.list', scope: 'persistent', value: ['x', 'y'] } as const;
    expect(settingChangeBody(change)).toEqual({ persistent: { 'a.list': ['x', 'y'] } });
    expect(settingChangeRequestText(change)).toBe(
      'PUT _cluster/settings\n{\n  "persistent": {\n    "a.list": [\n      "x",\n      "y"\n    ]\n  }\n}',
    );
  });
});

describe('effectiveSetting', () => {
  it('prefers transient over persistent and names the hidden persistent value', () => {
    const settings = {
      persistent: { [NAME]: 'none' },
      transient: { [NAME]: 'primaries' },
      defaults: { [NAME]: 'all' },
    };
    expect(effectiveSetting(settings, NAME)).toEqual({
      value: 'primaries',
      source: 'transient',
      shadowed: 'none',
    });
  });

  it('falls back to persistent, then to the default, then to nothing', () => {
    expect(effectiveSetting({ persistent: { [NAME]: 'none' }, transient: {} }, NAME)).toEqual({
      value: 'none',
      source: 'persistent',
      shadowed: undefined,
    });
    expect(effectiveSetting({ defaults: { [NAME]: 'all' } }, NAME)).toEqual({
      value: 'all',
      source: 'default',
      shadowed: undefined,
    });
    expect(effectiveSetting({ persistent: {}, transient: {} }, NAME)).toBeNull();
  });

  it('treats a null in a scope as not set', () => {
    expect(
      effectiveSetting({ transient: { [NAME]: null }, persistent: { [NAME]: 'none' } }, NAME),
    ).toEqual({ value: 'none', source: 'persistent', shadowed: undefined });
  });
});
