// The export of every match of the search on screen, not only its page: the indices it searches
// (every index when it names none) and the query of its body, as the transfer screen's export
// view opens on them.
import { stringifyJson } from '../../../lib/json';
import { parseQueryText } from '../query/searchQuery';
import type { SearchView } from '../view/searchView';

export interface MatchesExport {
  index: string;
  /** The body's query as JSON text; missing when the body has none (every document). */
  query?: string;
}

/** The export of the view's search; null while its query does not parse. */
export function matchesExport(
  view: Pick<SearchView, 'indices' | 'searchQuery'>,
): MatchesExport | null {
  const body = parseQueryText(view.searchQuery);
  if (body === null) return null;
  const named = typeof view.indices === 'string' ? view.indices.trim() : view.indices.join(',');
  const index = named === '' ? '*' : named;
  return body.query === undefined ? { index } : { index, query: stringifyJson(body.query) };
}
