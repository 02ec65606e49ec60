// The calls of the Shrink, Split and Force merge dialogs as RTK Query endpoints. A write changes
// the indices and their shards, so it makes those lists old; the waits and the polls of a run are
// reads made as mutations, since each must ask the cluster afresh.
import { clusterApi, clusterQuery, invalidatesOnSuccess } from '../../../api/clusterApi';
import {
  getReshapeAnswers,
  indexShardCopies,
  segmentCount,
  sendPlanned,
  waitHealth,
} from '../../../api/operations/reshape';
import type { PlannedRequest, ShardCopy } from './reshapeTypes';
import { reshapeInfo, shardCopies, type ReshapeInfo } from './reshapeSource';

export const reshapeApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * What the planner needs of the source index and the cluster; read afresh at each opening,
     * not again after each write of a run (the run follows its own steps).
     */
    reshapeSource: build.query<ReshapeInfo, string>({
      queryFn: clusterQuery(async (target, index, signal) =>
        reshapeInfo(index, await getReshapeAnswers(target, index, signal)),
      ),
    }),
    /** A planned write: a settings change, the shrink or split. */
    reshapeWrite: build.mutation<unknown, PlannedRequest>({
      queryFn: clusterQuery(sendPlanned),
      invalidatesTags: invalidatesOnSuccess(['Indices', 'Shards']),
    }),
    /** A planned health check that waits; its answer also when the wait timed out. */
    reshapeHealth: build.mutation<unknown, PlannedRequest>({
      queryFn: clusterQuery(waitHealth),
    }),
    /** Where the copies of an index are now, while they move to one node. */
    shardCopiesNow: build.mutation<ShardCopy[], string>({
      queryFn: clusterQuery(async (target, index, signal) =>
        shardCopies(await indexShardCopies(target, index, signal)),
      ),
    }),
    /**
     * The segments of the indices, every copy counted. No tag: a count over every index of a
     * large cluster is heavy, so it is asked again only on demand (and after a merge), not at each
     * change of the indices.
     */
    segmentCount: build.query<number, readonly string[]>({
      queryFn: clusterQuery(segmentCount),
    }),
    /** POST {indices}/_forcemerge as planned: a task, or the answer of a merge done at once. */
    forceMerge: build.mutation<unknown, PlannedRequest>({
      queryFn: clusterQuery(sendPlanned),
      invalidatesTags: invalidatesOnSuccess(['Indices']),
    }),
  }),
});

export const {
  useReshapeSourceQuery,
  useReshapeWriteMutation,
  useReshapeHealthMutation,
  useShardCopiesNowMutation,
  useSegmentCountQuery,
  useForceMergeMutation,
} = reshapeApi;
