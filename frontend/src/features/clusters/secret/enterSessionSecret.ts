// Connecting with a secret asked for at connect time: it is kept for this browser session (the
// store writes it to session storage, never to local storage), then the cluster is checked.
import { withSecret, type AuthSecret } from '../../../api/authSecrets';
import { checkCluster } from '../connection/clusterHealth';
import { selectClusters, sessionSecretEntered } from '../connection/connectionSlice';
import type { ConnectionThunk } from '../connection/connectionSlice';

export function enterSessionSecret(
  index: number,
  secret: AuthSecret,
): ConnectionThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const cluster = selectClusters(getState())[index];
    if (!cluster) return;
    const auth = withSecret(cluster.auth, secret);
    dispatch(sessionSecretEntered({ index, uri: cluster.uri, auth }));
    await dispatch(checkCluster(index));
  };
}
