// The frame of the editor dialogs (templates, lifecycle policies, ingest pipelines): the body
// exists only while it is open, closing goes through the caller's discard guard
// (useDiscardGuard), and Esc is left to the fields first: an Esc that the JSON editor uses
// (closing its completion list or search, leaving vim's insert mode, dropping a selection) or
// that closes a drop-down does not close the dialog.
import type { KeyboardEvent, ReactNode } from 'react';
import { Dialog } from '../Dialog/Dialog';

interface EditorDialogProps {
  opened: boolean;
  /** Closing asked for by the user (the guard's request). */
  onClose: () => void;
  title: ReactNode;
  size: number;
  /** Caps the width on narrow windows. */
  maw?: string;
  /** Mounted only while the dialog is open. */
  children: ReactNode;
}

/** Whether an Esc that reached the dialog is left to close it: no field inside used it. */
function escapeCloses(event: KeyboardEvent): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented || event.nativeEvent.isComposing) {
    return false;
  }
  // Mantine marks the fields whose open drop-down takes Esc.
  const target = event.target as Partial<Element>;
  return target.getAttribute?.('data-mantine-stop-propagation') !== 'true';
}

export function EditorDialog(props: EditorDialogProps) {
  const { opened, onClose } = props;
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={props.title}
      size={props.size}
      maw={props.maw}
      // The Modal's own Esc listener runs before the fields see the key; this one runs after.
      closeOnEscape={false}
      onKeyDown={(event: KeyboardEvent) => {
        if (escapeCloses(event)) onClose();
      }}
    >
      {opened && props.children}
    </Dialog>
  );
}
