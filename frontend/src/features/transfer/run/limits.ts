// The largest body a cluster takes: its `http.max_content_length` (100mb unless its nodes say
// otherwise), read from the cluster settings with their defaults (which include what the nodes'
// configuration files set). Unknown (null) when the settings cannot be read, as on a serverless
// project. A cluster reached through the Shardscope server also meets the server's body limits
// (one for every proxied cluster, a smaller one for those it signs with AWS keys). An import's
// bodies are kept under the smallest of them; the user's choice of body size never goes over it.
import { clusterRequest, type ClusterRequest } from '../../../api/client';
import type { Cluster, ClusterTarget } from '../../../api/types';
import { isRecord } from '../../../lib/storage';
import type { RuntimeConfig } from '../../../store/runtimeConfig';

const SETTING = 'http.max_content_length';

/**
 * The setting with its default, nested: older engines' `filter_path` does not match the dotted
 * name of a flat setting (their answer would be empty), so flat_settings is left out.
 */
export const MAX_CONTENT_LENGTH_REQUEST: ClusterRequest = {
  method: 'GET',
  path: '_cluster/settings',
  params: { include_defaults: true, filter_path: `*.${SETTING}` },
};

const UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  k: 1024,
  kb: 1024,
  m: 1024 ** 2,
  mb: 1024 ** 2,
  g: 1024 ** 3,
  gb: 1024 ** 3,
  t: 1024 ** 4,
  tb: 1024 ** 4,
  p: 1024 ** 5,
  pb: 1024 ** 5,
};

/** Bytes of a size as the engines write one (`100mb`, `1.5gb`, `512`); null when it is not one. */
export function parseByteSize(text: string): number | null {
  const found = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  const unit = found ? UNITS[found[2].toLowerCase()] : undefined;
  if (!found || unit === undefined) return null;
  return Math.floor(Number(found[1]) * unit);
}

/** The value of `SETTING` in one section of the answer, nested or flat. */
function settingIn(section: unknown): unknown {
  if (!isRecord(section)) return undefined;
  if (section[SETTING] !== undefined) return section[SETTING];
  const http = section.http;
  return isRecord(http) ? http.max_content_length : undefined;
}

/** The limit an answer to MAX_CONTENT_LENGTH_REQUEST gives; set values win over defaults. */
export function maxContentLength(answer: unknown): number | null {
  if (!isRecord(answer)) return null;
  for (const section of ['transient', 'persistent', 'defaults']) {
    const value = settingIn(answer[section]);
    if (typeof value === 'string') return parseByteSize(value);
    if (typeof value === 'number') return value;
  }
  return null;
}

/** The cluster's body limit in bytes, or null when it cannot be read. */
export async function maxBodyBytes(target: ClusterTarget): Promise<number | null> {
  try {
    return maxContentLength(await clusterRequest(target, MAX_CONTENT_LENGTH_REQUEST));
  } catch {
    return null;
  }
}

/**
 * What caps a body: the cluster's `http.max_content_length`, the server's body limit for the
 * clusters it proxies, or its smaller one for the clusters it signs requests to.
 */
export type BodyLimitSource = 'cluster' | 'proxy' | 'signingProxy';

/** Our server's limits on the bodies it proxies (unknown: null). */
export type ServerLimits = Pick<RuntimeConfig, 'proxyBodyLimit' | 'proxySignedBodyLimit'>;

export interface BodyLimit {
  bytes: number;
  source: BodyLimitSource;
}

/**
 * The smallest of the limits a body sent to `cluster` meets, and which one it is; null when none
 * is known. The server's limits count only for a cluster it proxies (`proxyId`), the signed-body
 * one only for a cluster it signs requests to. A tie names the cluster's own limit first.
 */
export function importBodyLimit(
  clusterLimit: number | null,
  cluster: Pick<Cluster, 'proxyId' | 'signedByProxy'> | null,
  server: ServerLimits,
): BodyLimit | null {
  const proxied = cluster !== null && cluster.proxyId !== null;
  const limits: [BodyLimitSource, number | null][] = [
    ['cluster', clusterLimit],
    ['proxy', proxied ? server.proxyBodyLimit : null],
    ['signingProxy', proxied && cluster.signedByProxy ? server.proxySignedBodyLimit : null],
  ];
  let smallest: BodyLimit | null = null;
  for (const [source, bytes] of limits) {
    if (bytes !== null && bytes > 0 && (smallest === null || bytes < smallest.bytes))
      smallest = { bytes, source };
  }
  return smallest;
}
