// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DiscardGuard } from './useDiscardGuard';
import {
  useDraftEditor,
  type DraftModel,
  type DraftOpening,
  type EditorMode,
} from './useDraftEditor';

// A one-word body: the form holds the word, the JSON view the body `{ "word": ... }`.
interface WordDraft {
  mode: EditorMode;
  form: string;
  text: string;
}
type WordProblem = 'empty' | 'syntax';
type WordBody = { ok: true; body: { word: string } } | { ok: false; problem: WordProblem };

function readText(text: string): WordBody {
  try {
    return { ok: true, body: JSON.parse(text) as { word: string } };
  } catch {
    return { ok: false, problem: 'syntax' };
  }
}

const WORDS: DraftModel<WordDraft, WordProblem, WordBody> = {
  read: (draft) =>
    draft.mode === 'json'
      ? readText(draft.text)
      : draft.form === ''
        ? { ok: false, problem: 'empty' }
        : { ok: true, body: { word: draft.form } },
  switchMode: (draft, mode) => {
    const body = WORDS.read(draft);
    if (!body.ok) return body;
    return mode === 'json'
      ? { ok: true, draft: { ...draft, mode, text: JSON.stringify(body.body, null, 2) } }
      : { ok: true, draft: { ...draft, mode, form: body.body.word } };
  },
  problemText: (_t, problem) => `problem: ${problem}`,
  text: (body) => JSON.stringify(body.body),
};

function openEditor() {
  const guard: DiscardGuard = { request: vi.fn(), setChanged: vi.fn(), saved: vi.fn() };
  const opening: DraftOpening<WordDraft> = {
    name: 'first',
    draft: { mode: 'form', form: 'a', text: '' },
    text: '{"word":"a"}',
  };
  const { result } = renderHook(() => useDraftEditor(WORDS, () => opening, guard));
  const changed = () => vi.mocked(guard.setChanged).mock.lastCall?.[0];
  return { result, changed };
}

describe('useDraftEditor', () => {
  afterEach(cleanup);

  it('refuses a switch of view with the problem, and forgets it at the next edit', () => {
    const { result } = openEditor();
    act(() => result.current.setDraft({ ...result.current.draft, form: '' }));
    expect(result.current.problem).toBe('problem: empty');
    expect(result.current.modeProblem).toBeNull();

    act(() => result.current.switchTo('json'));
    expect(result.current.draft.mode).toBe('form');
    expect(result.current.modeProblem).toBe('problem: empty');

    act(() => result.current.setDraft({ ...result.current.draft, form: 'b' }));
    expect(result.current.modeProblem).toBeNull();
    expect(result.current.problem).toBeNull();
    act(() => result.current.switchTo('json'));
    expect(result.current.draft).toMatchObject({ mode: 'json', text: '{\n  "word": "b"\n}' });
    expect(result.current.body).toEqual({ ok: true, body: { word: 'b' } });
  });

  it('tells the discard guard of a changed name, and of one typed back', () => {
    const { result, changed } = openEditor();
    expect(changed()).toBe(false);
    act(() => result.current.setName('second'));
    expect(changed()).toBe(true);
    act(() => result.current.setName('first'));
    expect(changed()).toBe(false);
  });

  it('tells the discard guard of a changed or unreadable body, not of the same body in JSON', () => {
    const { result, changed } = openEditor();
    act(() => result.current.setDraft({ ...result.current.draft, form: 'b' }));
    expect(changed()).toBe(true);
    act(() => result.current.setDraft({ ...result.current.draft, form: 'a' }));
    expect(changed()).toBe(false);

    act(() => result.current.switchTo('json'));
    expect(result.current.draft.mode).toBe('json');
    expect(changed()).toBe(false);
    act(() => result.current.setDraft({ ...result.current.draft, text: '{"word": "a"' }));
    expect(result.current.problem).toBe('problem: syntax');
    expect(changed()).toBe(true);
  });
});
