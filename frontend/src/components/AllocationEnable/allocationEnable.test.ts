import { describe, expect, it } from 'vitest';
import {
  ALLOCATION_ENABLE,
  allocationChange,
  allocationReset,
  allocationState,
  isAllocationValue,
} from './allocationEnable';

describe('allocation enable', () => {
  it('is all from the default when no scope and no default names it', () => {
    const state = allocationState({ persistent: {}, transient: {} });
    expect(state).toEqual({ value: 'all', source: 'default' });
    expect(allocationReset(state)).toBeNull();
    expect(allocationChange(state, 'primaries')).toEqual({
      name: ALLOCATION_ENABLE,
      scope: 'persistent',
      value: 'primaries',
    });
  });

  it('takes the transient value over the persistent one, and changes and resets it there', () => {
    const state = allocationState({
      persistent: { [ALLOCATION_ENABLE]: 'none' },
      transient: { [ALLOCATION_ENABLE]: 'primaries' },
    });
    expect(state).toEqual({ value: 'primaries', source: 'transient' });
    expect(allocationChange(state, 'all').scope).toBe('transient');
    expect(allocationReset(state)).toEqual({
      name: ALLOCATION_ENABLE,
      scope: 'transient',
      value: null,
    });
  });

  it('resets a persistent value with null in the persistent scope', () => {
    const state = allocationState({ persistent: { [ALLOCATION_ENABLE]: 'new_primaries' } });
    expect(state).toEqual({ value: 'new_primaries', source: 'persistent' });
    expect(allocationReset(state)).toEqual({
      name: ALLOCATION_ENABLE,
      scope: 'persistent',
      value: null,
    });
  });

  it('reads the default when the cluster sends one', () => {
    expect(allocationState({ defaults: { [ALLOCATION_ENABLE]: 'none' } })).toEqual({
      value: 'none',
      source: 'default',
    });
  });

  it('knows the four values and no other', () => {
    expect(['all', 'primaries', 'new_primaries', 'none'].every(isAllocationValue)).toBe(true);
    expect(isAllocationValue('ALL')).toBe(false);
  });
});
