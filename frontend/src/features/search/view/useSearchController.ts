// The search screen's actions: each applies a view transition to the stored view (and runs the
// search when the action asks for new results).
import { useCallback, useMemo } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, type RootState } from '../../../store/hooks';
import { defaultSearchView, type SearchView } from './searchView';
import { searchViewChanged, selectSearchViews } from './searchViewSlice';
import { useSearchRunner } from './useSearchRunner';
import type { ViewChanges } from './viewTransitions';

export type Transition = (view: SearchView) => ViewChanges;

export function useSearchController(clusterUuid: string) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const runner = useSearchRunner(clusterUuid);
  const { run } = runner;

  const update = useCallback(
    (transition: Transition) => {
      const view = selectSearchViews(store.getState())[clusterUuid] ?? defaultSearchView();
      dispatch(searchViewChanged({ cluster: clusterUuid, changes: transition(view) }));
    },
    [dispatch, store, clusterUuid],
  );
  const updateAndRun = useCallback(
    (transition: Transition) => {
      update(transition);
      run();
    },
    [update, run],
  );

  return useMemo(() => ({ runner, update, updateAndRun }), [runner, update, updateAndRun]);
}

export type SearchController = ReturnType<typeof useSearchController>;
