// The indices list and the aliases column's data: one _cat/indices and one _cat/aliases call,
// reloaded together. A failed aliases call leaves the column empty rather than spinning.
import { useCallback } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { FLOOD_BLOCK_QUERIES } from '../../api/diskApi';
import { queryRequestState } from '../../api/queryState';
import { ASK_WHEN_OLD, screenQuery, useScreenQuery, type ScreenData } from '../../api/screenQuery';
import { activeClusterOf, type RootState } from '../../store/hooks';
import type { AliasMap } from './dialogs/aliasMap';
import { listsAllIndices } from './actions/indexGates';
import { prepareCreatedFormat } from './table/created';
import type { IndexRow } from './table/indexRows';
import { indicesApi } from './indicesApi';

const NO_ROWS: IndexRow[] = [];
const NO_ALIASES: AliasMap = Object.freeze({});

/** The indices of the list (hidden ones too where the version lists them apart). */
const INDEX_LIST = screenQuery(
  indicesApi.endpoints.indexList,
  (state: RootState) => {
    const cluster = activeClusterOf(state);
    return cluster ? { allIndices: listsAllIndices(cluster) } : skipToken;
  },
  { mounted: ASK_WHEN_OLD },
);

/** The aliases column. */
const ALIAS_MAP = screenQuery(indicesApi.endpoints.aliasMap, () => undefined, {
  mounted: ASK_WHEN_OLD,
});

/**
 * What the indices screen first shows (see `ScreenData`): the list, the aliases, and the
 * flood-stage block with the disks of its alert. The created column's date format is prepared
 * meanwhile.
 */
export const INDICES_DATA: ScreenData = {
  queries: [INDEX_LIST, ALIAS_MAP, ...FLOOD_BLOCK_QUERIES],
  also: () => () => {
    prepareCreatedFormat();
    return Promise.resolve();
  },
};

export function useIndexList() {
  const list = useScreenQuery(INDEX_LIST);
  const aliases = useScreenQuery(ALIAS_MAP);
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
