// The data model of the index settings view: the rows of one index's settings (its own values
// over the engine's defaults), a value as the table shows it, and the table's text filter. Pure
// functions; the requests live in the API layer.
import { isRecord } from '../../../lib/storage';

/** A setting's value as the engines send it: text, or a list of texts for list settings. */
export type SettingValue = string | string[];

/** One setting of an index, as the settings table shows it. */
export interface SettingRow {
  /** The full, dotted name, such as 'index.number_of_replicas'. */
  key: string;
  value: SettingValue;
  /** True when the index sets the value itself; false when it is the engine's default. */
  set: boolean;
}

/** A value as text: numbers and booleans (never sent, but harmless) become text; else null. */
function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** A leaf of the answer as a setting value; null when it is neither text nor a list of texts. */
export function leafValue(value: unknown): SettingValue | null {
  if (!Array.isArray(value)) return scalarText(value);
  const items = value.map(scalarText);
  return items.every((item) => item !== null) ? (items as string[]) : null;
}

/**
 * Adds every setting of `scope` to `into` under its dotted name. A flat answer
 * (flat_settings=true) has dotted names already; a nested one has objects, joined here with '.'.
 * Both forms, even mixed, give the same names. Leaves that are no setting value are skipped.
 */
function collectSettings(scope: unknown, prefix: string, into: Map<string, SettingValue>): void {
  if (!isRecord(scope)) return;
  for (const [name, value] of Object.entries(scope)) {
    const key = prefix + name;
    if (isRecord(value)) {
      collectSettings(value, `${key}.`, into);
      continue;
    }
    const setting = leafValue(value);
    if (setting !== null) into.set(key, setting);
  }
}

/** The settings of one scope ('settings' or 'defaults') of an index's answer, by dotted name. */
function scopeSettings(scope: unknown): Map<string, SettingValue> {
  const settings = new Map<string, SettingValue>();
  collectSettings(scope, '', settings);
  return settings;
}

/**
 * The rows of `index` in the answer of
 * `GET {index}/_settings?flat_settings=true&include_defaults=true`, sorted by key. The index's own
 * settings win over a default of the same key. The answer without flat_settings (nested objects)
 * reads the same; without include_defaults there are only the set rows. An answer of another
 * shape, or without `index`, gives no rows.
 */
export function settingRows(answer: unknown, index: string): SettingRow[] {
  if (!isRecord(answer) || !Object.hasOwn(answer, index)) return [];
  const state = answer[index];
  if (!isRecord(state)) return [];
  const own = scopeSettings(state.settings);
  const merged = new Map([...scopeSettings(state.defaults), ...own]);
  return [...merged]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => ({ key, value, set: own.has(key) }));
}

/** A value as the table shows it and the filter reads it: text as is, a list as JSON. */
export function settingValueText(value: SettingValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The rows that match `text`: every word of it (split at spaces) must occur, ignoring case, in
 * the row's key or in its value (a list read as JSON). Blank text keeps every row.
 */
export function filterSettingRows(rows: readonly SettingRow[], text: string): SettingRow[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const key = row.key.toLowerCase();
    const value = settingValueText(row.value).toLowerCase();
    return words.every((word) => key.includes(word) || value.includes(word));
  });
}
