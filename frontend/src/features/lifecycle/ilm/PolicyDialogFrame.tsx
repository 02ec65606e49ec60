// The frame of the policy editor: a modal whose body exists only while it is open, closed
// through the discard guard, with Esc left to the fields first: an Esc that the JSON editor uses
// (closing its completion list or search, leaving vim's insert mode) or that closes a drop-down
// does not close the dialog.
import type { KeyboardEvent, ReactNode } from 'react';
import { Dialog } from '../../../components/Dialog/Dialog';

interface PolicyDialogFrameProps {
  opened: boolean;
  /** Closing asked for by the user (the guard's request). */
  onClose: () => void;
  title: ReactNode;
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

export function PolicyDialogFrame({ opened, onClose, title, children }: PolicyDialogFrameProps) {
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={title}
      size={900}
      maw="95vw"
      // The Modal's own Esc listener runs before the fields see the key; this one runs after.
      closeOnEscape={false}
      onKeyDown={(event: KeyboardEvent) => {
        if (escapeCloses(event)) onClose();
      }}
    >
      {opened && children}
    </Dialog>
  );
}
