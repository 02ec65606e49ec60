// The active cluster's search view: read from local storage ('search-{uuid}') the first time
// the screen opens, then kept in the store, which writes it back.
import { useEffect } from 'react';
import { useActiveCluster, useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadPersisted } from '../../lib/storage';
import {
  defaultSearchView,
  parseSearchView,
  SEARCH_VIEW_KEY_PREFIX,
  type SearchView,
} from './searchView';
import { searchViewLoaded, selectSearchViews } from './searchViewSlice';

/** The id the active cluster's search view is kept under: its uuid. */
export function useSearchCluster(): string {
  return useActiveCluster()?.uuid ?? '';
}

export function readStoredSearchView(cluster: string): SearchView {
  return loadPersisted(`${SEARCH_VIEW_KEY_PREFIX}${cluster}`, parseSearchView, defaultSearchView());
}

/** The view of `cluster`, or undefined until it has been read into the store. */
export function useSearchView(cluster: string): SearchView | undefined {
  const dispatch = useAppDispatch();
  const view = useAppSelector((state) => selectSearchViews(state)[cluster]);
  const loaded = view !== undefined;
  useEffect(() => {
    if (!loaded) dispatch(searchViewLoaded({ cluster, view: readStoredSearchView(cluster) }));
  }, [dispatch, cluster, loaded]);
  return view;
}
