// The indices list and the aliases column's data: one _cat/indices and one _cat/aliases call,
// reloaded together. A failed aliases call leaves the column empty rather than spinning.
import { useCallback } from 'react';
import { ASKED_ON_OPEN_S, ON_OPEN } from '../../api/clusterApi';
import { floodBlockOnOpen } from '../../api/diskApi';
import { queryRequestState } from '../../api/queryState';
import { activeClusterOf, type ScreenAsk } from '../../store/hooks';
import type { AliasMap } from './dialogs/aliasMap';
import { listsAllIndices, type ClusterGate } from './actions/indexGates';
import { prepareCreatedFormat } from './table/created';
import type { IndexRow } from './table/indexRows';
import { indicesApi, useAliasMapQuery, useIndexListQuery } from './indicesApi';

const NO_ROWS: IndexRow[] = [];
const NO_ALIASES: AliasMap = Object.freeze({});

/** What the list asks the cluster for: the same for the screen and for its route. */
function listArgs(gate: ClusterGate) {
  return { allIndices: listsAllIndices(gate) };
}

/**
 * Asks for what the indices screen first shows, when it is opened (see `ScreenRoute.data`): the
 * list, the aliases, and the flood-stage block with the disks of its alert.
 */
export const indicesOnOpen: ScreenAsk = () => (dispatch, getState) => {
  const cluster = activeClusterOf(getState());
  if (!cluster) return Promise.resolve();
  const answered = Promise.all([
    dispatch(indicesApi.endpoints.indexList.initiate(listArgs(cluster), ON_OPEN)),
    dispatch(indicesApi.endpoints.aliasMap.initiate(undefined, ON_OPEN)),
    dispatch(floodBlockOnOpen()),
  ]);
  prepareCreatedFormat();
  return answered;
};

export function useIndexList(gate: ClusterGate) {
  const list = useIndexListQuery(listArgs(gate), { refetchOnMountOrArgChange: ASKED_ON_OPEN_S });
  const aliases = useAliasMapQuery(undefined, { refetchOnMountOrArgChange: ASKED_ON_OPEN_S });
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
