import { useEffect } from 'react';
import { SCREEN_FILTER_ATTRIBUTE, isFilterShortcut, type FocusTarget } from './filterShortcut';

function focusTarget(element: Element | null): FocusTarget | null {
  if (!(element instanceof HTMLElement)) return null;
  const type = element instanceof HTMLInputElement ? element.type : undefined;
  return { tagName: element.tagName, isContentEditable: element.isContentEditable, type };
}

/** '/' focuses the filter of the screen shown (the first marked one, outside dialogs). */
export function useFilterShortcut(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isFilterShortcut(event, focusTarget(document.activeElement)))
        return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const filter = document.querySelector<HTMLElement>(`main [${SCREEN_FILTER_ATTRIBUTE}]`);
      if (!filter) return;
      event.preventDefault();
      filter.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
