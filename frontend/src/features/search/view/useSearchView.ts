// The active cluster's search view: read from local storage ('search-{uuid}') the first time
// the screen opens, then kept in the store, which writes it back.
import { useLayoutEffect, useMemo } from 'react';
import { useActiveCluster, useAppDispatch, useAppSelector } from '../../../store/hooks';
import { defaultSearchView, type SearchView } from './searchView';
import { searchViewLoaded, selectSearchViews } from './searchViewSlice';
import { readStoredSearchView } from './storedSearch';

/** The id the active cluster's search view is kept under: its uuid. */
export function useSearchCluster(): string {
  return useActiveCluster()?.uuid ?? '';
}

/**
 * The view of `cluster`. The first time, it is read from storage during the render, so the page
 * shows at once, and put into the store before any effect of the page runs (a layout effect
 * runs before the page's effects, which run the search from the store's view).
 */
export function useSearchView(cluster: string): SearchView {
  const dispatch = useAppDispatch();
  const view = useAppSelector((state) => selectSearchViews(state)[cluster]);
  const loaded = view !== undefined;
  const stored = useMemo(
    () => (loaded ? undefined : readStoredSearchView(cluster)),
    [loaded, cluster],
  );
  useLayoutEffect(() => {
    if (stored) dispatch(searchViewLoaded({ cluster, view: stored }));
  }, [dispatch, cluster, stored]);
  return view ?? stored ?? defaultSearchView();
}
