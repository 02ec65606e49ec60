import type { ReactNode } from 'react';

export interface EditorProblem {
  /** Offset in the text (0-based). */
  position: number;
  message: string;
}

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
  /** Extra toolbar content on the right (copy, download). */
  actions?: ReactNode;
}
