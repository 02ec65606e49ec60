import { useEffect, type RefObject } from 'react';

/**
 * Keeps the focus inside the dialog holding `inner` while it is open: focus that is outside as
 * it opens, or leaves it later, goes to the dialog's control marked data-autofocus. A menu or
 * dialog that started the question gives focus back to its button a moment after the question
 * took it; Enter would then act on the page behind.
 */
export function useKeepFocusInside(inner: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const dialog = inner.current?.closest('[role="dialog"]');
    if (!dialog) return;
    const focusFirst = () => dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const keep = (event: FocusEvent) => {
      if (!(event.target instanceof Node) || !dialog.contains(event.target)) focusFirst();
    };
    if (!dialog.contains(document.activeElement)) focusFirst();
    document.addEventListener('focusin', keep);
    return () => document.removeEventListener('focusin', keep);
  }, [inner]);
}
