import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PANEL_HEIGHTS,
  RESIZE_STORAGE_KEY,
  parseResizeState,
  resetPanelHeights,
  resizeReducer,
  setPanelHeight,
  resizeArea,
} from './resizeSlice';
import { readPersistedArea } from '../../lib/persistedArea';

afterEach(() => localStorage.clear());

describe('resize slice', () => {
  it('starts with the default panel heights', () => {
    const state = resizeReducer(undefined, { type: 'init' });
    expect(state.modalLoaderCodeViewer).toBe(600);
    expect(state.documentEdit).toBe(800);
    expect(state.restForm).toBe(400);
    expect(state.indicesTable).toBe(500);
  });

  it('reads stored heights and keeps defaults for panels it does not know', () => {
    localStorage.setItem(
      RESIZE_STORAGE_KEY,
      JSON.stringify({ searchTable: 730, documentEdit: 'tall' }),
    );
    const state = readPersistedArea(resizeArea);
    expect(state.searchTable).toBe(730);
    expect(state.documentEdit).toBe(800);
    // Stored before the template JSON panel existed.
    expect(state.indexTemplateJson).toBe(400);
  });

  it('clamps a stored height below the minimum', () => {
    expect(parseResizeState({ restForm: 12 })?.restForm).toBe(100);
  });

  it('rejects a stored value that is not an object', () => {
    expect(parseResizeState([500])).toBeNull();
    expect(parseResizeState('500')).toBeNull();
  });

  it('sets one panel, clamped, and resets all', () => {
    let state = resizeReducer(undefined, setPanelHeight({ panel: 'searchQuery', height: 20 }));
    expect(state.searchQuery).toBe(100);
    state = resizeReducer(state, setPanelHeight({ panel: 'searchQuery', height: 640 }));
    expect(state.searchQuery).toBe(640);
    expect(resizeReducer(state, resetPanelHeights())).toEqual(DEFAULT_PANEL_HEIGHTS);
  });
});
