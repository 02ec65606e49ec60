// Cluster calls of the shards and shard recovery screens (core 7.3), as RTK Query endpoints.
import { clusterApi, onActiveCluster } from '../../api/clusterApi';
import type { CatRow } from '../../api/operations/cat';
import { clusterReroute, type RerouteMove } from '../../api/operations/cluster';
import { catIndices, type HealthFilter } from '../../api/operations/indices';
import { catNodes } from '../../api/operations/nodes';
import { catShards, recovery, SHARD_GRID_COLUMNS } from '../../api/operations/shards';
import type { ClusterTarget } from '../../api/types';
import { flattenRecovery, type RecoveryRow } from './recoveryRows';

export interface ShardGridArgs {
  health: HealthFilter | null;
  /** Lists hidden and system indices too (expand_wildcards=all; clusters of version 8 and up). */
  allIndices: boolean;
}

/** The three listings the grid joins (shardGrid.ts); kept as the cluster sent them. */
export interface ShardGridData {
  indices: CatRow[];
  shards: CatRow[];
  nodes: CatRow[];
}

function rowsOf(value: unknown): CatRow[] {
  return Array.isArray(value) ? (value as CatRow[]) : [];
}

/** One call per listing, at the same time; none of them names an index. */
export async function fetchShardGrid(
  target: ClusterTarget,
  args: ShardGridArgs,
  signal?: AbortSignal,
): Promise<ShardGridData> {
  const [indices, shards, nodes] = await Promise.all([
    catIndices(
      target,
      {
        h: ['index', 'health', 'pri', 'rep', 'status'],
        s: ['health:desc', 'index'],
        health: args.health ?? undefined,
        expandWildcards: args.allIndices ? 'all' : undefined,
      },
      signal,
    ),
    catShards(target, { h: SHARD_GRID_COLUMNS }, signal),
    catNodes(target, { h: ['name'] }, signal),
  ]);
  return { indices: rowsOf(indices), shards: rowsOf(shards), nodes: rowsOf(nodes) };
}

export const shardsApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    shardGrid: build.query<ShardGridData, ShardGridArgs>({
      queryFn: (args, api) => onActiveCluster(api, (target, signal) => fetchShardGrid(target, args, signal)),
      providesTags: ['Shards'],
    }),
    rerouteShard: build.mutation<unknown, RerouteMove>({
      queryFn: (move, api) => onActiveCluster(api, (target, signal) => clusterReroute(target, move, signal)),
      // Only a move the cluster accepted changes the grid.
      invalidatesTags: (_result, error) => (error ? [] : ['Shards', 'Recovery']),
    }),
    shardRecovery: build.query<RecoveryRow[], void>({
      queryFn: (_arg, api) =>
        onActiveCluster(api, async (target, signal) => flattenRecovery(await recovery(target, signal))),
      providesTags: ['Recovery'],
    }),
  }),
});

export const { useShardGridQuery, useRerouteShardMutation, useShardRecoveryQuery } = shardsApi;
