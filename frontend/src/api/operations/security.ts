// The security API's calls, on the engine's own API (engine/security): who the connected user is.
import { identityOf, identityPath, type Identity } from '../../engine/security';
import { clusterRequest } from '../client';
import { targetEngine, type ClusterTarget } from '../types';

/**
 * Who the connected user is; null when the engine has no security API or its answer names no
 * user. A cluster without security enabled answers with an error (api/apiAvailability reads it).
 */
export async function getIdentity(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<Identity | null> {
  const api = targetEngine(target).security;
  const path = identityPath(api);
  if (path === null) return null;
  return identityOf(api, await clusterRequest<unknown>(target, { method: 'GET', path, signal }));
}
