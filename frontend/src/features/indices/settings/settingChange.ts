// The data model of the index settings editor: what the change form holds, the change it stands
// for, whether an open index accepts it (else the guided steps: close, apply, open), the body
// that sends it, and the setting names the form suggests. Pure functions; the requests live in
// the API layer.
import {
  engineSettings,
  fullSettingName,
  INDEX_PREFIX,
  isDynamicSetting,
} from '../../../engine/dynamicIndexSettings';
import type { EngineProfile } from '../../../engine/profile';
import { leafValue, settingValueText, type SettingRow, type SettingValue } from './indexSettings';

/** The edits to send: a new value per setting name, or null to reset it to its default. */
export type SettingsChange = Readonly<Record<string, SettingValue | null>>;

/** The body of `PUT {index}/_settings`: the names relative to 'index.'. */
export interface SettingsChangeBody {
  index: Record<string, SettingValue | null>;
}

/**
 * The keys among `keys` that an open index refuses (not dynamic), in their order. When there
 * are any, the change needs the guided steps: close the index, apply, open it again.
 */
export function needsClosedIndex(keys: readonly string[]): string[] {
  return keys.filter((key) => !isDynamicSetting(key));
}

/**
 * The body of `PUT {index}/_settings` for the edited settings: each name without its leading
 * 'index.' inside `{ "index": { ... } }`, as the engines document it. `null` resets a setting to
 * its default. A name given with and without 'index.' is one setting: the later one counts. A
 * name with nothing after 'index.' is left out.
 */
export function settingsChangeBody(changes: SettingsChange): SettingsChangeBody {
  const entries = Object.entries(changes)
    .map(([key, value]): [string, SettingValue | null] => [
      fullSettingName(key).slice(INDEX_PREFIX.length),
      Array.isArray(value) ? [...value] : value,
    ])
    .filter(([name]) => name !== '');
  // fromEntries defines own keys, so even a setting named '__proto__' stays a plain key.
  return { index: Object.fromEntries(entries) };
}

/**
 * The settings the change form offers as suggestions: the dynamic ones people change most
 * (replicas, refresh, blocks, allocation filters, routing, result window), then the engine's
 * own. Any other name can still be typed.
 */
const COMMON_SETTINGS: readonly string[] = [
  'index.number_of_replicas',
  'index.auto_expand_replicas',
  'index.refresh_interval',
  'index.max_result_window',
  'index.blocks.read_only',
  'index.blocks.read_only_allow_delete',
  'index.blocks.write',
  'index.blocks.read',
  'index.blocks.metadata',
  'index.routing.allocation.include._name',
  'index.routing.allocation.exclude._name',
  'index.routing.allocation.require._name',
  'index.routing.allocation.include._ip',
  'index.routing.allocation.exclude._ip',
  'index.routing.allocation.require._ip',
  'index.routing.allocation.enable',
  'index.routing.rebalance.enable',
  'index.routing.allocation.total_shards_per_node',
  'index.unassigned.node_left.delayed_timeout',
  'index.priority',
  'index.hidden',
  'index.default_pipeline',
  'index.final_pipeline',
  'index.mapping.total_fields.limit',
  'index.translog.durability',
  'index.search.idle.after',
];

/** The suggested setting names on `engine`, each one dynamic. */
export function suggestedSettings(engine: EngineProfile): string[] {
  return [...COMMON_SETTINGS, ...engineSettings(engine)];
}

/** A setting name as typed: dotted words without spaces, with or without the leading 'index.'. */
export function isSettingKey(key: string): boolean {
  const name = key.trim();
  return /^[\w-]+(\.[\w*-]+)*$/.test(name) && name !== 'index';
}

/**
 * The value the edit field stands for. The engines keep every index setting as text, so the
 * text goes as typed (trimmed), with two exceptions, as in the cluster settings editor: `null`
 * resets the setting to its default, and a JSON array of texts, numbers or booleans is sent as
 * a list of texts (list settings such as index.query.default_field).
 */
export function settingInputValue(text: string): SettingValue | null {
  const trimmed = text.trim();
  if (trimmed === 'null') return null;
  if (trimmed.startsWith('[')) {
    try {
      const list = leafValue(JSON.parse(trimmed));
      if (Array.isArray(list)) return list;
    } catch {
      // Not JSON: sent as the text it is.
    }
  }
  return trimmed;
}

/** What the change form holds: the setting's name and the value text. */
export interface SettingDraft {
  key: string;
  value: string;
}

export const EMPTY_DRAFT: SettingDraft = { key: '', value: '' };

/**
 * The change the form stands for, or null while it cannot be sent: a name that is no setting
 * name, or no value (an empty value is never sent; `null` resets).
 */
export function draftChange(draft: SettingDraft): SettingsChange | null {
  if (!isSettingKey(draft.key) || draft.value.trim() === '') return null;
  return { [fullSettingName(draft.key.trim())]: settingInputValue(draft.value) };
}

/** The form filled to change `row`: its name and its value as the edit field reads it. */
export function rowDraft(row: SettingRow): SettingDraft {
  return { key: row.key, value: settingValueText(row.value) };
}
