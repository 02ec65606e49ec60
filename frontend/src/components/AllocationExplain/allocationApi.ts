// The allocation explain call and the retry of failed allocations, as RTK Query endpoints shared
// by the shards grid and the dashboard.
import { clusterApi, clusterQuery, invalidatesOnSuccess } from '../../api/clusterApi';
import {
  explainAllocation,
  retryFailedAllocations,
  type ShardCopy,
} from '../../api/operations/allocation';
import {
  parseAllocationExplanation,
  type AllocationExplanation,
} from '../../api/operations/allocationExplanation';

export const allocationApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    allocationExplain: build.query<AllocationExplanation, ShardCopy>({
      queryFn: clusterQuery(async (target, copy, signal) =>
        parseAllocationExplanation(await explainAllocation(target, copy, signal)),
      ),
      providesTags: ['Shards'],
    }),
    retryFailedAllocations: build.mutation<unknown, void>({
      queryFn: clusterQuery((target, _arg, signal) => retryFailedAllocations(target, signal)),
      // The retry changes where shards are: the grid, the health and the explanations reload.
      invalidatesTags: invalidatesOnSuccess(['Shards', 'Recovery', 'Health', 'Stats', 'Indices']),
    }),
  }),
});

export const { useAllocationExplainQuery, useRetryFailedAllocationsMutation } = allocationApi;
