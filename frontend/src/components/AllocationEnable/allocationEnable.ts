// cluster.routing.allocation.enable: which shards the cluster may allocate. Operators lower it
// around a rolling restart and must set it back afterwards; its value in force and its scope.
import {
  effectiveSetting,
  type ClusterSettingsResponse,
  type SettingChange,
  type SettingScope,
  type SettingSource,
} from '../../api/operations/clusterSettings';

export const ALLOCATION_ENABLE = 'cluster.routing.allocation.enable';

export const ALLOCATION_VALUES = ['all', 'primaries', 'new_primaries', 'none'] as const;
export type AllocationValue = (typeof ALLOCATION_VALUES)[number];

export interface AllocationState {
  /** The value in force; a value this console does not know is kept as sent. */
  value: string;
  /** Where it comes from; 'default' also when no scope sets it (the default is all). */
  source: SettingSource;
}

/** The value in force: transient, else persistent, else the default, else all. */
export function allocationState(settings: ClusterSettingsResponse): AllocationState {
  const effective = effectiveSetting(settings, ALLOCATION_ENABLE);
  if (!effective || effective.value === null) return { value: 'all', source: 'default' };
  const value = Array.isArray(effective.value)
    ? JSON.stringify(effective.value)
    : String(effective.value);
  return { value, source: effective.source };
}

/** A new value goes where the current one is set, so it is not hidden by a stronger scope. */
export function scopeForChange(state: AllocationState): SettingScope {
  return state.source === 'transient' ? 'transient' : 'persistent';
}

/** Sets `value` in the scope of the current value (persistent when none sets it). */
export function allocationChange(state: AllocationState, value: AllocationValue): SettingChange {
  return { name: ALLOCATION_ENABLE, scope: scopeForChange(state), value };
}

/**
 * 'Set back to all': removes the value from the scope that sets it, so the default (all)
 * applies; null when nothing sets it.
 */
export function allocationReset(state: AllocationState): SettingChange | null {
  if (state.source === 'default') return null;
  return { name: ALLOCATION_ENABLE, scope: state.source, value: null };
}

export function isAllocationValue(value: string): value is AllocationValue {
  return (ALLOCATION_VALUES as readonly string[]).includes(value);
}
