import { afterEach, describe, expect, it } from 'vitest';
import {
  CODE_EDITOR_STORAGE_KEY,
  codeEditorReducer,
  parseCodeEditorState,
  resetCodeEditor,
  setVimMode,
  setWrapLines,
  codeEditorArea,
} from './codeEditorSlice';
import { readPersistedArea } from '../../lib/persistedArea';

afterEach(() => localStorage.clear());

describe('codeEditor slice', () => {
  it('defaults to vim mode off and no line wrapping', () => {
    expect(codeEditorReducer(undefined, { type: 'init' })).toEqual({
      vimMode: false,
      wrapLines: false,
    });
  });

  it('starts from the stored settings', () => {
    localStorage.setItem(
      CODE_EDITOR_STORAGE_KEY,
      JSON.stringify({ vimMode: true, wrapLines: true }),
    );
    expect(readPersistedArea(codeEditorArea)).toEqual({
      vimMode: true,
      wrapLines: true,
    });
  });

  it('keeps a stored flag that is valid when the other is not', () => {
    expect(parseCodeEditorState({ vimMode: 'yes', wrapLines: true })).toEqual({
      vimMode: false,
      wrapLines: true,
    });
    expect(parseCodeEditorState(null)).toBeNull();
  });

  it('switches each setting and resets both', () => {
    let state = codeEditorReducer(undefined, setVimMode(true));
    state = codeEditorReducer(state, setWrapLines(true));
    expect(state).toEqual({ vimMode: true, wrapLines: true });
    expect(codeEditorReducer(state, resetCodeEditor())).toEqual({
      vimMode: false,
      wrapLines: false,
    });
  });
});
