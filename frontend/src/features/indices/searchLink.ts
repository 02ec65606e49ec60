// Opening the search screen for an index or alias. The search screen reads the
// name from the query string: /cluster/{clusterIndex}/search?index={name}, percent-encoded with
// encodeURIComponent (so '+', '%', '#', '&' and non-ASCII survive).
import { paths } from '../../app/paths';

export const SEARCH_INDEX_PARAM = 'index';

export function searchPathFor(clusterIndex: number, indexOrAlias: string): string {
  return `${paths.search(clusterIndex)}?${SEARCH_INDEX_PARAM}=${encodeURIComponent(indexOrAlias)}`;
}
