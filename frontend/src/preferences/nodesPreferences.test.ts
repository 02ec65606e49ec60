import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_HIDE_ATTRIBUTES_REGEX,
  NODES_STORAGE_KEY,
  nodesReducer,
  parseNodesState,
  resetHideAttributesRegex,
  setHideAttributesRegex,
  setNodesFilter,
  nodesArea,
} from './nodesPreferences';
import { readPersistedArea } from '../lib/persistedArea';

afterEach(() => {
  localStorage.clear();
});

describe('parseNodesState', () => {
  it('reads both stored fields', () => {
    expect(parseNodesState({ filter: 'name:es-1', hideAttributesRegex: '' })).toEqual({
      filter: 'name:es-1',
      hideAttributesRegex: '',
    });
  });

  it('gives a missing or mistyped field its default and rejects non-objects', () => {
    expect(parseNodesState({ filter: 3 })).toEqual({
      filter: '',
      hideAttributesRegex: DEFAULT_HIDE_ATTRIBUTES_REGEX,
    });
    expect(parseNodesState('x')).toBeNull();
    expect(parseNodesState(null)).toBeNull();
  });
});

describe('nodes settings', () => {
  it('starts from local storage', () => {
    localStorage.setItem(
      NODES_STORAGE_KEY,
      JSON.stringify({ filter: 'ip:10.', hideAttributesRegex: '^x' }),
    );
    expect(readPersistedArea(nodesArea)).toEqual({
      filter: 'ip:10.',
      hideAttributesRegex: '^x',
    });
  });

  it('starts with the default pattern hiding the engines own attributes', () => {
    const state = nodesReducer(undefined, { type: 'init' });
    expect(state.hideAttributesRegex).toBe(DEFAULT_HIDE_ATTRIBUTES_REGEX);
    expect(new RegExp(state.hideAttributesRegex).test('xpack.installed')).toBe(true);
    expect(new RegExp(state.hideAttributesRegex).test('rack_id')).toBe(false);
  });

  it('sets the filter and the pattern, and resets the pattern', () => {
    let state = nodesReducer(undefined, setNodesFilter('hot'));
    state = nodesReducer(state, setHideAttributesRegex(''));
    expect(state).toEqual({ filter: 'hot', hideAttributesRegex: '' });
    expect(nodesReducer(state, resetHideAttributesRegex()).hideAttributesRegex).toBe(
      DEFAULT_HIDE_ATTRIBUTES_REGEX,
    );
  });
});
