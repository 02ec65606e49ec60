// Start-up loading of the server's run-time configuration and predefined clusters.
import type { PredefinedClusterInput } from '../../../api/types';
import { readBootData } from '../../../lib/bootData';
import {
  DEFAULT_RUNTIME_CONFIG,
  parseRuntimeConfig,
  runtimeConfigLoaded,
  type RuntimeConfig,
} from '../../../store/runtimeConfig';
import { connectionReplaced, selectConnection } from './connectionSlice';
import type { ConnectionThunk } from './connectionSlice';
import {
  mergePredefined,
  parsePredefinedClusters,
  servedAtDocument,
  withholdOwnClusters,
} from './predefinedClusters';

export const DEFAULT_CLUSTERS_PATH = 'api/default_clusters.json';
export const RUNTIME_CONFIG_PATH = 'api/config.json';

/**
 * Reads a JSON file of the server relative to the document base, so the app works under a base
 * path; never from the browser cache (it may hold credentials). Null, with a warning, when it
 * cannot be read.
 */
async function fetchServerJson(path: string, what: string): Promise<{ body: unknown } | null> {
  const url = new URL(path, document.baseURI);
  try {
    const response = await fetch(url, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.includes('application/json')) {
      console.warn(
        `${what} ignored: ${url.href} answered ${response.status} (${type || 'no content type'})`,
      );
      return null;
    }
    return { body: await response.json() };
  } catch (error) {
    console.warn(`${what} ignored: ${url.href} could not be read`, error);
    return null;
  }
}

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

/** The predefined clusters at api/default_clusters.json. */
export async function fetchPredefinedClusters(): Promise<PredefinedClusterInput[] | null> {
  const read = await fetchServerJson(DEFAULT_CLUSTERS_PATH, 'Predefined clusters');
  if (read === null) return null;
  const entries = parsePredefinedClusters(read.body);
  if (entries === null)
    console.warn(`Predefined clusters ignored: ${DEFAULT_CLUSTERS_PATH} is not a JSON array`);
  return entries;
}

/**
 * The server's run-time configuration: from the page's start-up data, else api/config.json;
 * the defaults (the page's own base path, users may add clusters) when neither can be read.
 */
export async function runtimeConfig(): Promise<RuntimeConfig> {
  const fallbackBasePath = servedAtDocument().basePath;
  const boot = readBootData();
  const raw =
    boot?.config !== undefined
      ? boot.config
      : (await fetchServerJson(RUNTIME_CONFIG_PATH, 'Run-time configuration'))?.body;
  return raw === undefined
    ? { ...DEFAULT_RUNTIME_CONFIG, basePath: fallbackBasePath }
    : parseRuntimeConfig(raw, fallbackBasePath);
}

/**
 * Stores the run-time configuration, then puts the predefined clusters first and the user's own
 * after them; the first one becomes active. When the clusters file cannot be read, the saved
 * clusters stay as they are. In managed mode the user's own clusters are withheld.
 */
export function initClusters(): ConnectionThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const [config, entries] = await Promise.all([runtimeConfig(), predefinedClusters()]);
    dispatch(runtimeConfigLoaded(config));
    const current = selectConnection(getState());
    const servedAt = { origin: servedAtDocument().origin, basePath: config.basePath };
    const merged = entries === null ? current : mergePredefined(current, entries, servedAt);
    const offered = config.noDirectClusters ? withholdOwnClusters(merged) : merged;
    if (offered !== current) dispatch(connectionReplaced(offered));
  };
}
