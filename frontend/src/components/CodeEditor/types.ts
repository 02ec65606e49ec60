import type { ReactNode } from 'react';

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
  /** Extra toolbar content on the right (copy, download). */
  actions?: ReactNode;
}
