// The editor dialog of a list screen: open while its state (EditorState) holds a new item or a
// row to edit, titled for one or the other, its closing guarded against losing typed input
// (useDiscardGuard), in the shared editor frame (EditorDialog). The form is given the row it
// edits (null for a new one) and the guard.
import type { ReactNode } from 'react';
import { EditorDialog } from '../FormDialog/EditorDialog';
import {
  useDiscardGuard,
  type DiscardGuard,
  type DiscardTexts,
} from '../FormDialog/useDiscardGuard';
import type { EditorState } from './listEditing';

export interface ListEditorDialogProps<Row> {
  state: EditorState<Row>;
  onClose: () => void;
  /** The question asked before typed input is lost. */
  discard: DiscardTexts;
  /** The heading for the row being edited, or for a new item (null). */
  title: (editing: Row | null) => ReactNode;
  size: number;
  /** Caps the width on narrow windows. */
  maw?: string;
  /** The form, mounted only while the dialog is open. */
  children: (editing: Row | null, guard: DiscardGuard) => ReactNode;
}

export function ListEditorDialog<Row>(props: ListEditorDialogProps<Row>) {
  const { state } = props;
  const editing = state?.kind === 'edit' ? state.row : null;
  const guard = useDiscardGuard(props.onClose, props.discard);
  return (
    <EditorDialog
      opened={state !== null}
      onClose={guard.request}
      title={props.title(editing)}
      size={props.size}
      maw={props.maw}
    >
      {props.children(editing, guard)}
    </EditorDialog>
  );
}
