// The CodeMirror configuration shared by the editor and the viewer. Settings that change while
// the editor lives (vim, wrapping, theme, read-only) sit in compartments and are reconfigured
// in place; the editor is never rebuilt.
import {
  acceptCompletion,
  autocompletion,
  type Completion,
  type CompletionContext,
  type CompletionResult,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, foldGutter, foldKeymap, indentOnInput } from '@codemirror/language';
import { forceLinting, linter, lintKeymap } from '@codemirror/lint';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import {
  Annotation,
  Compartment,
  EditorState,
  StateEffect,
  StateField,
  Prec,
  type Extension,
  type Text,
} from '@codemirror/state';
import {
  Decoration,
  type DecorationSet,
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  type Command,
} from '@codemirror/view';
import { vim } from '@replit/codemirror-vim';
import { beautifyJson } from './beautify';
import { editorTheme } from './themes';
import type { EditorCompletion, EditorCompletions, EditorLanguage, EditorWarning } from './types';

/** Marks document replacements that come from the value prop, so they are not echoed back. */
export const fromProps = Annotation.define<boolean>();

export interface EditorCompartments {
  vim: Compartment;
  wrap: Compartment;
  theme: Compartment;
  readOnly: Compartment;
  label: Compartment;
  language: Compartment;
}

export function createCompartments(): EditorCompartments {
  return {
    vim: new Compartment(),
    wrap: new Compartment(),
    theme: new Compartment(),
    readOnly: new Compartment(),
    label: new Compartment(),
    language: new Compartment(),
  };
}

export interface EditorCommands {
  beautify: Command;
  submit: Command;
  /** The owner's completion list (none when it has none). */
  complete: EditorCompletions;
  /** The owner's warnings about the document (none when it has none). */
  warn: (state: EditorState) => readonly EditorWarning[];
}

export interface EditorSettings {
  vimMode: boolean;
  wrapLines: boolean;
  scheme: 'light' | 'dark';
  readOnly: boolean;
  language: EditorLanguage;
}

export function baseExtensions(
  compartments: EditorCompartments,
  settings: EditorSettings,
  commands: EditorCommands,
  onDocChange: (state: EditorState) => void,
): Extension[] {
  return [
    // Vim's keymap must come before every other one.
    compartments.vim.of(vimExtension(settings.vimMode)),
    lineNumbers(),
    highlightActiveLineGutter(),
    foldGutter(),
    highlightSpecialChars(),
    drawSelection(),
    history(),
    indentOnInput(),
    bracketMatching(),
    highlightActiveLine(),
    highlightSelectionMatches(),
    compartments.language.of(languageExtension(settings.language)),
    completionExtension(commands.complete),
    warningExtension(commands.warn),
    keymap.of([
      ...lintKeymap,
      { key: 'Ctrl-Alt-l', run: commands.beautify },
      { key: 'Mod-Enter', run: commands.submit },
      ...defaultKeymap,
      ...historyKeymap,
      ...foldKeymap,
      ...searchKeymap,
      indentWithTab,
    ]),
    compartments.wrap.of(wrapExtension(settings.wrapLines)),
    compartments.theme.of(themeExtension(settings.scheme)),
    compartments.readOnly.of(readOnlyExtension(settings.readOnly)),
    problemField,
    EditorView.updateListener.of((update) => {
      if (!update.docChanged) return;
      if (update.transactions.some((tr) => tr.annotation(fromProps))) return;
      onDocChange(update.state);
    }),
  ];
}

/** How many entries of the completion list are drawn at a time. */
const RENDERED_COMPLETIONS = 40;

/**
 * Completion from the owner's list, which is already filtered by what is typed (its opening quote
 * included), so the editor neither filters it again nor keeps it while typing goes on. Tab
 * accepts too (before indenting).
 */
function completionExtension(complete: EditorCompletions): Extension {
  // Asked again within the key's own update (`update`) while typing goes on, so the list follows
  // the key in the same frame rather than in a later task.
  const source = (context: CompletionContext): CompletionResult | null => {
    const result = complete(context.state.sliceDoc(0, context.pos));
    if (!result || (result.options.length === 0 && !context.explicit)) return null;
    return {
      from: result.from,
      options: result.options.map(toCompletion),
      filter: false,
      update: (_current, _from, _to, next) => source(next),
    };
  };
  return [
    // The list is asked for at once on each key (the source is synchronous and quick), not after
    // the default pause of 100 ms.
    // A list drawn anew on a key that changes its entries costs about a quarter of a millisecond
    // per entry drawn: 40 are drawn around the selected one (ten show at a time), the arrows and
    // Page Down draw on as they go.
    autocompletion({
      override: [source],
      icons: false,
      activateOnTypingDelay: 0,
      maxRenderedOptions: RENDERED_COMPLETIONS,
    }),
    Prec.highest(keymap.of([{ key: 'Tab', run: acceptCompletion }])),
  ];
}

