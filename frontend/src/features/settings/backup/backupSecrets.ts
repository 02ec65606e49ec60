// What a backup leaves out unless the user asks for it: the clusters' passwords, API keys, AWS
// secret access keys and session tokens. A cluster whose secret was left out is exported as
// keeping its secret for the session only, so after an import it is asked for when connecting.
import { isSecretField } from '../../../api/authSecrets';
import { isRecord } from '../../../lib/storage';

/** The stored credentials without their secret, or null when they held none. */
function authWithoutSecret(auth: Record<string, unknown>): Record<string, unknown> | null {
  if (!isRecord(auth.authData)) return null;
  const data: Record<string, unknown> = { ...auth.authData };
  let removed = false;
  for (const [field, value] of Object.entries(data)) {
    if (!isSecretField(field)) continue;
    if (typeof value === 'string' && value !== '') removed = true;
    data[field] = '';
  }
  return removed ? { ...auth, authData: data } : null;
}

/**
 * A stored cluster written before auth types existed holds a top-level password: with a
 * username it was basic auth, without one an API key.
 */
function legacyWithoutSecret(raw: Record<string, unknown>): Record<string, unknown> | null {
  if (typeof raw.password !== 'string' || raw.password === '') return null;
  const rest: Record<string, unknown> = { ...raw };
  delete rest.password;
  delete rest.username;
  const { username } = raw;
  const auth =
    typeof username === 'string' && username !== ''
      ? { authType: 'basicAuth', authData: { username, password: '' } }
      : { authType: 'apiKey', authData: { apiKey: '' } };
  return { ...rest, auth };
}

function clusterWithoutSecret(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const stripped = isRecord(raw.auth)
    ? (() => {
        const auth = authWithoutSecret(raw.auth);
        return auth && { ...raw, auth };
      })()
    : legacyWithoutSecret(raw);
  return stripped ? { ...stripped, sessionSecret: true } : raw;
}

/** The stored 'connection' area with every cluster's secret left out. */
export function withoutClusterSecrets(connection: unknown): unknown {
  if (!isRecord(connection) || !Array.isArray(connection.clusters)) return connection;
  return { ...connection, clusters: connection.clusters.map(clusterWithoutSecret) };
}
