// What the search screen asks for when it is opened: the index filter's names and aliases, and
// the stored search, so that its results come with the screen. Opened with ?index= (from the
// indices screen) the search's target changes first, and the screen runs that search itself.
import { useState } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { ASKED_ON_OPEN_S, ON_OPEN } from '../../api/clusterApi';
import type { SearchResponse } from '../../api/operations/documents';
import { SEARCH_INDEX_PARAM } from '../../routing/paths';
import { activeClusterOf, type RootState, type ScreenAsk } from '../../store/hooks';
import { parseQueryText } from './searchQuery';
import { searchApi, type SearchArgs } from './searchApi';
import type { SearchView } from './searchView';
import { selectSearchViews } from './searchViewSlice';
import { readStoredSearchView } from './useSearchView';

/** The search `view` describes, or null when its query does not parse. */
export function searchOf(view: SearchView): SearchArgs | null {
  if (parseQueryText(view.searchQuery) === null) return null;
  return { indices: view.indices, body: view.searchQuery };
}

/** The search the view of `cluster` describes (read from storage the first time). */
function viewSearch(state: RootState, cluster: string): SearchArgs | null {
  return searchOf(selectSearchViews(state)[cluster] ?? readStoredSearchView(cluster));
}

export const searchOnOpen: ScreenAsk = (opened) => (dispatch, getState) => {
  const asks: Promise<unknown>[] = [
    dispatch(searchApi.endpoints.searchIndexOptions.initiate(undefined, ON_OPEN)),
  ];
  const cluster = activeClusterOf(getState())?.uuid ?? '';
  const search = opened.searchParams.has(SEARCH_INDEX_PARAM)
    ? null
    : viewSearch(getState(), cluster);
  if (search) asks.push(dispatch(searchApi.endpoints.search.initiate(search, ON_OPEN)));
  return Promise.all(asks);
};

/** The store as the search cache reads it: joined to the cluster data cache (screens are). */
type SearchCache = Parameters<ReturnType<typeof searchApi.endpoints.search.select>>[0];

/**
 * True when search `args` was asked for less than `ASKED_ON_OPEN_S` ago or is under way: the
 * screen's first run then shows that answer instead of asking again.
 */
export function askedOnOpen(state: RootState, args: SearchArgs, now = Date.now()): boolean {
  const entry = searchApi.endpoints.search.select(args)(state as SearchCache);
  if (entry.isLoading) return true;
  return answeredLately(entry.fulfilledTimeStamp, now);
}

function answeredLately(answeredAt: number | undefined, now: number): boolean {
  return answeredAt !== undefined && now - answeredAt < ASKED_ON_OPEN_S * 1000;
}

/**
 * The answer to the search the view of `cluster` describes, when it came less than
 * `ASKED_ON_OPEN_S` ago (the screen's opening asked for it); otherwise undefined.
 */
export function openedAnswer(
  state: RootState,
  cluster: string,
  now = Date.now(),
): SearchResponse | undefined {
  const args = viewSearch(state, cluster);
  if (!args) return undefined;
  const entry = searchApi.endpoints.search.select(args)(state as SearchCache);
  return answeredLately(entry.fulfilledTimeStamp, now) ? entry.data : undefined;
}

/**
 * The opening's answer, for the screen's first render: the results then come with the screen
 * instead of one render later, when the run at opening takes over the same answer. None when the
 * screen was opened with ?index= (its search changes first).
 */
export function useOpenedAnswer(cluster: string): SearchResponse | undefined {
  const store = useStore<RootState>();
  const { search } = useLocation();
  const [answer] = useState(() =>
    new URLSearchParams(search).has(SEARCH_INDEX_PARAM)
      ? undefined
      : openedAnswer(store.getState(), cluster),
  );
  return answer;
}
