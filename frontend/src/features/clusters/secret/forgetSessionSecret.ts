// Forgetting a session-only secret the cluster refused, so that it is asked for again: it leaves
// both the cluster's credentials and session storage.
import { selectClusters, sessionSecretForgotten } from '../connection/connectionSlice';
import type { ConnectionThunk } from '../connection/connectionSlice';
import { removeSessionSecret } from '../connection/sessionSecrets';

export function forgetSessionSecret(index: number): ConnectionThunk {
  return (dispatch, getState) => {
    const cluster = selectClusters(getState())[index];
    if (!cluster?.sessionSecret) return;
    dispatch(sessionSecretForgotten({ index, uri: cluster.uri }));
    removeSessionSecret(cluster.uri);
  };
}
