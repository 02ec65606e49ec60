// The cluster settings table: one row per setting name found in any scope, with the value in
// force and where it comes from (transient > persistent > default). A name set both transient
// and persistent shows the transient value and keeps the persistent one it hides.
import {
  effectiveSetting,
  type ClusterSettingsResponse,
  type SettingSource,
  type SettingValue,
} from '../../api/operations/clusterSettings';

export interface SettingRow {
  name: string;
  value: SettingValue;
  /** The value as text: a string as is, a list as JSON. */
  valueText: string;
  source: SettingSource;
  /** The persistent value the transient one hides, as text; null when none is hidden. */
  shadowed: string | null;
}

/** Filterable columns, for the filter box's hover title. */
export const SETTING_FILTER_COLUMNS = ['name', 'value'] as const;

/** How a value reads in the table and in the edit field: lists as JSON, never as markup. */
export function valueText(value: SettingValue | undefined): string {
  if (value === null || value === undefined) return 'null';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Whether the answer carries defaults (include_defaults=true on a cluster that sends them). */
export function hasDefaults(settings: ClusterSettingsResponse): boolean {
  return settings.defaults !== undefined && settings.defaults !== null;
}

function namesOf(scope: Record<string, unknown> | undefined): string[] {
  return scope ? Object.keys(scope) : [];
}

/** Every setting of the answer, sorted by name; the defaults only when `withDefaults`. */
export function settingRows(
  settings: ClusterSettingsResponse,
  withDefaults: boolean,
): SettingRow[] {
  const names = new Set([...namesOf(settings.transient), ...namesOf(settings.persistent)]);
  if (withDefaults) namesOf(settings.defaults).forEach((name) => names.add(name));
  const rows: SettingRow[] = [];
  for (const name of [...names].sort()) {
    const effective = effectiveSetting(settings, name);
    if (!effective) continue;
    if (effective.source === 'default' && !withDefaults) continue;
    rows.push({
      name,
      value: effective.value,
      valueText: valueText(effective.value),
      source: effective.source,
      shadowed: effective.shadowed === undefined ? null : valueText(effective.shadowed),
    });
  }
  return rows;
}

/** Keeps a row whose name or value contains `filter` (case-insensitive). */
export function matchesSettingFilter(row: SettingRow, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (needle === '') return true;
  return row.name.toLowerCase().includes(needle) || row.valueText.toLowerCase().includes(needle);
}

/** Rows that match `filter`, for the filter chip's count. */
export function countSettingMatches(rows: readonly SettingRow[], filter: string): number {
  return rows.filter((row) => matchesSettingFilter(row, filter)).length;
}
