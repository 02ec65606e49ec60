// The keys as the table reads them at the time of the answer: each with its status and whether
// the connected user owns it and may update it, sorted into the expiry groups. One pass over the
// keys, so tens of thousands stay quick.
import { useMemo } from 'react';
import { expiryGroups, type ApiKeyRow } from '../../../engine/apiKeyExpiry';
import { apiKeyStatus } from './apiKeyRows';
import type { KeyRow } from './apiKeyColumns';

const NO_KEYS: readonly ApiKeyRow[] = [];

export function keyRows(keys: readonly ApiKeyRow[], user: string | null, now: number): KeyRow[] {
  return keys.map((key) => {
    const status = apiKeyStatus(key, now);
    const own = user !== null && key.username === user;
    return { ...key, status, own, updatable: own && status === 'active' };
  });
}

export function useKeyRows(
  keys: readonly ApiKeyRow[] | undefined,
  user: string | null,
  now: number,
) {
  const rows = useMemo(() => keyRows(keys ?? NO_KEYS, user, now), [keys, user, now]);
  const groups = useMemo(() => expiryGroups(rows, now), [rows, now]);
  return { rows, groups };
}
