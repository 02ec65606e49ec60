// A screen's first requests, sent when the screen is opened, before its code has run. The route's
// opening waits for the screen's code to know its first data (the declarations live with the
// screen); the table the page's early script uses (frame/earlyRequests.ts, checked against the
// app's own requests on both engines) already says which requests those are. Sent at once, they
// travel while the code loads, and the screen's own requests adopt their answers
// (api/earlyAnswers.ts): same address, same method, same headers, same body. An answer no request
// takes is dropped once the opening has its data, or by the next opening. A screen whose first
// request follows what the user left (the search's stored view) names it in AHEAD_OF_SCREEN.
import { sendAhead, type ClusterRequest } from '../api/client';
import type { Cluster } from '../api/types';
import { storedSearchRequest } from '../features/search/view/storedSearch';
import {
  selectActiveCluster,
  selectActiveClusterIndex,
} from '../features/clusters/connection/connectionSlice';
import { needsSessionSecret } from '../features/clusters/connection/sessionSecrets';
import { EARLY_SCREENS, engineOf } from './frame/earlyRequests';
import type { RootState } from './rootReducer';
import type { AppStore } from './store';

/** The requests of a screen that follow the state (not in the page's table), by route. */
const AHEAD_OF_SCREEN: Readonly<
  Record<string, (state: RootState, cluster: Cluster, opened: URL) => ClusterRequest | null>
> = {
  search: storedSearchRequest,
};

/**
 * Sends the first requests of the screen at `route` of cluster `index`, opened at address
 * `opened`, when it is the active cluster, checked (its engine and version known, the table
 * checked against them), and its requests are not signed one by one (AWS) nor wait for a secret.
 * Returns the opening that asked, to drop what it asked; null when it asked nothing.
 */
export function askScreenAhead(
  store: AppStore,
  index: number,
  route: string,
  opened: URL,
): object | null {
  const state = store.getState();
  const cluster = selectActiveCluster(state);
  if (selectActiveClusterIndex(state) !== index || !cluster) return null;
  if (cluster.status === 'unknown' || cluster.loading || needsSessionSecret(cluster)) return null;
  if (cluster.auth.authType === 'awsIAM') return null;
  const screen = EARLY_SCREENS[route];
  const engine = engineOf(cluster.distribution, cluster.version, cluster.flavor);
  if (!engine) return null;
  const requests: ClusterRequest[] = [...(screen?.both ?? []), ...(screen?.[engine] ?? [])].map(
    (path) => ({ method: 'GET', path }),
  );
  const followed = AHEAD_OF_SCREEN[route]?.(state, cluster, opened);
  if (followed) requests.push(followed);
  if (requests.length === 0) return null;
  const opening = {};
  // The cluster's address and credentials, as the request layer sends them (api/client.ts).
  const target = { uri: cluster.uri, auth: cluster.auth, protection: cluster.protection };
  for (const request of requests) sendAhead(target, request, opening);
  return opening;
}
