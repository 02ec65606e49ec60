// The document search screen: query string, index filter, custom query editor
// and the results. Opening it runs the stored search once; opened from the indices screen with
// ?index={name}, that index or alias becomes the target first.
import { SearchPage } from './SearchPage';
import { useSearchCluster, useSearchView } from './view/useSearchView';

export { SEARCH_DATA } from './view/searchOnOpen';

export function SearchScreen() {
  const clusterUuid = useSearchCluster();
  const view = useSearchView(clusterUuid);
  return <SearchPage clusterUuid={clusterUuid} view={view} />;
}
