// A screen's first requests, sent when the screen is opened, before its code has run. The route's
// opening waits for the screen's code to know its first data (the declarations live with the
// screen); the table the page's early script uses (frame/earlyRequests.ts, checked against the
// app's own requests on both engines) already says which requests those are. Sent at once, they
// travel while the code loads, and the screen's own requests adopt their answers
// (api/earlyAnswers.ts): same address, same method, same headers. An answer no request takes is
// dropped once the opening has its data, or by the next opening.
import { keepAnswerAskedAhead } from '../api/earlyAnswers';
import { requestHeaders } from '../api/client';
import { requestBase } from '../api/requestUrl';
import {
  selectActiveCluster,
  selectActiveClusterIndex,
} from '../features/clusters/connection/connectionSlice';
import { needsSessionSecret } from '../features/clusters/connection/sessionSecrets';
import { EARLY_SCREENS, engineOf } from './frame/earlyRequests';
import type { AppStore } from './store';

/**
 * Sends the first requests of the screen at `route` of cluster `index`, when it is the active
 * cluster, checked (its engine and version known, the table checked against them), and its
 * requests are not signed one by one (AWS) nor wait for a secret. Returns the opening that asked,
 * to drop what it asked; null when it asked nothing.
 */
export function askScreenAhead(store: AppStore, index: number, route: string): object | null {
  const state = store.getState();
  const cluster = selectActiveCluster(state);
  if (selectActiveClusterIndex(state) !== index || !cluster) return null;
  if (cluster.status === 'unknown' || cluster.loading || needsSessionSecret(cluster)) return null;
  if (cluster.auth.authType === 'awsIAM') return null;
  const screen = EARLY_SCREENS[route];
  const engine = engineOf(cluster.distribution, cluster.version, cluster.flavor);
  if (!screen || !engine) return null;
  const opening = {};
  // The cluster's address and credentials, as the request layer sends them (api/client.ts).
  const headers = requestHeaders(cluster.auth, false);
  for (const path of [...screen.both, ...(screen[engine] ?? [])]) {
    const url = requestBase(cluster.uri) + path;
    const answer = fetch(url, { method: 'GET', headers, redirect: 'manual' });
    keepAnswerAskedAhead(url, headers, answer, opening);
  }
  return opening;
}
