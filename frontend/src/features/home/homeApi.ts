// The dashboard's data: cluster stats, health and info (their first ask after a health check
// takes the check's answers), the names of the yellow or red indices for the health card's
// details menu, and the unassigned shards explained for its "Why?".
import { clusterApi, clusterQuery, ON_OPEN } from '../../api/clusterApi';
import { floodBlockOnOpen } from '../../api/diskApi';
import { activeClusterOf, type ScreenAsk } from '../../store/hooks';
import {
  clusterHealth,
  clusterInfo,
  clusterStats,
  takeCheckAnswer,
  type ClusterHealthResponse,
  type ClusterInfoResponse,
} from '../../api/operations/cluster';
import { explainAllocation, type ShardCopy } from '../../api/operations/allocation';
import { parseAllocationExplanation } from '../../api/operations/allocationExplanation';
import { catIndices } from '../../api/operations/indices';
import { catShards } from '../../api/operations/shards';
import { errorReason } from '../../api/errors';
import { unassignedGroups, UNASSIGNED_COLUMNS, type UnassignedGroup } from './unassignedGroups';
import { statusSummary, type StatusSummary } from './statusSummary';

/** How often the dashboard stats are polled. */
export const STATUS_REFRESH_MS = 10_000;

export type UnhealthyStatus = 'yellow' | 'red';

export const homeApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    clusterStatsSummary: build.query<StatusSummary, void>({
      queryFn: clusterQuery(async (target, _arg, signal) =>
        statusSummary(await clusterStats(target, signal)),
      ),
      providesTags: ['Stats'],
    }),
    clusterHealth: build.query<ClusterHealthResponse, void>({
      queryFn: clusterQuery(
        async (target, _arg, signal) =>
          takeCheckAnswer(target, 'health') ?? clusterHealth(target, signal),
      ),
      providesTags: ['Health'],
    }),
    clusterInfo: build.query<ClusterInfoResponse, void>({
      queryFn: clusterQuery(
        async (target, _arg, signal) =>
          takeCheckAnswer(target, 'info') ?? clusterInfo(target, signal),
      ),
      providesTags: ['Info'],
    }),
    unhealthyIndices: build.query<string[], UnhealthyStatus>({
      queryFn: clusterQuery(async (target, health, signal) => {
        const rows = await catIndices(target, { h: ['index'], health, s: ['index'] }, signal);
        return Array.isArray(rows)
          ? rows.flatMap((row) => (typeof row.index === 'string' ? [row.index] : []))
          : [];
      }),
      providesTags: ['Indices'],
    }),
    unassignedGroups: build.query<UnassignedGroup[], void>({
      queryFn: clusterQuery(async (target, _arg, signal) => {
        const rows = await catShards(target, { h: UNASSIGNED_COLUMNS }, signal);
        const explain = async (copy: ShardCopy) =>
          parseAllocationExplanation(await explainAllocation(target, copy, signal));
        return unassignedGroups(
          Array.isArray(rows) ? rows : [],
          explain,
          (error) => errorReason(error).reason,
        );
      }),
      providesTags: ['Shards', 'Health'],
    }),
  }),
});

export const {
  useClusterStatsSummaryQuery,
  useClusterHealthQuery,
  useClusterInfoQuery,
  useUnhealthyIndicesQuery,
  useUnassignedGroupsQuery,
} = homeApi;

/** Asks for what the dashboard first shows, when it is opened (see `ScreenRoute.data`). */
export const dashboardOnOpen: ScreenAsk = () => (dispatch, getState) => {
  const info = dispatch(homeApi.endpoints.clusterInfo.initiate(undefined, ON_OPEN));
  // A serverless cluster gets no stats, health or disk calls.
  if (activeClusterOf(getState())?.flavor === 'serverless') return info;
  return Promise.all([
    info,
    dispatch(homeApi.endpoints.clusterStatsSummary.initiate(undefined, ON_OPEN)),
    dispatch(homeApi.endpoints.clusterHealth.initiate(undefined, ON_OPEN)),
    dispatch(floodBlockOnOpen()),
  ]);
};
