// The largest body a cluster takes: its `http.max_content_length` (100mb unless its nodes say
// otherwise), read from the cluster settings with their defaults (which include what the nodes'
// configuration files set). An import's bodies are kept under it; the user's choice of body size
// never goes over it. Unknown (null) when the settings cannot be read, as on a serverless project.
import { clusterRequest, type ClusterRequest } from '../../../api/client';
import type { ClusterTarget } from '../../../api/types';
import { isRecord } from '../../../lib/storage';

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
