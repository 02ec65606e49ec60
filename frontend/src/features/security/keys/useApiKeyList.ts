// The API keys a screen shows: the first page of the search as soon as it arrives, then every key
// once the pages after it are read, so that tens of thousands of keys do not hold back the first
// rows. While the rest is read, `reading` says how many of how many are in.
import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useScreenQuery } from '../../../api/screenQuery';
import type { ApiKeyRow } from '../../../engine/apiKeyExpiry';
import { API_KEYS, useMoreApiKeysQuery } from './apiKeysApi';

export interface KeysReading {
  read: number;
  /** Null where the cluster does not count them. */
  total: number | null;
}

export function useApiKeyList(filter: string) {
  const query = useScreenQuery(API_KEYS, filter);
  const first = query.data;
  const more = useMoreApiKeysQuery(
    first?.after ? { filter: first.filter, after: first.after } : skipToken,
  );
  const rest = first?.after ? more.currentData : undefined;
  const keys = useMemo<readonly ApiKeyRow[] | undefined>(
    () => (first && rest ? Object.freeze([...first.keys, ...rest]) : first?.keys),
    [first, rest],
  );
  const reading: KeysReading | null =
    first?.after && !rest && !more.isError ? { read: first.keys.length, total: first.total } : null;
  /** The keys' expiry is judged at the time of the first page. */
  const now = first?.at ?? 0;
  return { query, more, keys, reading, now };
}
