// The persisted 'metrics' settings area: how often the live metrics sample the cluster's node
// statistics, and whether the last hour of samples is kept in the browser across reloads. The
// Metrics screen edits both; every view that shows live series (the screen, the dashboard's
// cards, the nodes table) samples at the same interval, through one sampler.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePersistedArea, readBoolean } from '../../lib/persistedArea';
import { isRecord } from '../../lib/storage';

export const METRICS_STORAGE_KEY = 'metrics';

/** Whole seconds from 1 to 60. */
export const METRICS_INTERVAL_MIN = 1;
export const METRICS_INTERVAL_MAX = 60;
export const DEFAULT_METRICS_INTERVAL = 5;

export interface MetricsPreferences {
  /** Seconds between two samples of `_nodes/stats`. */
  intervalSeconds: number;
  /** Keep the last hour of samples in the browser (IndexedDB), so a reload keeps the charts. */
  keepHistory: boolean;
}

export const DEFAULT_METRICS_PREFERENCES: MetricsPreferences = {
  intervalSeconds: DEFAULT_METRICS_INTERVAL,
  keepHistory: false,
};

export function isMetricsInterval(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= METRICS_INTERVAL_MIN &&
    value <= METRICS_INTERVAL_MAX
  );
}

/** Keeps each stored field that is valid; a missing or invalid one gets its default. */
export function parseMetricsPreferences(raw: unknown): MetricsPreferences | null {
  if (!isRecord(raw)) return null;
  const fallback = DEFAULT_METRICS_PREFERENCES;
  return {
    intervalSeconds: isMetricsInterval(raw.intervalSeconds)
      ? raw.intervalSeconds
      : fallback.intervalSeconds,
    keepHistory: readBoolean(raw, 'keepHistory', fallback.keepHistory),
  };
}

export const metricsPreferencesArea = definePersistedArea<MetricsPreferences>({
  key: METRICS_STORAGE_KEY,
  defaults: () => ({ ...DEFAULT_METRICS_PREFERENCES }),
  parse: parseMetricsPreferences,
});

const metricsPreferencesSlice = createSlice({
  name: 'metricsPreferences',
  initialState: metricsPreferencesArea.defaults,
  reducers: {
    /** Ignores a value outside 1-60 s, so the stored interval is always usable. */
    setMetricsInterval(state, action: PayloadAction<number>) {
      if (isMetricsInterval(action.payload)) state.intervalSeconds = action.payload;
    },
    setKeepMetricsHistory(state, action: PayloadAction<boolean>) {
      state.keepHistory = action.payload;
    },
  },
});

export const metricsPreferencesReducer = metricsPreferencesSlice.reducer;
export const { setMetricsInterval, setKeepMetricsHistory } = metricsPreferencesSlice.actions;

/**
 * The metrics preferences in `state`; the defaults in a store that does not hold them (a
 * component test's store).
 */
export function selectMetricsPreferences(state: {
  metricsPreferences?: MetricsPreferences;
}): MetricsPreferences {
  return state.metricsPreferences ?? DEFAULT_METRICS_PREFERENCES;
}
