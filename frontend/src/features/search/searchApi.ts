// Cluster calls of the search screen and the edit-document dialog as RTK Query
// endpoints. Every change to a document invalidates 'Documents', so the results (and an open
// document) load again after an update or a delete.
import { clusterApi, clusterQuery, invalidatesOnSuccess } from '../../api/clusterApi';
import { clusterRequest } from '../../api/client';
import { toClusterErrorInfo } from '../../api/errors';
import { ASK_WHEN_OLD, screenQuery } from '../../api/screenQuery';
import { catAliases } from '../../api/operations/aliases';
import {
  deleteDocument,
  docsBulkDelete,
  getDocument,
  indexDocument,
  type BulkResponse,
  type DocumentRef,
  type GetDocumentResponse,
  type SearchResponse,
} from '../../api/operations/documents';
import { catIndexNames, indexGet } from '../../api/operations/indices';
import type { ClusterTarget } from '../../api/types';
import type { AliasTargets } from '../../components/IndexSelect/indexPattern';
import { chunkByPathLength } from '../../lib/chunk';
import { parseJson } from '../../lib/json';
import { aliasTargets } from './query/indexOptions';
import { indexProperties, type Properties } from './results/sortableFields';
import { searchRequestOf, type SearchArgs } from './view/storedSearch';

export interface IndexOptions {
  names: string[];
  aliases: AliasTargets;
}

async function loadIndexOptions(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<IndexOptions> {
  const [names, aliases] = await Promise.all([
    catIndexNames(target, '*', signal),
    catAliases(target, signal).catch(() => []),
  ]);
  return { names: names.sort(), aliases: aliasTargets(aliases) };
}

/** A failed search is logged as well as shown; a cancelled one is not a failure. */
function logSearchFailure(error: unknown): never {
  if (toClusterErrorInfo(error).code !== 'aborted') console.error('Search failed', error);
  throw error;
}

export const searchApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResponse, SearchArgs>({
      queryFn: clusterQuery((target, { indices, body }, signal) =>
        clusterRequest<SearchResponse>(target, {
          ...searchRequestOf({ indices, body }),
          signal,
        }).catch(logSearchFailure),
      ),
      providesTags: ['Documents'],
    }),
    /**
     * Field mappings of the hits' indices, for sorting; a failure means only metadata sorts.
     * Hits from hundreds of indices are asked for in groups, each path within URL limits.
     */
    searchMappings: build.query<Properties[], readonly string[]>({
      queryFn: clusterQuery(async (target, indices, signal) => {
        const groups = chunkByPathLength(indices).map((group) =>
          indexGet(target, group, signal).then(indexProperties, () => []),
        );
        return (await Promise.all(groups)).flat();
      }),
    }),
    searchIndexOptions: build.query<IndexOptions, void>({
      queryFn: clusterQuery((target, _arg, signal) => loadIndexOptions(target, signal)),
      providesTags: ['Indices', 'Aliases'],
    }),
    document: build.query<GetDocumentResponse, DocumentRef>({
      queryFn: clusterQuery(getDocument),
      providesTags: ['Documents'],
    }),
    updateDocument: build.mutation<unknown, { ref: DocumentRef; source: string }>({
      queryFn: clusterQuery((target, { ref, source }, signal) =>
        indexDocument(target, ref, parseJson(source), signal),
      ),
      invalidatesTags: invalidatesOnSuccess(['Documents']),
    }),
    deleteDocument: build.mutation<unknown, DocumentRef>({
      queryFn: clusterQuery(deleteDocument),
      invalidatesTags: invalidatesOnSuccess(['Documents']),
    }),
    /** Some documents may fail while others are deleted: the results reload either way. */
    bulkDeleteDocuments: build.mutation<BulkResponse, readonly DocumentRef[]>({
      queryFn: clusterQuery(docsBulkDelete),
      invalidatesTags: ['Documents'],
    }),
  }),
});

/** The index filter's names and aliases. */
export const SEARCH_INDEX_OPTIONS = screenQuery(
  searchApi.endpoints.searchIndexOptions,
  () => undefined,
  { mounted: ASK_WHEN_OLD },
);

export const {
  useLazySearchQuery,
  useSearchMappingsQuery,
  useDocumentQuery,
  useUpdateDocumentMutation,
  useDeleteDocumentMutation,
  useBulkDeleteDocumentsMutation,
} = searchApi;
