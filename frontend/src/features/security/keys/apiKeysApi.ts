// The API key calls as RTK Query endpoints: the keys (searched with the filter where the cluster
// can; the first page, then the rest after it), and the writes that make the list old. Creating a key is not among them: its answer holds
// the secret, which stays out of the store (useApiKeyCreation).
import { clusterApi, clusterQuery, invalidatesOnSuccess } from '../../../api/clusterApi';
import {
  bulkUpdateApiKeys,
  getApiKeys,
  getMoreApiKeys,
  invalidateApiKeys,
  updateApiKey,
  type ApiKeyChange,
  type ApiKeyPage,
} from '../../../api/operations/securityApiKeys';
import { ASK_WHEN_OLD, screenQuery } from '../../../api/screenQuery';
import type { ApiKeyRow } from '../../../engine/apiKeyExpiry';

export const apiKeysApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    apiKeys: build.query<ApiKeyPage, string>({
      queryFn: clusterQuery(getApiKeys),
      providesTags: ['SecurityApiKeys'],
    }),
    moreApiKeys: build.query<ApiKeyRow[], { filter: string; after: unknown[] }>({
      queryFn: clusterQuery(getMoreApiKeys),
      providesTags: ['SecurityApiKeys'],
    }),
    invalidateApiKeys: build.mutation<unknown, readonly string[]>({
      queryFn: clusterQuery(invalidateApiKeys),
      invalidatesTags: invalidatesOnSuccess(['SecurityApiKeys']),
    }),
    updateApiKey: build.mutation<unknown, { id: string; change: ApiKeyChange }>({
      queryFn: clusterQuery((target, { id, change }, signal) =>
        updateApiKey(target, id, change, signal),
      ),
      invalidatesTags: invalidatesOnSuccess(['SecurityApiKeys']),
    }),
    bulkUpdateApiKeys: build.mutation<unknown, { ids: readonly string[]; expiration: string }>({
      queryFn: clusterQuery((target, { ids, expiration }, signal) =>
        bulkUpdateApiKeys(target, ids, expiration, signal),
      ),
      invalidatesTags: invalidatesOnSuccess(['SecurityApiKeys']),
    }),
  }),
});

export const {
  useMoreApiKeysQuery,
  useInvalidateApiKeysMutation,
  useUpdateApiKeyMutation,
  useBulkUpdateApiKeysMutation,
} = apiKeysApi;

/**
 * The first page of the API keys matching the search text (every key where the cluster cannot
 * search them).
 */
export const API_KEYS = screenQuery(
  apiKeysApi.endpoints.apiKeys,
  (_state: unknown, search?: string) => search ?? '',
  { mounted: ASK_WHEN_OLD },
);
