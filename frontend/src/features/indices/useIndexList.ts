// The indices list and the aliases column's data: one _cat/indices and one _cat/aliases call,
// reloaded together. A failed aliases call leaves the column empty rather than spinning.
import { useCallback } from 'react';
import { queryRequestState } from '../../api/queryState';
import type { AliasMap } from './dialogs/aliasMap';
import { listsAllIndices, type ClusterGate } from './actions/indexGates';
import type { IndexRow } from './table/indexRows';
import { useAliasMapQuery, useIndexListQuery } from './indicesApi';

const NO_ROWS: IndexRow[] = [];
const NO_ALIASES: AliasMap = Object.freeze({});

export function useIndexList(gate: ClusterGate) {
  const list = useIndexListQuery(
    { allIndices: listsAllIndices(gate) },
    { refetchOnMountOrArgChange: true },
  );
  const aliases = useAliasMapQuery(undefined, { refetchOnMountOrArgChange: true });
  const { refetch: refetchList } = list;
  const { refetch: refetchAliases } = aliases;
  const reload = useCallback(
    () => Promise.all([refetchList(), refetchAliases()]),
    [refetchList, refetchAliases],
  );
  return {
    rows: list.data ?? NO_ROWS,
    aliases: aliases.data ?? (aliases.isError ? NO_ALIASES : undefined),
    state: queryRequestState(list),
    fetching: list.isFetching,
    reload,
  };
}
