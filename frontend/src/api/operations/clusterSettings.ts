// Cluster-wide settings: reading them flat (with or without the defaults) and changing one in a
// scope. A setting's effective value is the transient one, else the persistent one, else the
// default; a null value removes the setting from its scope.

import { clusterRequest } from '../client';
import type { ClusterTarget } from '../types';

/** Where a setting's value comes from, strongest first. */
export type SettingScope = 'transient' | 'persistent';
export type SettingSource = SettingScope | 'default';

/** A value as the cluster sends it with flat_settings: a string, a list, or null. */
export type SettingValue = string | readonly unknown[] | null;

/** GET _cluster/settings?flat_settings=true; `defaults` only with include_defaults=true. */
export interface ClusterSettingsResponse {
  persistent?: Record<string, unknown>;
  transient?: Record<string, unknown>;
  defaults?: Record<string, unknown>;
}

/** One setting to write in one scope; `value` null removes it there. */
export interface SettingChange {
  name: string;
  scope: SettingScope;
  value: SettingValue;
}

/** The body of PUT _cluster/settings for `change`: {"<scope>":{"<name>":<value>}}. */
export function settingChangeBody(change: SettingChange): Record<string, Record<string, unknown>> {
  return { [change.scope]: { [change.name]: change.value } };
}

/** The request as the user reads it before sending: method, path and the body as JSON. */
export function settingChangeRequestText(change: SettingChange): string {
  return `PUT _cluster/settings\n${JSON.stringify(settingChangeBody(change), null, 2)}`;
}

/** GET _cluster/settings with flat names; the defaults only when `includeDefaults`. */
export function getClusterSettings(
  target: ClusterTarget,
  includeDefaults: boolean,
  signal?: AbortSignal,
): Promise<ClusterSettingsResponse> {
  return clusterRequest<ClusterSettingsResponse>(target, {
    method: 'GET',
    path: '_cluster/settings',
    params: { include_defaults: includeDefaults ? true : undefined, flat_settings: true },
    signal,
  });
}

/** PUT _cluster/settings with one setting in one scope. */
export function putClusterSetting(
  target: ClusterTarget,
  change: SettingChange,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'PUT',
    path: '_cluster/settings',
    body: settingChangeBody(change),
    signal,
  });
}

/** A scope's value of `name` when the scope has it (null counts as not set). */
function scopeValue(
  scope: Record<string, unknown> | undefined,
  name: string,
): SettingValue | undefined {
  if (!scope || !Object.hasOwn(scope, name)) return undefined;
  const value = scope[name];
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The value in force and where it comes from. */
export interface EffectiveSetting {
  value: SettingValue;
  source: SettingSource;
  /** A persistent value the transient one hides. */
  shadowed: SettingValue | undefined;
}

/** The effective value of `name`: transient, else persistent, else default; null when unset. */
export function effectiveSetting(
  settings: ClusterSettingsResponse,
  name: string,
): EffectiveSetting | null {
  const transient = scopeValue(settings.transient, name);
  const persistent = scopeValue(settings.persistent, name);
  if (transient !== undefined)
    return { value: transient, source: 'transient', shadowed: persistent };
  if (persistent !== undefined)
    return { value: persistent, source: 'persistent', shadowed: undefined };
  const fallback = scopeValue(settings.defaults, name);
  if (fallback !== undefined) return { value: fallback, source: 'default', shadowed: undefined };
  return null;
}
