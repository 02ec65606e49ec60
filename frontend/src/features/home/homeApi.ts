// The dashboard's data: cluster stats, health and info (their first ask after a health check
// takes the check's answers), the names of the yellow or red indices for the health card's
// details menu, and the unassigned shards explained for its "Why?".
import { skipToken } from '@reduxjs/toolkit/query';
import { clusterApi, clusterQuery } from '../../api/clusterApi';
import { FLOOD_BLOCK_QUERIES } from '../../api/diskApi';
import { screenQuery, type AnyScreenQuery, type ScreenData } from '../../api/screenQuery';
import { activeClusterOf, type RootState } from '../../store/hooks';
import {
  clusterHealth,
  clusterInfo,
  clusterStats,
  takeCheckAnswer,
  type ClusterHealthResponse,
  type ClusterInfoResponse,
} from '../../api/operations/cluster';
import { catIndices } from '../../api/operations/indices';
import { catShards } from '../../api/operations/shards';
import {
  explainUnassigned,
  UNASSIGNED_COLUMNS,
  type UnassignedGroup,
} from '../../components/AllocationExplain/unassignedGroups';
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
      queryFn: clusterQuery(async (target, _arg, signal) =>
        explainUnassigned(
          target,
          await catShards(target, { h: UNASSIGNED_COLUMNS }, signal),
          signal,
        ),
      ),
      providesTags: ['Shards', 'Health'],
    }),
  }),
});

export const { useUnhealthyIndicesQuery, useUnassignedGroupsQuery } = homeApi;

export const CLUSTER_INFO = screenQuery(homeApi.endpoints.clusterInfo, () => undefined);
export const CLUSTER_STATS = screenQuery(homeApi.endpoints.clusterStatsSummary, () => undefined);
export const CLUSTER_HEALTH = screenQuery(homeApi.endpoints.clusterHealth, () => undefined);

/** A serverless cluster gets no stats, health or disk calls: the dashboard shows none. */
function unlessServerless(query: AnyScreenQuery): AnyScreenQuery {
  const serverless = (state: RootState) => activeClusterOf(state)?.flavor === 'serverless';
  return {
    ...query,
    arg: (state, local) => (serverless(state) ? skipToken : query.arg(state, local)),
  };
}

/** What the dashboard first shows (see `ScreenData`). */
export const DASHBOARD_DATA: ScreenData = {
  queries: [
    CLUSTER_INFO,
    ...[CLUSTER_STATS, CLUSTER_HEALTH, ...FLOOD_BLOCK_QUERIES].map(unlessServerless),
  ],
};
