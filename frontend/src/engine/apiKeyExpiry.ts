// Elasticsearch's API keys (GET _security/api_key, GET or POST _security/_query/api_key):
// `{api_keys: [{id, name, type, creation, expiration, invalidated, invalidation, username, realm,
// realm_type, metadata, role_descriptors, ...}]}`, times in epoch milliseconds, and how soon each
// key stops working. Answers are read with care: an entry without an id is skipped, a field of
// the wrong type is left empty, and nothing throws. Reading and grouping take one pass over the
// keys, so answers of tens of thousands of keys stay quick.
import { frozenRows } from '../lib/frozenRows';
import { isRecord } from '../lib/storage';

export interface ApiKeyRow {
  id: string;
  /** null: the key has no name (keys created before names were required). */
  name: string | null;
  /** `rest` or `cross_cluster`; keys listed by engines before 8.10 are REST keys. */
  type: string;
  creation: number | null;
  /** null: the key never expires. */
  expiration: number | null;
  invalidated: boolean;
  /** When the key was invalidated (from 8.12 on). */
  invalidation: number | null;
  username: string | null;
  realm: string | null;
  realmType: string | null;
  metadata: Record<string, unknown>;
  /** The key's own role descriptors; an empty list means the owner's permissions. */
  roleNames: string[];
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const millis = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function readApiKey(key: Record<string, unknown>): ApiKeyRow | null {
  if (typeof key.id !== 'string' || key.id === '') return null;
  return {
    id: key.id,
    name: text(key.name),
    type: text(key.type) ?? 'rest',
    creation: millis(key.creation),
    expiration: millis(key.expiration),
    invalidated: key.invalidated === true,
    invalidation: millis(key.invalidation),
    username: text(key.username),
    realm: text(key.realm),
    realmType: text(key.realm_type),
    metadata: isRecord(key.metadata) ? key.metadata : {},
    roleNames: isRecord(key.role_descriptors) ? Object.keys(key.role_descriptors) : [],
  };
}

/** The keys of an API key answer (get or query), in the answer's order, each frozen. */
export function readApiKeys(answer: unknown): ApiKeyRow[] {
  const keys = isRecord(answer) && Array.isArray(answer.api_keys) ? answer.api_keys : [];
  const rows: ApiKeyRow[] = [];
  for (const key of keys) {
    const row = isRecord(key) ? readApiKey(key) : null;
    if (row !== null) rows.push(row);
  }
  return frozenRows(rows);
}

/** The expiry groups, in the order a screen shows them. */
export const EXPIRY_GROUPS = [
  'invalidated',
  'expired',
  'within7Days',
  'within30Days',
  'later',
  'never',
] as const;

export type ExpiryGroup = (typeof EXPIRY_GROUPS)[number];

const DAY = 24 * 60 * 60 * 1000;

/**
 * Where a key stands at `now` (epoch milliseconds). Invalidated comes first, whatever the
 * expiration. A key expires at its expiration instant: expired when `expiration <= now`;
 * within 7 days when it expires after now and at most 7 days later; within 30 days when more
 * than 7 and at most 30 days later; later beyond that; never without an expiration.
 */
export function expiryGroup(row: ApiKeyRow, now: number): ExpiryGroup {
  if (row.invalidated) return 'invalidated';
  if (row.expiration === null) return 'never';
  const left = row.expiration - now;
  if (left <= 0) return 'expired';
  if (left <= 7 * DAY) return 'within7Days';
  if (left <= 30 * DAY) return 'within30Days';
  return 'later';
}

export interface ExpiryGroupMembers {
  count: number;
  /** In the answer's order. */
  members: ApiKeyRow[];
}

/** The keys sorted into the expiry groups at `now`; every group is present, maybe empty. */
export function expiryGroups(
  rows: readonly ApiKeyRow[],
  now: number,
): Record<ExpiryGroup, ExpiryGroupMembers> {
  const empty = (): ExpiryGroupMembers => ({ count: 0, members: [] });
  const groups: Record<ExpiryGroup, ExpiryGroupMembers> = {
    invalidated: empty(),
    expired: empty(),
    within7Days: empty(),
    within30Days: empty(),
    later: empty(),
    never: empty(),
  };
  for (const row of rows) {
    const group = groups[expiryGroup(row, now)];
    group.members.push(row);
    group.count += 1;
  }
  return groups;
}
