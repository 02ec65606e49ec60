// The dashboard's data: cluster stats, health and info, and the names of the
// yellow or red indices for the health card's details menu.
import { clusterApi, clusterQuery } from '../../api/clusterApi';
import {
  clusterHealth,
  clusterInfo,
  clusterStats,
  type ClusterHealthResponse,
  type ClusterInfoResponse,
} from '../../api/operations/cluster';
import { catIndices } from '../../api/operations/indices';
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
      queryFn: clusterQuery((target, _arg, signal) => clusterHealth(target, signal)),
      providesTags: ['Health'],
    }),
    clusterInfo: build.query<ClusterInfoResponse, void>({
      queryFn: clusterQuery((target, _arg, signal) => clusterInfo(target, signal)),
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
  }),
});

export const {
  useClusterStatsSummaryQuery,
  useClusterHealthQuery,
  useClusterInfoQuery,
  useUnhealthyIndicesQuery,
} = homeApi;
