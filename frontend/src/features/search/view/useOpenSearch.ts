// What happens when the screen opens: an ?index= from the indices screen (its name link, search
// button or alias links) becomes the search target, the parameter leaves the address so a
// reload keeps later changes, and the search runs once (showing the answer of the screen's
// opening when it asked for the same search: searchOnOpen.ts).
import { startTransition, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_INDEX_PARAM } from '../../../routing/screenPaths';
import type { SearchController } from './useSearchController';
import { openedForIndex } from './viewTransitions';

export function useOpenSearch(controller: SearchController): void {
  const [params, setParams] = useSearchParams();
  const opened = useRef(false);
  const index = params.get(SEARCH_INDEX_PARAM);
  const { updateAndRun, update, runner } = controller;
  const { runOpened } = runner;

  useEffect(() => {
    if (index !== null) {
      opened.current = true;
      updateAndRun((view) => openedForIndex(view, index));
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(SEARCH_INDEX_PARAM);
          return next;
        },
        { replace: true },
      );
      return;
    }
    if (opened.current) return;
    opened.current = true;
    update(() => ({}));
    // The screen already shows the opening's answer, which this run takes over: its render can
    // wait until the screen is painted.
    startTransition(runOpened);
  }, [index, updateAndRun, update, runOpened, setParams]);
}
