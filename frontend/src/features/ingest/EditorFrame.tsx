// The frame of the pipeline editor: a dialog whose body exists only while it is open, whose
// closing goes through the discard guard, and where Esc is left to the fields first: an Esc that
// the JSON editor or a drop-down used does not also close the dialog.
import type { KeyboardEvent, ReactNode } from 'react';
import { Dialog } from '../../components/Dialog/Dialog';

interface EditorFrameProps {
  opened: boolean;
  /** Closing asked for by the user (the guard's request). */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}

function escapeCloses(event: KeyboardEvent): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented || event.nativeEvent.isComposing) {
    return false;
  }
  // Mantine marks the fields whose open drop-down takes Esc.
  const target = event.target as Partial<Element>;
  return target.getAttribute?.('data-mantine-stop-propagation') !== 'true';
}

export function EditorFrame({ opened, onClose, title, children }: EditorFrameProps) {
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={title}
      size={960}
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
