// The indices list and the aliases column's data: one _cat/indices and one _cat/aliases call,
// reloaded together. A failed aliases call leaves the column empty rather than spinning. Where the
// cluster has data streams, their names too (backing indices name their stream); a failed call
// marks none.
import { useCallback, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { dataStreamNamesApi } from '../../api/dataStreamsApi';
import { FLOOD_BLOCK_QUERIES } from '../../api/diskApi';
import { queryRequestState } from '../../api/queryState';
import { ASK_WHEN_OLD, screenQuery, useScreenQuery, type ScreenData } from '../../api/screenQuery';
import { activeClusterOf, activeEngineOf, type RootState } from '../../store/hooks';
import type { AliasMap } from './dialogs/aliasMap';
import { clusterEngine } from '../../engine/profile';
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
    return cluster ? { allIndices: clusterEngine(cluster).listsHiddenIndices } : skipToken;
  },
  { mounted: ASK_WHEN_OLD },
);

/** The aliases column. */
const ALIAS_MAP = screenQuery(indicesApi.endpoints.aliasMap, () => undefined, {
  mounted: ASK_WHEN_OLD,
});

/** The data stream names, on clusters that have data streams. */
const STREAM_NAMES = screenQuery(
  dataStreamNamesApi.endpoints.dataStreamNames,
  (state: RootState) => {
    return activeClusterOf(state) && activeEngineOf(state).dataStreams ? undefined : skipToken;
  },
  { mounted: ASK_WHEN_OLD },
);

const NO_STREAMS: ReadonlySet<string> = new Set();

/**
 * What the indices screen first shows (see `ScreenData`): the list, the aliases, and the
 * flood-stage block with the disks of its alert. The created column's date format is prepared
 * meanwhile.
 */
export const INDICES_DATA: ScreenData = {
  queries: [INDEX_LIST, ALIAS_MAP, STREAM_NAMES, ...FLOOD_BLOCK_QUERIES],
  also: () => () => {
    prepareCreatedFormat();
    return Promise.resolve();
  },
};

export function useIndexList() {
  const list = useScreenQuery(INDEX_LIST);
  const aliases = useScreenQuery(ALIAS_MAP);
  const streams = useScreenQuery(STREAM_NAMES);
  const { refetch: refetchList } = list;
  const { refetch: refetchAliases } = aliases;
  const { refetch: refetchStreams, isUninitialized: noStreams } = streams;
  const reload = useCallback(
    () => Promise.all([refetchList(), refetchAliases(), noStreams ? null : refetchStreams()]),
    [refetchList, refetchAliases, refetchStreams, noStreams],
  );
  const streamNames = useMemo(
    () => (streams.data?.length ? new Set(streams.data) : NO_STREAMS),
    [streams.data],
  );
  return {
    rows: list.data ?? NO_ROWS,
    aliases: aliases.data ?? (aliases.isError ? NO_ALIASES : undefined),
    streamNames,
    state: queryRequestState(list),
    /** A list has arrived: what waits for it (the lifecycle column) may ask now. */
    arrived: list.data !== undefined,
    fetching: list.isFetching,
    reload,
  };
}
