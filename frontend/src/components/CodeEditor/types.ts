import type { ReactNode } from 'react';

export interface EditorProblem {
  /** Offset in the text (0-based). */
  position: number;
  message: string;
}

/** An entry of the editor's completion list. */
export interface EditorCompletion {
  label: string;
  /** The text that replaces the typed part. */
  apply: string;
  /** Where the caret goes, counted from the start of `apply`. */
  cursorOffset: number;
  /** A short word shown beside the label (its kind or type). */
  detail?: string;
}

/**
 * The completion list at the end of `before` (the text before the caret): the entries, and from
 * where in the text they replace what is typed; null for none.
 */
export type EditorCompletions = (
  before: string,
) => { from: number; options: readonly EditorCompletion[] } | null;

/** A warning about part of the text, underlined in the editor with `message` on hover. */
export interface EditorWarning {
  from: number;
  to: number;
  message: string;
}

/** The warnings about `text`, asked for once typing pauses. */
export type EditorWarnings = (text: string) => readonly EditorWarning[];

/** How the text is read: JSON (highlighted, folded by its brackets) or plain text. */
export type EditorLanguage = 'json' | 'text';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /**
   * With a delay, `onChange` is called once typing pauses this many ms rather than on every key
   * (a long document is not copied out per key). Pending text is always handed over first when
   * the editor loses the focus, is submitted or unmounted, a key or pointer acts elsewhere on the
   * page, a shortcut with Ctrl, Alt or Meta is pressed, text is pasted, or the page hides.
   */
  changeDelayMs?: number;
  /** Ctrl/Cmd-Enter. */
  onSubmit?: () => void;
  /** The viewer variant: text can be selected, searched and folded but not changed. */
  readOnly?: boolean;
  /** JSON by default. */
  language?: EditorLanguage;
  /** CSS height of the editor; fills its parent (e.g. a ResizableContainer) by default. */
  height?: number | string;
  /** Accessible name of the editing area. */
  label?: string;
  /**
   * A problem in the text: the character at `position` is marked, its line tinted, and
   * `message` shown above the editor. The owner clears it (null) when the text changes.
   */
  problem?: EditorProblem | null;
  /**
   * Completion while typing (and with Ctrl+Space): arrows move, Enter or Tab accepts, Esc
   * closes.
   */
  completions?: EditorCompletions;
  /**
   * Warnings underlined in the text once typing pauses (F8 goes to the next, Ctrl+Shift+M lists
   * them); asked for again when the function changes.
   */
  warnings?: EditorWarnings;
  /** Extra toolbar content on the right (copy, download). */
  actions?: ReactNode;
  /**
   * Text pasted into the editor, with the editor's text before the paste: returns true when the
   * owner took it (the editor then leaves it out), false to paste it as usual.
   */
  onPasteText?: (pasted: string, editorText: string) => boolean;
}
