// Reading the entries of the default clusters file (/api/default_clusters.json or the page's
// start-up data). An entry names a cluster the browser reaches directly (its uri and maybe
// credentials) or one reached through the Shardscope server (`"proxy": true` and an id, no uri
// and no credential).
import { CREDENTIAL_FIELDS } from '../../../api/credentialFields';
import type { PredefinedClusterInput } from '../../../api/types';
import { PROTECTIONS } from '../../../api/types';
import { isRecord } from '../../../lib/storage';
import { uriError } from '../form/clusterFormValues';

/** What a direct entry may say of how it is reached: its credentials and AWS region. */
const CONNECTION_FIELDS = [...CREDENTIAL_FIELDS, 'S3region'] as const;

/** What a proxied cluster's id may hold: it is a path segment of the proxy's address. */
export const PROXY_ID_PATTERN = /^[A-Za-z0-9._-]+$/;

function describe(raw: Record<string, unknown>): string {
  return typeof raw.name === 'string' ? `'${raw.name}'` : '(unnamed)';
}

function parseProxied(raw: Record<string, unknown>): PredefinedClusterInput | null {
  if (typeof raw.id !== 'string' || !PROXY_ID_PATTERN.test(raw.id)) {
    console.warn(
      `Predefined cluster ${describe(raw)} ignored: a proxied cluster needs an id of letters, digits, '.', '_' or '-'`,
    );
    return null;
  }
  // The server holds the address and the credentials; the entry keeps neither.
  const entry: PredefinedClusterInput = { id: raw.id, proxy: true };
  if (raw.signed === true) entry.signed = true;
  return entry;
}

function parseDirect(raw: Record<string, unknown>): PredefinedClusterInput | null {
  if (typeof raw.uri !== 'string' || uriError(raw.uri) !== undefined) return null;
  const entry: PredefinedClusterInput = { uri: raw.uri };
  for (const field of CONNECTION_FIELDS) {
    const value = raw[field];
    if (typeof value === 'string') entry[field] = value;
  }
  if (typeof raw.id === 'string') entry.id = raw.id;
  return entry;
}

function parseEntry(raw: unknown): PredefinedClusterInput | null {
  if (!isRecord(raw)) return null;
  const entry = raw.proxy === true ? parseProxied(raw) : parseDirect(raw);
  if (!entry) return null;
  for (const field of ['name', 'label', 'color'] as const) {
    const value = raw[field];
    if (typeof value === 'string') entry[field] = value;
  }
  // A protection this app does not know allows every write, as no protection does.
  if (raw.protection !== undefined)
    entry.protection = PROTECTIONS.find((protection) => protection === raw.protection) ?? 'none';
  if (raw.insecure === true) entry.insecure = true;
  return entry;
}

/**
 * The entries of the default clusters file, or null when the file is not a JSON array.
 * Entries without a usable uri (or, proxied, without a usable id) are left out.
 */
export function parsePredefinedClusters(raw: unknown): PredefinedClusterInput[] | null {
  if (!Array.isArray(raw)) return null;
  return raw.map(parseEntry).filter((entry): entry is PredefinedClusterInput => entry !== null);
}
