// Code editor preferences, persisted by the store under
// CODE_EDITOR_STORAGE_KEY.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { definePersistedArea, readBoolean } from '../../lib/persistedArea';
import { isRecord } from '../../lib/storage';

export const CODE_EDITOR_STORAGE_KEY = 'codeEditor';

export interface CodeEditorState {
  vimMode: boolean;
  wrapLines: boolean;
}

export const DEFAULT_CODE_EDITOR_STATE: CodeEditorState = { vimMode: false, wrapLines: false };

/** Keeps each stored flag that is a boolean; anything else falls back to its default. */
export function parseCodeEditorState(raw: unknown): CodeEditorState | null {
  if (!isRecord(raw)) return null;
  const fallback = DEFAULT_CODE_EDITOR_STATE;
  return {
    vimMode: readBoolean(raw, 'vimMode', fallback.vimMode),
    wrapLines: readBoolean(raw, 'wrapLines', fallback.wrapLines),
  };
}

export const codeEditorArea = definePersistedArea<CodeEditorState>({
  key: CODE_EDITOR_STORAGE_KEY,
  defaults: () => ({ ...DEFAULT_CODE_EDITOR_STATE }),
  parse: parseCodeEditorState,
});

const codeEditorSlice = createSlice({
  name: 'codeEditor',
  initialState: codeEditorArea.defaults,
  reducers: {
    setVimMode(state, action: PayloadAction<boolean>) {
      state.vimMode = action.payload;
    },
    setWrapLines(state, action: PayloadAction<boolean>) {
      state.wrapLines = action.payload;
    },
    resetCodeEditor() {
      return { ...DEFAULT_CODE_EDITOR_STATE };
    },
  },
});

export const codeEditorReducer = codeEditorSlice.reducer;
export const { setVimMode, setWrapLines, resetCodeEditor } = codeEditorSlice.actions;

export function selectCodeEditor(state: { codeEditor: CodeEditorState }): CodeEditorState {
  return state.codeEditor;
}
