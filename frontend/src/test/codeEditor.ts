// The code editor (CodeMirror) in component tests: found inside a container once it is mounted,
// and its text replaced the way typing replaces it.
import { act, waitFor } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { expect } from 'vitest';

/** The code editor inside `container`, once it is there. */
export async function editorIn(container: HTMLElement): Promise<EditorView> {
  await waitFor(() => expect(container.querySelector('.cm-editor')).not.toBeNull(), {
    timeout: 15_000,
  });
  const view = EditorView.findFromDOM(container.querySelector('.cm-editor') as HTMLElement);
  if (!view) throw new Error('no editor');
  return view;
}

/** Replaces the text of the code editor inside `container`, as typing would. */
export async function setEditorText(container: HTMLElement, text: string) {
  const view = await editorIn(container);
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
}
