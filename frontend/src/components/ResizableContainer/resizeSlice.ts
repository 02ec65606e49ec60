// Heights of the resizable panels, persisted by
// the store under RESIZE_STORAGE_KEY.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePersistedArea } from '../../lib/persistedArea';
import { isRecord } from '../../lib/storage';
import { clampHeight } from './clampHeight';

export const RESIZE_STORAGE_KEY = 'resize';

export const DEFAULT_PANEL_HEIGHTS = {
  indicesTable: 500,
  indexTemplatesTable: 500,
  /** The JSON of an expanded index template row. */
  indexTemplateJson: 400,
  shardRecoveryTable: 500,
  modalLoaderCodeViewer: 600,
  restForm: 400,
  searchQuery: 400,
  searchTable: 500,
  documentEdit: 800,
} as const;

export type ResizePanel = keyof typeof DEFAULT_PANEL_HEIGHTS;

export type ResizeState = Record<ResizePanel, number>;

const PANELS = Object.keys(DEFAULT_PANEL_HEIGHTS) as ResizePanel[];

/** Keeps every stored height that is a number, clamped; other panels get their default. */
export function parseResizeState(raw: unknown): ResizeState | null {
  if (!isRecord(raw)) return null;
  const state: ResizeState = { ...DEFAULT_PANEL_HEIGHTS };
  for (const panel of PANELS) {
    const value = raw[panel];
    if (typeof value === 'number' && Number.isFinite(value)) state[panel] = clampHeight(value);
  }
  return state;
}

export const resizeArea = definePersistedArea<ResizeState>({
  key: RESIZE_STORAGE_KEY,
  defaults: () => ({ ...DEFAULT_PANEL_HEIGHTS }),
  parse: parseResizeState,
});

const resizeSlice = createSlice({
  name: 'resize',
  initialState: resizeArea.defaults,
  reducers: {
    setPanelHeight(state, action: PayloadAction<{ panel: ResizePanel; height: number }>) {
      state[action.payload.panel] = clampHeight(action.payload.height);
    },
    resetPanelHeights() {
      return { ...DEFAULT_PANEL_HEIGHTS };
    },
  },
});

export const resizeReducer = resizeSlice.reducer;
export const { setPanelHeight, resetPanelHeights } = resizeSlice.actions;

export function selectResize(state: { resize: ResizeState }): ResizeState {
  return state.resize;
}

export function selectPanelHeight(state: { resize: ResizeState }, panel: ResizePanel): number {
  return state.resize[panel];
}
