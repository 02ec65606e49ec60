// The search state per cluster, kept by cluster uuid and written to local
// storage under 'search-{uuid}' (PERSISTED_KEYED_AREAS in app/persistedAreas). The rules of each change
// are in viewTransitions; this slice only stores their outcome.
import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import { defaultSearchView, type SearchView } from './searchView';

export interface SearchViewState {
  byCluster: Record<string, SearchView>;
}

const initialState: SearchViewState = { byCluster: {} };

const searchViewSlice = createSlice({
  name: 'searchView',
  initialState,
  reducers: {
    /** The stored view of a cluster, read when its search screen first opens. */
    searchViewLoaded(state, action: PayloadAction<{ cluster: string; view: SearchView }>) {
      state.byCluster[action.payload.cluster] ??= action.payload.view;
    },
    searchViewChanged(
      state,
      action: PayloadAction<{ cluster: string; changes: Partial<SearchView> }>,
    ) {
      const { cluster, changes } = action.payload;
      const view = state.byCluster[cluster];
      // A change to what the view already holds keeps the view, so its screen does not render
      // again (opening the screen, say, makes sure the view exists).
      if (view && unchanged(original(view) ?? view, changes)) return;
      state.byCluster[cluster] = {
        ...(state.byCluster[cluster] ?? defaultSearchView()),
        ...changes,
      };
    },
  },
});

function unchanged(view: SearchView, changes: Partial<SearchView>): boolean {
  return (Object.keys(changes) as (keyof SearchView)[]).every((key) =>
    sameValue(view[key], changes[key]),
  );
}

/** Equal values, or arrays or records holding the same values (a view's fields nest no deeper). */
function sameValue(held: unknown, given: unknown): boolean {
  if (held === given) return true;
  if (Array.isArray(held) && Array.isArray(given)) {
    return held.length === given.length && held.every((item, index) => item === given[index]);
  }
  if (!isRecord(held) || !isRecord(given) || Array.isArray(held) || Array.isArray(given)) {
    return false;
  }
  const keys = Object.keys(given);
  return keys.length === Object.keys(held).length && keys.every((key) => held[key] === given[key]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export const searchViewReducer = searchViewSlice.reducer;
export const { searchViewLoaded, searchViewChanged } = searchViewSlice.actions;

export function selectSearchViews(state: {
  searchView: SearchViewState;
}): Record<string, SearchView> {
  return state.searchView.byCluster;
}
