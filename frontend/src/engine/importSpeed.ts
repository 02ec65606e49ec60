// The optional speed settings of an import: while it runs, the target refreshes no more
// (`refresh_interval: -1`: the documents become searchable at the end rather than every second)
// and keeps no replica (`number_of_replicas: 0`: each document is written once instead of on
// every copy). Before the run, the index given (the one the documents go to: an alias's or a data
// stream's write index) is read for its current values; after it (also after a failure or a
// cancel), they are put back as they were: a value the index had set, or its default.
// An index already at the run's value is left alone.
import { escapeIndexName } from '../lib/indexName';
import { isRecord } from '../lib/storage';
import type { EngineRequest } from './exportRequests';

export interface SpeedSettings {
  refreshOff: boolean;
  noReplicas: boolean;
}

/** The index settings a run may change. */
export type SpeedSettingName = 'refresh_interval' | 'number_of_replicas';

/** What one index had before the run: its value, or null where its default applied. */
export interface SavedSettings {
  index: string;
  refresh_interval: string | null;
  number_of_replicas: string | null;
  /** The settings the run changed, put back by restoreSpeedSettings (both when not given). */
  changed?: SpeedSettingName[];
}

/** A request the speed settings send: a read of the settings, or a change of them (PUT). */
export type SettingsRequest = Omit<EngineRequest, 'method'> & {
  method: EngineRequest['method'] | 'PUT';
};

/** Sends one request and gives its parsed answer; rejects on a failed request. */
export type SendSettingsRequest = (
  request: SettingsRequest,
  signal?: AbortSignal,
) => Promise<unknown>;

/** The values of the run. */
const RUN_VALUES: Record<SpeedSettingName, string> = {
  refresh_interval: '-1',
  number_of_replicas: '0',
};

const NAMES: readonly SpeedSettingName[] = ['refresh_interval', 'number_of_replicas'];

/** The current values of the two settings of every index `target` names, defaults included. */
export function readSpeedRequest(target: string): SettingsRequest {
  const names = NAMES.map((name) => `index.${name}`).join(',');
  return {
    method: 'GET',
    path: `${escapeIndexName(target)}/_settings/${names}`,
    params: { include_defaults: 'true', flat_settings: 'true' },
  };
}

/** Sets `values` on the index `index` (null: back to the default). */
export function putSpeedRequest(
  index: string,
  values: Partial<Record<SpeedSettingName, string | null>>,
): SettingsRequest {
  return { method: 'PUT', path: `${escapeIndexName(index)}/_settings`, body: { index: values } };
}

/** One index's values as `_settings` answers them: set on the index, and in effect. */
interface CurrentSettings {
  index: string;
  set: Record<SpeedSettingName, string | null>;
  effective: Record<SpeedSettingName, string | null>;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** The answer of readSpeedRequest, keyed by concrete index, read index by index. */
export function readSpeedAnswer(answer: unknown): CurrentSettings[] {
  if (!isRecord(answer)) return [];
  return Object.entries(answer).flatMap(([index, state]) => {
    if (!isRecord(state)) return [];
    const settings = isRecord(state.settings) ? state.settings : {};
    const defaults = isRecord(state.defaults) ? state.defaults : {};
    const set = { refresh_interval: null, number_of_replicas: null } as CurrentSettings['set'];
    const effective = { ...set };
    for (const name of NAMES) {
      set[name] = text(settings[`index.${name}`]);
      effective[name] = set[name] ?? text(defaults[`index.${name}`]);
    }
    return [{ index, set, effective }];
  });
}

/** Why a request failed, in words. */
function failureText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  const inner = isRecord(error) && isRecord(error.error) ? error.error.reason : undefined;
  return typeof inner === 'string' ? inner : JSON.stringify(error);
}

/** The speed settings could not all be applied: what was applied has been put back (or not). */
export class SpeedSettingsError extends Error {
  readonly restoreFailures: { index: string; failure: string }[];

  constructor(cause: unknown, restoreFailures: { index: string; failure: string }[]) {
    super(failureText(cause), { cause });
    this.name = 'SpeedSettingsError';
    this.restoreFailures = restoreFailures;
  }
}

/**
 * Reads the current values (of the index, or of each index an alias or a data stream names),
 * applies -1 / 0 where they differ, and returns what to restore. When a change fails, those
 * already made are put back and a SpeedSettingsError says why (and what could not be put back).
 */
export async function applySpeedSettings(
  request: SendSettingsRequest,
  target: string,
  settings: SpeedSettings,
): Promise<SavedSettings[]> {
  const wanted = NAMES.filter((name) =>
    name === 'refresh_interval' ? settings.refreshOff : settings.noReplicas,
  );
  if (wanted.length === 0) return [];
  const current = readSpeedAnswer(await request(readSpeedRequest(target)));
  const saved: SavedSettings[] = [];
  try {
    for (const { index, set, effective } of current) {
      const changed = wanted.filter((name) => effective[name] !== RUN_VALUES[name]);
      if (changed.length === 0) continue;
      const values = Object.fromEntries(changed.map((name) => [name, RUN_VALUES[name]]));
      await request(putSpeedRequest(index, values));
      saved.push({ index, ...set, changed });
    }
  } catch (error) {
    throw new SpeedSettingsError(error, await restoreSpeedSettings(request, saved));
  }
  return saved;
}

/**
 * Puts the saved values back (null → the setting is reset to its default with null); resolves
 * with the indices that could not be restored and why.
 */
export async function restoreSpeedSettings(
  request: SendSettingsRequest,
  saved: readonly SavedSettings[],
): Promise<{ index: string; failure: string }[]> {
  const failures: { index: string; failure: string }[] = [];
  for (const entry of saved) {
    const names = entry.changed ?? NAMES;
    const values = Object.fromEntries(names.map((name) => [name, entry[name]]));
    try {
      await request(putSpeedRequest(entry.index, values));
    } catch (error) {
      failures.push({ index: entry.index, failure: failureText(error) });
    }
  }
  return failures;
}
