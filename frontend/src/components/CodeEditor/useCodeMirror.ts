import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { foldAll, unfoldAll } from '@codemirror/language';
import { EditorState, type Compartment, type Extension } from '@codemirror/state';
import { EditorView, type Command } from '@codemirror/view';
import {
  baseExtensions,
  beautifyCommand,
  createCompartments,
  labelExtension,
  languageExtension,
  phrasesExtension,
  readOnlyExtension,
  recheckWarnings,
  replaceDocument,
  showProblem,
  themeExtension,
  vimExtension,
  wrapExtension,
  type EditorSettings,
} from './editorSetup';
import { holdEdit } from '../../lib/heldEdits';
import type { EditorCompletions, EditorWarnings } from './types';

export interface CodeMirrorOptions extends EditorSettings {
  value: string;
  onChange?: (value: string) => void;
  /** See CodeEditorProps.changeDelayMs. */
  changeDelayMs?: number;
  onPasteText?: (pasted: string, editorText: string) => boolean;
  onSubmit?: () => void;
  onBeautifyError?: (message: string) => void;
  completions?: EditorCompletions;
  warnings?: EditorWarnings;
  /** Offset of the problem to mark, or null. */
  problemAt?: number | null;
  /** Accessible name of the editing area. */
  label: string;
  /** CodeMirror's own words in the page's language (see phrases.ts). */
  phrases: Readonly<Record<string, string>>;
}

/**
 * Creates one EditorView for the lifetime of the component. A new `value` replaces the document
 * only when it differs from what the editor holds (so typing never round-trips through React),
 * and setting changes reconfigure compartments instead of rebuilding the editor.
 */
export function useCodeMirror(
  hostRef: RefObject<HTMLDivElement | null>,
  options: CodeMirrorOptions,
) {
  const viewRef = useRef<EditorView | null>(null);
  const docRef = useRef(options.value);
  const latest = useRef(options);
  const [compartments] = useState(createCompartments);

  useEffect(() => {
    latest.current = options;
  });

  useLayoutEffect(() => {
    const beautify = beautifyCommand((message) => latest.current.onBeautifyError?.(message));
    const submit: Command = () => {
      handOver();
      const onSubmit = latest.current.onSubmit;
      onSubmit?.();
      return Boolean(onSubmit);
    };
    // The owner gets the text at once, or once typing pauses (see changeDelayMs).
    const held = holdEdit({
      delayMs: () => latest.current.changeDelayMs ?? 0,
      inside: (target) => viewRef.current?.dom.contains(target) ?? false,
      handOver: () => {
        if (!viewRef.current) return;
        const text = viewRef.current.state.doc.toString();
        docRef.current = text;
        latest.current.onChange?.(text);
      },
    });
    const handOver = held.flush;
    const onDocChange = held.changed;
    const complete: EditorCompletions = (before) => latest.current.completions?.(before) ?? null;
    // The document is read as text only for an owner that checks it (not for a viewer).
    const warn = (state: EditorState) => {
      const warnings = latest.current.warnings;
      return warnings ? warnings(state.doc.toString()) : [];
    };
    const view = new EditorView({
      parent: hostRef.current ?? undefined,
      state: EditorState.create({
        doc: docRef.current,
        extensions: [
          ...baseExtensions(
            compartments,
            latest.current,
            { beautify, submit, complete, warn },
            onDocChange,
          ),
          compartments.label.of(labelExtension(latest.current.label)),
          // The page's language is set once (choosing another reloads the page).
          phrasesExtension(latest.current.phrases),
          EditorView.domEventHandlers({
            blur: () => {
              handOver();
              return false;
            },
            paste: (event, editor) => {
              handOver();
              const take = latest.current.onPasteText;
              const pasted = event.clipboardData?.getData('text/plain') ?? '';
              if (!take?.(pasted, editor.state.doc.toString())) return false;
              event.preventDefault();
              return true;
            },
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      held.release();
      view.destroy();
      viewRef.current = null;
    };
  }, [hostRef, compartments]);

  const { value } = options;
  useEffect(() => {
    const view = viewRef.current;
    if (!view || value === docRef.current) return;
    docRef.current = value;
    replaceDocument(view, value, true);
  }, [value]);

  // New warnings (another endpoint, the catalogue loaded): the text is checked again.
  const { warnings } = options;
  useEffect(() => {
    const view = viewRef.current;
    if (view) recheckWarnings(view);
  }, [warnings]);

  const problemAt = options.problemAt ?? null;
  useEffect(() => {
    const view = viewRef.current;
    if (view) showProblem(view, problemAt);
  }, [problemAt]);

  useCompartment(viewRef, compartments.vim, options.vimMode, vimExtension);
  useCompartment(viewRef, compartments.wrap, options.wrapLines, wrapExtension);
  useCompartment(viewRef, compartments.theme, options.scheme, themeExtension);
  useCompartment(viewRef, compartments.readOnly, options.readOnly, readOnlyExtension);
  useCompartment(viewRef, compartments.label, options.label, labelExtension);
  useCompartment(viewRef, compartments.language, options.language, languageExtension);

  const runCommand = useCallback((command: 'beautify' | 'collapseAll' | 'expandAll') => {
    const view = viewRef.current;
    if (!view) return;
    if (command === 'collapseAll') foldAll(view);
    else if (command === 'expandAll') unfoldAll(view);
    else beautifyCommand((message) => latest.current.onBeautifyError?.(message))(view);
  }, []);
  return runCommand;
}

function useCompartment<V>(
  viewRef: RefObject<EditorView | null>,
  compartment: Compartment,
  setting: V,
  toExtension: (setting: V) => Extension,
): void {
  // The editor is created with the current settings; only later changes are applied here.
  const applied = useRef(setting);
  useEffect(() => {
    if (applied.current === setting) return;
    applied.current = setting;
    viewRef.current?.dispatch({ effects: compartment.reconfigure(toExtension(setting)) });
  }, [viewRef, compartment, setting, toExtension]);
}
