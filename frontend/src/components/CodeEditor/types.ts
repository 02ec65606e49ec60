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

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** Ctrl/Cmd-Enter. */
  onSubmit?: () => void;
  /** The viewer variant: text can be selected, searched and folded but not changed. */
  readOnly?: boolean;
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
}
