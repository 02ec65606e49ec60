// The lifecycle column's data: where every managed index stands, asked once the index list has
// arrived (the screen opens without waiting for it) and again with the screen's reload. The answer
// becomes a map by index name once per answer; a cluster that does not serve the lifecycle API
// (or a user who may not read it) is told apart from other failures. An engine without lifecycle
// management is asked nothing, and offers no lifecycle column, select or item.
import { useCallback, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useManagedIndicesQuery } from '../../../api/lifecycleApi';
import type { LifecycleKind } from '../../../engine/lifecycle';
import { useEngine } from '../../../engine/useEngine';
import { apiUnavailable, type ApiUnavailable } from '../../../api/apiAvailability';
import {
  failedCount,
  managedIndexMap,
  type LifecycleChoice,
  type ManagedIndexMap,
} from './lifecycleRows';

export interface IndexLifecycle {
  /** ILM or ISM; ILM's words where the engine has neither (nothing lifecycle shows then). */
  kind: LifecycleKind;
  /** The managed indices by name; undefined until they arrive or when they cannot. */
  managed: ManagedIndexMap | undefined;
  /** Why the cluster has no lifecycle API to offer; null when it answered or may still. */
  unavailable: ApiUnavailable | null;
  /** How many managed indices failed a step. */
  failed: number;
  choice: LifecycleChoice | null;
  setChoice: (choice: LifecycleChoice | null) => void;
  reload: () => Promise<unknown>;
}

/** What an engine without lifecycle management has to offer: nothing, as if the API were missing. */
const NO_LIFECYCLE: ApiUnavailable = { why: 'missing', reason: '' };

export function useIndexLifecycle(listArrived: boolean): IndexLifecycle {
  const api = useEngine().lifecycle;
  const kind: LifecycleKind = api === 'ism' ? 'ism' : 'ilm';
  const query = useManagedIndicesQuery(listArrived && api !== 'none' ? kind : skipToken);
  const { data, error, isError, refetch, isUninitialized } = query;
  const unavailable = useMemo(() => {
    if (api === 'none') return NO_LIFECYCLE;
    return isError ? apiUnavailable(error) : null;
  }, [api, isError, error]);
  const managed = useMemo(
    () => (data && unavailable === null ? managedIndexMap(data.indices) : undefined),
    [data, unavailable],
  );
  const failed = useMemo(() => (data ? failedCount(data.indices) : 0), [data]);
  const [choice, setChoice] = useState<LifecycleChoice | null>(null);
  const reload = useCallback(
    () => (isUninitialized ? Promise.resolve() : refetch()),
    [isUninitialized, refetch],
  );
  return { kind, managed, unavailable, failed, choice, setChoice, reload };
}
