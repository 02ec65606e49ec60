// The lifecycle column's data: where every managed index stands, asked once the index list has
// arrived (the screen opens without waiting for it) and again with the screen's reload. The answer
// becomes a map by index name once per answer; a cluster that does not serve the lifecycle API
// (or a user who may not read it) is told apart from other failures.
import { useCallback, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useManagedIndicesQuery } from '../../../api/lifecycleApi';
import { lifecycleKind, type LifecycleKind } from '../../../engine/lifecycle';
import type { Distribution } from '../../../engine/version';
import { apiUnavailable, type ApiUnavailable } from '../../../api/apiAvailability';
import {
  failedCount,
  managedIndexMap,
  type LifecycleChoice,
  type ManagedIndexMap,
} from './lifecycleRows';

export interface IndexLifecycle {
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

export function useIndexLifecycle(
  distribution: Distribution,
  listArrived: boolean,
): IndexLifecycle {
  const kind = lifecycleKind(distribution);
  const query = useManagedIndicesQuery(listArrived ? kind : skipToken);
  const { data, error, isError, refetch, isUninitialized } = query;
  const unavailable = useMemo(() => (isError ? apiUnavailable(error) : null), [isError, error]);
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
