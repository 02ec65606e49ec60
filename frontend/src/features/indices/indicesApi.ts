// Cluster calls of the indices screen and its dialogs as RTK Query endpoints.
// Actions that change indices invalidate the listing, so the table reloads after them.
import { clusterApi, clusterQuery, invalidatesOnSuccess } from '../../api/clusterApi';
import {
  aliasNamesOf,
  catAliases,
  indexAddAlias,
  indexDeleteAlias,
  indexGetAlias,
} from '../../api/operations/aliases';
import type { IndexAction } from '../../api/operations/indexActions';
import {
  catIndices,
  deleteByQuery,
  indexClone,
  indexCreate,
  indexGet,
  indexPutSettings,
  indexStats,
  INDEX_LIST_COLUMNS,
  reindex,
  type IndexGetResponse,
  type NewIndex,
} from '../../api/operations/indices';
import type { ClusterTarget } from '../../api/types';
import { aliasesByIndex, type AliasMap } from './dialogs/aliasMap';
import { runBulkAction, type BulkReport } from './actions/bulk';
import { parseIndexRows, type IndexRow } from './table/indexRows';
import { writeBlockOf } from './actions/writeBlock';

export interface IndexListArgs {
  /** expand_wildcards=all: hidden and system indices too (from major version 8 on). */
  allIndices: boolean;
}

export async function loadIndexRows(
  target: ClusterTarget,
  args: IndexListArgs,
  signal?: AbortSignal,
): Promise<IndexRow[]> {
  const answer = await catIndices(
    target,
    {
      h: INDEX_LIST_COLUMNS,
      // In the table's first order: the table then keeps the list as it came (see sortRows)
      // rather than holding a sorted copy of it.
      s: ['index'],
      bytes: 'b',
      expandWildcards: args.allIndices ? 'all' : undefined,
    },
    signal,
  );
  return parseIndexRows(answer);
}

export interface IndexPair {
  source: string;
  dest: string;
}

export const indicesApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    indexList: build.query<IndexRow[], IndexListArgs>({
      queryFn: clusterQuery(loadIndexRows),
      providesTags: ['Indices'],
    }),
    aliasMap: build.query<AliasMap, void>({
      queryFn: clusterQuery(async (target, _arg, signal) =>
        aliasesByIndex(await catAliases(target, signal)),
      ),
      providesTags: ['Aliases'],
    }),
    indexAliases: build.query<string[], string>({
      queryFn: clusterQuery(async (target, index, signal) =>
        aliasNamesOf(await indexGetAlias(target, index, signal), index),
      ),
      providesTags: ['Aliases'],
    }),
    addAlias: build.mutation<unknown, { index: string; alias: string }>({
      queryFn: clusterQuery((target, { index, alias }, signal) =>
        indexAddAlias(target, index, alias, signal),
      ),
      invalidatesTags: invalidatesOnSuccess(['Aliases']),
    }),
    deleteAlias: build.mutation<unknown, { index: string; alias: string }>({
      queryFn: clusterQuery((target, { index, alias }, signal) =>
        indexDeleteAlias(target, index, alias, signal),
      ),
      invalidatesTags: invalidatesOnSuccess(['Aliases']),
    }),
    indexAction: build.mutation<BulkReport, { action: IndexAction; indices: string[] }>({
      queryFn: clusterQuery((target, { action, indices }, signal) =>
        runBulkAction(target, action, indices, signal),
      ),
      // Some chunks may have failed and others not: the list reloads either way.
      invalidatesTags: ['Indices', 'Aliases'],
    }),
    createIndex: build.mutation<unknown, NewIndex>({
      queryFn: clusterQuery(indexCreate),
      invalidatesTags: invalidatesOnSuccess(['Indices']),
    }),
    deleteAllDocuments: build.mutation<unknown, string>({
      queryFn: clusterQuery(deleteByQuery),
      invalidatesTags: invalidatesOnSuccess(['Indices']),
    }),
    reindex: build.mutation<{ task?: string }, IndexPair>({
      queryFn: clusterQuery((target, { source, dest }, signal) =>
        reindex(target, source, dest, signal),
      ),
      invalidatesTags: invalidatesOnSuccess(['Indices']),
    }),
    cloneIndex: build.mutation<unknown, IndexPair>({
      queryFn: clusterQuery((target, { source, dest }, signal) =>
        indexClone(target, source, dest, signal),
      ),
      invalidatesTags: invalidatesOnSuccess(['Indices']),
    }),
    // Show info and Show stats: the dialog asks afresh each time it opens and reloads on
    // demand, so a closed dialog's answer (megabytes on big clusters) is not kept.
    indexInfo: build.query<IndexGetResponse, string>({
      queryFn: clusterQuery(indexGet),
      keepUnusedDataFor: 0,
    }),
    indexStats: build.query<unknown, string>({
      queryFn: clusterQuery(indexStats),
      keepUnusedDataFor: 0,
    }),
    /** Whether writes to the index are blocked (index.blocks.write), read from its settings. */
    writeBlock: build.query<boolean, string>({
      queryFn: clusterQuery(async (target, index, signal) =>
        writeBlockOf(await indexGet(target, index, signal), index),
      ),
      providesTags: ['Indices'],
    }),
    /** Sets or lifts index.blocks.write (null removes the setting). */
    setWriteBlock: build.mutation<unknown, { index: string; blocked: boolean }>({
      queryFn: clusterQuery((target, { index, blocked }, signal) =>
        indexPutSettings(target, index, { 'index.blocks.write': blocked ? true : null }, signal),
      ),
      invalidatesTags: invalidatesOnSuccess(['Indices']),
    }),
  }),
});

export const {
  useIndexListQuery,
  useAliasMapQuery,
  useIndexAliasesQuery,
  useAddAliasMutation,
  useDeleteAliasMutation,
  useIndexActionMutation,
  useCreateIndexMutation,
  useDeleteAllDocumentsMutation,
  useReindexMutation,
  useCloneIndexMutation,
  useIndexInfoQuery,
  useIndexStatsQuery,
  useWriteBlockQuery,
  useSetWriteBlockMutation,
} = indicesApi;
