// What the search screen first shows: the index filter's names and aliases, and the stored
// search with its indices' mappings (which columns sort), so that its results come with the
// screen. Opened with ?index= (from the indices screen) the search's target changes first, and
// the screen runs that search itself.
import { useState } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { ASKED_ON_OPEN_S, ON_OPEN } from '../../../api/clusterApi';
import type { ScreenData } from '../../../api/screenQuery';
import { searchTotal, type SearchResponse } from '../../../api/operations/documents';
import { SEARCH_INDEX_PARAM } from '../../../routing/screenPaths';
import { activeClusterOf, type AppThunk, type RootState } from '../../../store/hooks';
import { searchApi, SEARCH_INDEX_OPTIONS } from '../searchApi';
import { searchRows } from '../results/searchRows';
import { searchViewChanged, searchViewLoaded, selectSearchViews } from './searchViewSlice';
import { readStoredSearchView, searchOf, viewSearch, type SearchArgs } from './storedSearch';
import { withResults } from './viewTransitions';

/**
 * The stored search's results and mappings. They are read by the screen's search run (with
 * `askedOnOpen`) and its results' columns, not by a query hook: the run is the screen's to start.
 */
const storedSearchOnOpen =
  (opened: URL): AppThunk<Promise<unknown>> =>
  (dispatch, getState) => {
    const asks: Promise<unknown>[] = [];
    const cluster = activeClusterOf(getState())?.uuid ?? '';
    if (opened.searchParams.has(SEARCH_INDEX_PARAM)) return Promise.resolve();
    // The view and the results' columns and total are in the store before the screen's first
    // render, which then has nothing to write back: one render shows the screen, not two.
    if (!selectSearchViews(getState())[cluster]) {
      dispatch(searchViewLoaded({ cluster, view: readStoredSearchView(cluster) }));
    }
    const search = searchOf(selectSearchViews(getState())[cluster]);
    if (search) {
      const answered = dispatch(searchApi.endpoints.search.initiate(search, ON_OPEN));
      asks.push(
        answered.then(({ data }) => {
          const view = selectSearchViews(getState())[cluster];
          if (!data || !view) return;
          const { columns, indices } = searchRows(data.hits?.hits);
          const changes = withResults(view, columns, searchTotal(data));
          dispatch(searchViewChanged({ cluster, changes }));
          // Which columns sort: the first render then draws the headers as they stay.
          if (indices.length === 0) return;
          return dispatch(searchApi.endpoints.searchMappings.initiate(indices, ON_OPEN));
        }),
      );
    }
    return Promise.all(asks);
  };

/** What the search screen first shows (see `ScreenData`). */
export const SEARCH_DATA: ScreenData = {
  queries: [SEARCH_INDEX_OPTIONS],
  also: storedSearchOnOpen,
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
  return lately(entry.fulfilledTimeStamp, now);
}

/** Whether `at` (a time the cache noted) is less than `ASKED_ON_OPEN_S` before `now`. */
function lately(at: number | undefined, now: number): boolean {
  return at !== undefined && now - at < ASKED_ON_OPEN_S * 1000;
}

/**
 * True when search `args` failed at the screen's opening, less than `ASKED_ON_OPEN_S` ago: the
 * screen's first run then shows that failure instead of asking again.
 */
export function failedOnOpen(state: RootState, args: SearchArgs, now = Date.now()): boolean {
  const entry = searchApi.endpoints.search.select(args)(state as SearchCache);
  return entry.isError && lately(entry.startedTimeStamp, now);
}

/** What the opening's search gave: its answer or its failure, when it came lately. */
export interface OpenedOutcome {
  answer?: SearchResponse;
  failure?: unknown;
}

/**
 * The answer to (or the failure of) the search the view of `cluster` describes, when it came less
 * than `ASKED_ON_OPEN_S` ago (the screen's opening asked for it); otherwise nothing.
 */
export function openedOutcome(state: RootState, cluster: string, now = Date.now()): OpenedOutcome {
  const args = viewSearch(state, cluster);
  if (!args) return {};
  const entry = searchApi.endpoints.search.select(args)(state as SearchCache);
  if (lately(entry.fulfilledTimeStamp, now)) return { answer: entry.data };
  return failedOnOpen(state, args, now) ? { failure: entry.error } : {};
}

/**
 * The opening's answer or failure, for the screen's first render: the results then come with the
 * screen instead of one render later, when the run at opening takes over the same answer. None
 * when the screen was opened with ?index= (its search changes first).
 */
export function useOpenedOutcome(cluster: string): OpenedOutcome {
  const store = useStore<RootState>();
  const { search } = useLocation();
  const [outcome] = useState(() =>
    new URLSearchParams(search).has(SEARCH_INDEX_PARAM)
      ? {}
      : openedOutcome(store.getState(), cluster),
  );
  return outcome;
}
