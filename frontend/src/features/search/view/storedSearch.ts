// The search a view describes, as the request the cluster gets. The screen's run asks it through
// the search cache (searchApi.ts); opening the screen asks the stored view's search at once, before
// the screen's code has loaded (app/screenAhead.ts), and the screen's own request adopts that
// answer: both build it here, so they send the very same request.
import type { ClusterRequest } from '../../../api/client';
import { searchRequest } from '../../../api/operations/documents';
import type { Cluster } from '../../../api/types';
import { parseJson } from '../../../lib/json';
import { loadPersisted } from '../../../lib/storage';
import type { RootState } from '../../../store/hooks';
import { SEARCH_INDEX_PARAM } from '../../../routing/screenPaths';
import { parseQueryText } from '../query/searchQuery';
import {
  defaultSearchView,
  parseSearchView,
  SEARCH_VIEW_KEY_PREFIX,
  type SearchView,
} from './searchView';
import { selectSearchViews } from './searchViewSlice';

export interface SearchArgs {
  /** A pattern, or picked names; '' and [] search every index (POST _search). */
  indices: string | readonly string[];
  /** The search body as JSON text, already checked to parse. */
  body: string;
}

/** The view of cluster `cluster` (its uuid) kept in local storage, or the default one. */
export function readStoredSearchView(cluster: string): SearchView {
  return loadPersisted(`${SEARCH_VIEW_KEY_PREFIX}${cluster}`, parseSearchView, defaultSearchView());
}

/** The search `view` describes, or null when its query does not parse. */
export function searchOf(view: SearchView): SearchArgs | null {
  if (parseQueryText(view.searchQuery) === null) return null;
  return { indices: view.indices, body: view.searchQuery };
}

/** The search the view of `cluster` (its uuid) describes: the view in the store, else in storage. */
export function viewSearch(state: RootState, cluster: string): SearchArgs | null {
  return searchOf(selectSearchViews(state)[cluster] ?? readStoredSearchView(cluster));
}

/** The indices a search names: '' and [] search every index (POST _search). */
function searchTargets(
  indices: string | readonly string[],
): string | readonly string[] | undefined {
  const empty = typeof indices === 'string' ? indices.trim() === '' : indices.length === 0;
  return empty ? undefined : indices;
}

/** The request of search `args`. */
export function searchRequestOf({ indices, body }: SearchArgs): ClusterRequest {
  return searchRequest(searchTargets(indices), parseJson(body));
}

/**
 * The request of the search the screen opened at `opened` runs first for `cluster`: its view's
 * (in the store, else in storage); none when the view's query does not parse, or when the
 * address names an index (the screen changes its search first).
 */
export function storedSearchRequest(
  state: RootState,
  cluster: Cluster,
  opened: URL,
): ClusterRequest | null {
  if (opened.searchParams.has(SEARCH_INDEX_PARAM)) return null;
  const search = viewSearch(state, cluster.uuid ?? '');
  return search && searchRequestOf(search);
}
