// The server's run-time configuration (api/config.json, or the page's start-up data): where the
// app is served, whether users may add clusters of their own and the largest bodies its proxy
// passes on. Read once at start-up into the store; every part of the app asks these selectors,
// never the server again.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { httpUrl } from '../lib/safeUrl';
import { isRecord } from '../lib/storage';

export interface RuntimeConfig {
  /** The path the app is served under, starting and ending with '/' ("/", "/console/"). */
  basePath: string;
  /**
   * Managed mode: only the server's predefined clusters are offered. Users cannot add clusters,
   * and clusters they added before are neither shown nor connectable (they stay stored).
   */
  noDirectClusters: boolean;
  /** The http(s) host the update check asks (SHARDSCOPE_UPDATE_URL); null: no check. */
  updateHost: string | null;
  /** The largest body the proxy passes on to a cluster, in bytes; null when unknown. */
  proxyBodyLimit: number | null;
  /**
   * The largest body the proxy passes on to a cluster whose requests it signs (AWS SigV4, the
   * body held whole to be signed), in bytes; null when unknown.
   */
  proxySignedBodyLimit: number | null;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  basePath: '/',
  noDirectClusters: false,
  updateHost: null,
  proxyBodyLimit: null,
  proxySignedBodyLimit: null,
};

/** An update host as the server writes it (`updateUrl`), or null when it names none. */
function updateHostOf(value: unknown): string | null {
  return typeof value === 'string' ? httpUrl(value.trim()) : null;
}

/**
 * A byte count as the server writes it, or null (unknown) when `value` is not a positive whole
 * number: servers from before the limits were sent leave them out.
 */
function byteCountOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** A base path as the server writes it, or null when `value` is not one. */
function basePathOf(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  return value.endsWith('/') ? value : `${value}/`;
}

/**
 * The configuration in a body of api/config.json; missing or unusable fields take their
 * defaults (`fallbackBasePath` for the base path: the page's own base).
 */
export function parseRuntimeConfig(raw: unknown, fallbackBasePath = '/'): RuntimeConfig {
  const config = isRecord(raw) ? raw : {};
  return {
    basePath: basePathOf(config.basePath) ?? basePathOf(fallbackBasePath) ?? '/',
    noDirectClusters: config.noDirectClusters === true,
    updateHost: updateHostOf(config.updateUrl),
    proxyBodyLimit: byteCountOf(config.proxyBodyLimit),
    proxySignedBodyLimit: byteCountOf(config.proxySignedBodyLimit),
  };
}

const runtimeConfigSlice = createSlice({
  name: 'runtimeConfig',
  initialState: DEFAULT_RUNTIME_CONFIG,
  reducers: {
    runtimeConfigLoaded(_state, action: PayloadAction<RuntimeConfig>) {
      return action.payload;
    },
  },
  selectors: {
    selectRuntimeConfig: (state) => state,
    /** Managed mode; the one place it is read. */
    selectNoDirectClusters: (state) => state.noDirectClusters,
    selectUpdateHost: (state) => state.updateHost,
  },
});

export const { runtimeConfigLoaded } = runtimeConfigSlice.actions;
export const { selectRuntimeConfig, selectNoDirectClusters, selectUpdateHost } =
  runtimeConfigSlice.selectors;
export const runtimeConfigReducer = runtimeConfigSlice.reducer;
