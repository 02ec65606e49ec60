// Start-up loading of predefined clusters.
import type { PredefinedClusterInput } from '../../../api/types';
import { readBootData } from '../../../lib/bootData';
import { connectionReplaced, selectConnection } from './connectionSlice';
import type { ConnectionThunk } from './connectionSlice';
import { mergePredefined, parsePredefinedClusters } from './predefinedClusters';

export const DEFAULT_CLUSTERS_PATH = 'api/default_clusters.json';

/**
 * The predefined clusters the server offers, or null when there are none to apply: from the
 * page's start-up data when the server wrote them there, else asked for.
 */
export async function predefinedClusters(): Promise<PredefinedClusterInput[] | null> {
  const boot = readBootData();
  if (boot?.clusters === undefined) return fetchPredefinedClusters();
  const entries = parsePredefinedClusters(boot.clusters);
  if (entries === null)
    console.warn('Predefined clusters ignored: the start-up data holds no JSON array');
  return entries;
}

/**
 * The predefined clusters at api/default_clusters.json, relative to the document base, so the
 * app works under a base path. The file may hold credentials, so it is never taken from the
 * browser cache.
 */
export async function fetchPredefinedClusters(): Promise<PredefinedClusterInput[] | null> {
  const url = new URL(DEFAULT_CLUSTERS_PATH, document.baseURI);
  try {
    const response = await fetch(url, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.includes('application/json')) {
      console.warn(
        `Predefined clusters ignored: ${url.href} answered ${response.status} (${type || 'no content type'})`,
      );
      return null;
    }
    const entries = parsePredefinedClusters(await response.json());
    if (entries === null)
      console.warn(`Predefined clusters ignored: ${url.href} is not a JSON array`);
    return entries;
  } catch (error) {
    console.warn(`Predefined clusters ignored: ${url.href} could not be read`, error);
    return null;
  }
}

/**
 * Puts the predefined clusters first, then the user's own; the first one becomes active.
 * When the file cannot be read, the saved clusters stay exactly as they are.
 */
export function initClusters(): ConnectionThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const entries = await predefinedClusters();
    if (entries === null) return;
    dispatch(connectionReplaced(mergePredefined(selectConnection(getState()), entries)));
  };
}
