// An editor dialog's guard against losing typed input: closing it (Esc, a click outside, the
// close button, Close) while the form differs from how it opened asks first, and the dialog
// stays open when the user keeps editing. A successful save closes without asking.
import { useCallback, useEffect, useRef } from 'react';
import { confirm } from '../ConfirmDialog/confirm';

/** The question, in the words of the editor that asks it. */
export interface DiscardTexts {
  title: string;
  message: string;
  confirm: string;
  keepEditing: string;
}

export interface DiscardGuard {
  /** Closing asked for by the user: at once when nothing changed, else once they agree. */
  request: () => void;
  /** The form says whether it differs from how it opened. */
  setChanged: (changed: boolean) => void;
  /** The form was saved: the close that follows does not ask. */
  saved: () => void;
}

export function useDiscardGuard(onClose: () => void, texts: DiscardTexts): DiscardGuard {
  const { title, message, confirm: confirmLabel, keepEditing } = texts;
  const changed = useRef(false);
  const done = useRef(false);
  const asking = useRef(false);
  const request = useCallback(() => {
    const close = () => {
      changed.current = false;
      done.current = false;
      onClose();
    };
    if (done.current || !changed.current) return close();
    // Esc or a click on the question itself must not ask it twice.
    if (asking.current) return;
    asking.current = true;
    void confirm({ title, message, confirmLabel, cancelLabel: keepEditing, danger: true }).then(
      (discard) => {
        asking.current = false;
        if (discard) close();
      },
    );
  }, [onClose, title, message, confirmLabel, keepEditing]);
  const setChanged = useCallback((value: boolean) => {
    if (!done.current) changed.current = value;
  }, []);
  const saved = useCallback(() => {
    done.current = true;
  }, []);
  return { request, setChanged, saved };
}

/** Tells the guard, after each render, whether the form differs from how it opened. */
export function useReportChanges(guard: DiscardGuard, changed: boolean) {
  const { setChanged } = guard;
  useEffect(() => {
    setChanged(changed);
    return () => setChanged(false);
  }, [setChanged, changed]);
}
