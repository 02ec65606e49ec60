// Cluster calls of the shards and shard recovery screens, as RTK Query endpoints.
import { clusterApi, clusterQuery, invalidatesOnSuccess } from '../../api/clusterApi';
import type { CatRow } from '../../api/operations/cat';
import { clusterReroute, type RerouteMove } from '../../api/operations/cluster';
import { catIndices, type HealthFilter } from '../../api/operations/indices';
import { catNodes } from '../../api/operations/nodes';
import { catShards, recovery, SHARD_GRID_COLUMNS } from '../../api/operations/shards';
import type { ClusterTarget } from '../../api/types';
import { frozenRows } from '../../lib/frozenRows';
import { closedIndexNames, closedIndexOf, patternWithout } from './grid/closedIndices';
import { flattenRecovery, type RecoveryRow } from './recovery/recoveryRows';

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

/** A listing's rows, each frozen (see `frozenRows`). */
function rowsOf(value: unknown): CatRow[] {
  return Array.isArray(value) ? frozenRows(value as CatRow[]) : [];
}

/** Closed indices named one by one in failures before the grid gives up (see closedIndices.ts). */
const MAX_CLOSED_RETRIES = 5;

/**
 * _cat/shards; when the cluster refuses because an index is closed, again without the closed
 * indices: those _cat/indices lists as closed, and each one a refusal names.
 */
async function catShardsOfOpenIndices(
  target: ClusterTarget,
  indices: Promise<unknown>,
  signal?: AbortSignal,
): Promise<unknown> {
  let closed: Set<string> | null = null;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const pattern = closed ? patternWithout(closed) : undefined;
      return await catShards(target, { h: SHARD_GRID_COLUMNS, pattern }, signal);
    } catch (error) {
      const name = closedIndexOf(error);
      if (name === null || attempt >= MAX_CLOSED_RETRIES || closed?.has(name)) throw error;
      closed ??= new Set(closedIndexNames(rowsOf(await indices)));
      closed.add(name);
    }
  }
}

/** One call per listing, at the same time; none of them names an open index. */
export async function fetchShardGrid(
  target: ClusterTarget,
  args: ShardGridArgs,
  signal?: AbortSignal,
): Promise<ShardGridData> {
  const indices = catIndices(
    target,
    {
      h: ['index', 'health', 'pri', 'rep', 'status'],
      s: ['health:desc', 'index'],
      health: args.health ?? undefined,
      expandWildcards: args.allIndices ? 'all' : undefined,
    },
    signal,
  );
  const [indexRows, shards, nodes] = await Promise.all([
    indices,
    catShardsOfOpenIndices(target, indices, signal),
    catNodes(target, { h: ['name'] }, signal),
  ]);
  return { indices: rowsOf(indexRows), shards: rowsOf(shards), nodes: rowsOf(nodes) };
}

export const shardsApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    shardGrid: build.query<ShardGridData, ShardGridArgs>({
      queryFn: clusterQuery(fetchShardGrid),
      providesTags: ['Shards'],
    }),
    rerouteShard: build.mutation<unknown, RerouteMove>({
      queryFn: clusterQuery(clusterReroute),
      // Only a move the cluster accepted changes the grid.
      invalidatesTags: invalidatesOnSuccess(['Shards', 'Recovery']),
    }),
    shardRecovery: build.query<RecoveryRow[], void>({
      queryFn: clusterQuery(async (target, _arg, signal) =>
        flattenRecovery(await recovery(target, signal)),
      ),
      providesTags: ['Recovery'],
    }),
  }),
});

export const { useShardGridQuery, useRerouteShardMutation, useShardRecoveryQuery } = shardsApi;
