import { describe, expect, it } from 'vitest';
import {
  DEFAULT_METRICS_PREFERENCES,
  isMetricsInterval,
  metricsPreferencesArea,
  metricsPreferencesReducer,
  parseMetricsPreferences,
  selectMetricsPreferences,
  setKeepMetricsHistory,
  setMetricsInterval,
} from './metricsPreferences';

describe('isMetricsInterval', () => {
  it('accepts whole seconds from 1 to 60', () => {
    expect([1, 5, 60].every(isMetricsInterval)).toBe(true);
  });

  it('rejects fractions, out-of-range numbers and non-numbers', () => {
    expect([0, 61, -5, 2.5, Number.NaN, '5', null].some(isMetricsInterval)).toBe(false);
  });
});

describe('parseMetricsPreferences', () => {
  it('keeps valid stored values', () => {
    expect(parseMetricsPreferences({ intervalSeconds: 10, keepHistory: true })).toEqual({
      intervalSeconds: 10,
      keepHistory: true,
    });
  });

  it('replaces an out-of-range interval and a non-boolean toggle by their defaults', () => {
    expect(parseMetricsPreferences({ intervalSeconds: 600, keepHistory: 'yes' })).toEqual(
      DEFAULT_METRICS_PREFERENCES,
    );
  });

  it('rejects a value that is not an object', () => {
    expect(parseMetricsPreferences(5)).toBeNull();
  });
});

describe('metrics preferences', () => {
  it("sample every 5 s and keep nothing across reloads unless told, under 'metrics'", () => {
    expect(metricsPreferencesArea.key).toBe('metrics');
    expect(metricsPreferencesArea.defaults()).toEqual({ intervalSeconds: 5, keepHistory: false });
  });

  it('take an interval from 1 to 60 s and ignore any other', () => {
    let state = metricsPreferencesReducer(undefined, setMetricsInterval(30));
    state = metricsPreferencesReducer(state, setMetricsInterval(0));
    state = metricsPreferencesReducer(state, setKeepMetricsHistory(true));
    expect(state).toEqual({ intervalSeconds: 30, keepHistory: true });
  });

  it('read as the defaults from a store without them', () => {
    expect(selectMetricsPreferences({})).toEqual(DEFAULT_METRICS_PREFERENCES);
  });
});
