// Connecting with a secret asked for at connect time: it is kept for this browser session, in
// session storage (never in local storage), then the cluster is checked.
import { secretOf, withSecret, type AuthSecret } from '../../../api/authSecrets';
import { checkCluster } from '../connection/clusterHealth';
import { selectClusters, sessionSecretEntered } from '../connection/connectionSlice';
import type { ConnectionThunk } from '../connection/connectionSlice';
import { saveSessionSecret } from '../connection/sessionSecrets';

export function enterSessionSecret(
  index: number,
  secret: AuthSecret,
): ConnectionThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const cluster = selectClusters(getState())[index];
    if (!cluster) return;
    const auth = withSecret(cluster.auth, secret);
    saveSessionSecret(cluster.uri, secretOf(auth));
    dispatch(sessionSecretEntered({ index, uri: cluster.uri, auth }));
    await dispatch(checkCluster(index));
  };
}