/** How long (ms) typing pauses before the warnings are asked for. */
const WARNING_DELAY_MS = 400;

/** Marks the transaction after which the warnings are asked for again, the text unchanged. */
const warningsChanged = StateEffect.define<null>();

/**
 * Underlines the owner's warnings again at once, for a text that has not changed: the owner's
 * rules have (another endpoint, the catalogue loaded). forceLinting alone only hurries a check
 * that an edit has already scheduled; the effect schedules one first.
 */
export function recheckWarnings(view: EditorView): void {
  view.dispatch({ effects: warningsChanged.of(null) });
  forceLinting(view);
}

/** The owner's warnings, underlined, their message shown on hover and in the list (Ctrl+Shift+M). */
function warningExtension(warn: EditorCommands['warn']): Extension {
  return linter(
    (view) =>
      warn(view.state).map(({ from, to, message }) => ({
        from,
        to,
        message,
        severity: 'warning',
      })),
    {
      delay: WARNING_DELAY_MS,
      needsRefresh: (update) =>
        update.transactions.some((transaction) =>
          transaction.effects.some((effect) => effect.is(warningsChanged)),
        ),
    },
  );
}

function toCompletion(entry: EditorCompletion): Completion {
  return {
    label: entry.label,
    detail: entry.detail,
    apply: (view, _completion, from, to) =>
      view.dispatch({
        changes: { from, to, insert: entry.apply },
        selection: { anchor: from + entry.cursorOffset },
        userEvent: 'input.complete',
      }),
  };
}

/** Marks the problem at an offset (such as where JSON stops parsing), or clears it with null. */
export const setProblem = StateEffect.define<number | null>();

const problemLine = Decoration.line({ class: 'cm-problemLine' });
const problemChar = Decoration.mark({ class: 'cm-problemMark' });

/** The line of `position` tinted and the character there (or the last one) underlined. */
export function problemDecorations(doc: Text, position: number | null): DecorationSet {
  if (position === null || doc.length === 0) return Decoration.none;
  const at = Math.min(Math.max(position, 0), doc.length);
  const from = at < doc.length ? at : doc.length - 1;
  return Decoration.set(
    [problemLine.range(doc.lineAt(at).from), problemChar.range(from, from + 1)],
    true,
  );
}

const problemField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, tr) {
    let next = marks.map(tr.changes);
    for (const effect of tr.effects) {
      if (effect.is(setProblem)) next = problemDecorations(tr.state.doc, effect.value);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** Shows the problem at `position` (scrolled into view), or none. */
export function showProblem(view: EditorView, position: number | null): void {
  const at = position === null ? null : Math.min(Math.max(position, 0), view.state.doc.length);
  view.dispatch({
    effects:
      at === null
        ? setProblem.of(null)
        : [setProblem.of(at), EditorView.scrollIntoView(at, { y: 'center' })],
  });
}

export const vimExtension = (on: boolean): Extension => (on ? vim() : []);
export const wrapExtension = (on: boolean): Extension => (on ? EditorView.lineWrapping : []);
export const themeExtension = (scheme: 'light' | 'dark'): Extension => editorTheme(scheme);
/**
 * The editing area's accessible name. It is focusable also when read-only, so its scrolling
 * region can be read with the keyboard.
 */
/** CodeMirror's own words in the page's language (see phrases.ts). */
export const phrasesExtension = (phrases: Readonly<Record<string, string>>): Extension =>
  EditorState.phrases.of(phrases);

export const labelExtension = (label: string): Extension =>
  EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' });
export const readOnlyExtension = (on: boolean): Extension =>
  on ? EditorState.readOnly.of(true) : [];
/** JSON is highlighted and folded; plain text is shown as it is. */
export const languageExtension = (language: EditorLanguage): Extension =>
  language === 'json' ? json() : [];

/**
 * Beautify as an editor command (Ctrl+Alt+L and the toolbar button). Text that is not JSON is
 * left alone and reported through `onError`.
 */
export function beautifyCommand(onError: (message: string) => void): Command {
  return (view) => {
    if (view.state.readOnly) return false;
    const text = view.state.doc.toString();
    const result = beautifyJson(text);
    if (!result.ok) onError(result.error);
    else if (result.text !== text) replaceDocument(view, result.text, false);
    return true;
  };
}

/** Replaces the whole document. */
export function replaceDocument(view: EditorView, text: string, external: boolean): void {
  view.dispatch({
    changes: { from: 0, to: view.state.doc.length, insert: text },
    annotations: external ? fromProps.of(true) : undefined,
  });
}
