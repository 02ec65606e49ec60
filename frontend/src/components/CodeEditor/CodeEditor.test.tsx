import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { openSearchPanel } from '@codemirror/search';
import { EditorView } from '@codemirror/view';
import { createTranslations, currentTranslations, setTranslations } from '../../i18n/translate';
import frenchStrings from '../../i18n/locales/fr.json';
import { createTestStore, renderWithProviders } from '../testUtils';
import { dismissAllNotifications, getNotifications } from '../Notifications/notificationStore';
import { CodeEditor, CodeViewer } from './CodeEditor';
import { setVimMode } from './codeEditorSlice';

afterEach(() => act(() => dismissAllNotifications()));

/** The editor's text, line by line as CodeMirror renders it. */
function editorText(): string {
  const lines = document.querySelectorAll('.cm-content .cm-line');
  return [...lines].map((line) => line.textContent).join('\n');
}

// CodeMirror's chunk loads on demand, which takes a while on a busy machine.
async function editorReady() {
  await waitFor(() => expect(document.querySelector('.cm-content')).not.toBeNull(), {
    timeout: 15_000,
  });
}

describe('CodeEditor', () => {
  it('loads on demand and shows the value', async () => {
    renderWithProviders(<CodeEditor value={'{"size":10}'} label="Query" />);
    await editorReady();
    expect(editorText()).toBe('{"size":10}');
  });

  it('underlines again when the warnings change after a check, the text unchanged', async () => {
    const none = () => [];
    const mach = (text: string) => {
      const from = text.indexOf('mach');
      return from < 0 ? [] : [{ from, to: from + 4, message: 'unknown key mach' }];
    };
    const warns = vi.fn(none);
    const { rerender } = renderWithProviders(
      <CodeEditor value={'{"mach": {}}'} label="Body" warnings={warns} />,
    );
    await editorReady();
    // The first check has run and found nothing: no check is pending any more.
    await waitFor(() => expect(warns).toHaveBeenCalled(), { timeout: 5_000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(document.querySelector('.cm-lintRange-warning')).toBeNull();
    rerender(<CodeEditor value={'{"mach": {}}'} label="Body" warnings={mach} />);
    await waitFor(() => expect(document.querySelector('.cm-lintRange-warning')).not.toBeNull());
    expect(document.querySelector('.cm-lintRange-warning')).toHaveTextContent('mach');
  });

  it('beautifies JSON with the toolbar button and reports the new text', async () => {
    const onChange = vi.fn();
    renderWithProviders(<CodeEditor value={'{"query":{"match_all":{}}}'} onChange={onChange} />);
    await editorReady();
    fireEvent.click(screen.getByRole('button', { name: 'Beautify' }));
    const pretty = '{\n  "query": {\n    "match_all": {}\n  }\n}';
    expect(editorText()).toBe(pretty);
    expect(onChange).toHaveBeenCalledWith(pretty);
  });

  it('beautifies with Ctrl+Alt+L typed in the editor', async () => {
    const onChange = vi.fn();
    renderWithProviders(<CodeEditor value={'{"size":0}'} onChange={onChange} />);
    await editorReady();
    const content = document.querySelector('.cm-content');
    if (!content) throw new Error('no editor');
    fireEvent.keyDown(content, {
      key: 'l',
      code: 'KeyL',
      keyCode: 76,
      ctrlKey: true,
      altKey: true,
    });
    expect(editorText()).toBe('{\n  "size": 0\n}');
    expect(onChange).toHaveBeenCalledWith('{\n  "size": 0\n}');
  });

  it('collapses every block and expands them again', async () => {
    renderWithProviders(<CodeEditor value={'{\n  "query": {\n    "match_all": {}\n  }\n}'} />);
    await editorReady();
    expect(document.querySelectorAll('.cm-foldPlaceholder')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    await waitFor(() =>
      expect(document.querySelectorAll('.cm-foldPlaceholder').length).toBeGreaterThan(0),
    );
    expect(editorText()).not.toContain('match_all');
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    await waitFor(() => expect(document.querySelectorAll('.cm-foldPlaceholder')).toHaveLength(0));
    expect(editorText()).toContain('match_all');
  });

  it('leaves text that is not JSON alone and says why', async () => {
    renderWithProviders(<CodeEditor value={'{"query": '} />);
    await editorReady();
    fireEvent.click(screen.getByRole('button', { name: 'Beautify' }));
    expect(editorText()).toBe('{"query": ');
    expect(getNotifications()[0]?.title).toBe('Not valid JSON, nothing was changed');
  });

  it('takes a new value from its props without echoing it back as a change', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(<CodeEditor value="{}" onChange={onChange} />);
    await editorReady();
    const content = document.querySelector('.cm-content');
    rerender(<CodeEditor value={'{"a":1}'} onChange={onChange} />);
    expect(editorText()).toBe('{"a":1}');
    expect(onChange).not.toHaveBeenCalled();
    // Same editor, updated in place.
    expect(document.querySelector('.cm-content')).toBe(content);
  });

  it('keeps every key of a burst of typing when its owner holds the text in state', async () => {
    let held = '';
    function Owner() {
      const [text, setText] = useState('');
      held = text;
      return <CodeEditor value={text} onChange={setText} />;
    }
    renderWithProviders(<Owner />);
    await editorReady();
    const view = EditorView.findFromDOM(document.querySelector('.cm-editor') as HTMLElement);
    if (!view) throw new Error('no editor');
    // Keys arrive before the owner re-rendered with the first one.
    act(() => {
      view.dispatch({ changes: { from: 0, insert: 'i' } });
      view.dispatch({ changes: { from: 1, insert: '[' } });
      view.dispatch({ changes: { from: 2, insert: ']' } });
    });
    expect(editorText()).toBe('i[]');
    expect(held).toBe('i[]');
  });

  describe('with a change delay', () => {
    /** An editor handing its text over once typing pauses 250 ms, and a button beside it. */
    async function delayed(
      props: { onSubmit?: () => void; onPasteText?: (p: string, e: string) => boolean } = {},
    ) {
      const onChange = vi.fn();
      const rendered = renderWithProviders(
        <>
          <CodeEditor value="" onChange={onChange} changeDelayMs={250} {...props} />
          <button type="button">Elsewhere</button>
        </>,
      );
      await editorReady();
      const view = EditorView.findFromDOM(document.querySelector('.cm-editor') as HTMLElement);
      if (!view) throw new Error('no editor');
      const type = (text: string) =>
        act(() => {
          for (const key of text)
            view.dispatch({ changes: { from: view.state.doc.length, insert: key } });
        });
      return { onChange, view, type, ...rendered };
    }

    it('hands the text over once typing pauses, once for a burst of keys', async () => {
      const { onChange, type } = await delayed();
      type('{"a"');
      expect(onChange).not.toHaveBeenCalled();
      await waitFor(() => expect(onChange).toHaveBeenCalledWith('{"a"'));
      expect(onChange).toHaveBeenCalledTimes(1);
    });

    it('hands it over at once when a pointer or a key acts elsewhere on the page', async () => {
      const { onChange, type } = await delayed();
      type('{}');
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
      expect(onChange).toHaveBeenCalledWith('{}');
      type(' ');
      fireEvent.keyDown(screen.getByRole('button', { name: 'Elsewhere' }), { key: 'Enter' });
      expect(onChange).toHaveBeenLastCalledWith('{} ');
      expect(onChange).toHaveBeenCalledTimes(2);
    });

    it('hands it over before a shortcut typed in the editor and before Ctrl+Enter sends', async () => {
      const seen: string[] = [];
      const onSubmit = vi.fn();
      const { onChange, type } = await delayed({ onSubmit });
      onChange.mockImplementation((text: string) => seen.push(text));
      onSubmit.mockImplementation(() => seen.push('submitted'));
      type('[1]');
      const content = document.querySelector('.cm-content') as HTMLElement;
      fireEvent.keyDown(content, { key: 'Enter', code: 'Enter', keyCode: 13, ctrlKey: true });
      expect(seen).toEqual(['[1]', 'submitted']);
      // A plain key typed in the editor waits for the pause.
      type('x');
      fireEvent.keyDown(content, { key: 'y' });
      expect(seen).toEqual(['[1]', 'submitted']);
    });

    it('hands it over when the editor loses the focus and when it goes away', async () => {
      const { onChange, view, type, unmount } = await delayed();
      act(() => view.focus());
      type('[');
      act(() => view.contentDOM.blur());
      expect(onChange).toHaveBeenCalledWith('[');
      type(']');
      unmount();
      expect(onChange).toHaveBeenLastCalledWith('[]');
    });

    it('hands it over when the page hides', async () => {
      const { onChange, type } = await delayed();
      type('[2]');
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      expect(onChange).toHaveBeenCalledWith('[2]');
    });

    it('lets its owner take pasted text, with the text typed just before', async () => {
      const onPasteText = vi.fn(() => true);
      const { onChange, type } = await delayed({ onPasteText });
      type('{');
      const content = document.querySelector('.cm-content') as HTMLElement;
      const clipboardData = { getData: () => 'GET /_search' };
      fireEvent.paste(content, { clipboardData });
      expect(onPasteText).toHaveBeenCalledWith('GET /_search', '{');
      expect(onChange).toHaveBeenCalledWith('{');
      expect(editorText()).toBe('{');
    });
  });

  it("speaks the page's language in CodeMirror's own panels", async () => {
    const english = currentTranslations();
    setTranslations(createTranslations('fr', frenchStrings));
    try {
      renderWithProviders(<CodeEditor value="{}" />);
      await editorReady();
      const view = EditorView.findFromDOM(document.querySelector('.cm-editor') as HTMLElement);
      act(() => {
        if (view) openSearchPanel(view);
      });
      expect(screen.getByRole('button', { name: 'suivant' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'tout remplacer' })).toBeInTheDocument();
      expect(view?.state.phrase('No diagnostics')).toBe('Aucun avertissement');
    } finally {
      setTranslations(english);
    }
  });

  it('switches line wrapping and remembers it in the settings', async () => {
    const store = createTestStore();
    renderWithProviders(<CodeEditor value="{}" />, { store });
    await editorReady();
    const wrap = screen.getByRole('button', { name: 'Wrap lines' });
    fireEvent.click(wrap);
    expect(store.getState().codeEditor.wrapLines).toBe(true);
    expect(wrap).toHaveAttribute('aria-pressed', 'true');
    expect(document.querySelector('.cm-lineWrapping')).not.toBeNull();
  });

  it('turns vim mode on when the setting says so', async () => {
    const store = createTestStore();
    store.dispatch(setVimMode(true));
    renderWithProviders(<CodeEditor value="{}" />, { store });
    await editorReady();
    expect(document.querySelector('.cm-vimMode')).not.toBeNull();
  });
});

describe('CodeViewer', () => {
  it('is read-only and has no Beautify button', async () => {
    renderWithProviders(<CodeViewer value={'{"cluster_name":"docker-cluster"}'} />);
    await editorReady();
    expect(screen.queryByRole('button', { name: 'Beautify' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse all' })).toBeInTheDocument();
    expect(document.querySelector('.cm-content')).toHaveAttribute('aria-readonly', 'true');
  });
});
