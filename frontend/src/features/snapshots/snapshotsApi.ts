// Cluster calls of the snapshot screens as RTK Query endpoints. Changes
// invalidate the listings they affect, so tables and dialogs reload after them.
import { skipToken } from '@reduxjs/toolkit/query';
import { clusterApi, clusterQuery, invalidatesOnSuccess } from '../../api/clusterApi';
import { ASK_WHEN_OLD, openScreenQuery, screenQuery, type ScreenData } from '../../api/screenQuery';
import { requestError } from '../../api/errors';
import { catAliases } from '../../api/operations/aliases';
import { catIndexNames } from '../../api/operations/indices';
import {
  catSlmPolicies,
  policyFromResponse,
  slmDeletePolicy,
  slmExecutePolicy,
  slmGetPolicy,
  slmPutPolicy,
  type SlmPoliciesResponse,
  type SlmPolicy,
} from '../../api/operations/slm';
import {
  catRepositories,
  catSnapshots,
  getSnapshot,
  snapshotCreate,
  snapshotCreateRepository,
  snapshotDelete,
  snapshotDeleteRepository,
  snapshotRestore,
  type RepositoryDefinition,
  type RestoreOptions,
} from '../../api/operations/snapshots';
import type { ClusterTarget } from '../../api/types';
import type { AliasTargets } from '../../components/IndexSelect/indexPattern';
import { aliasTargetsOf } from './snapshots/newSnapshotForm';
import { repositoryRows, type RepositoryRow } from './repositories/repositoryRows';
import { snapshotRows, sortedIndices, type SnapshotRow } from './snapshots/snapshotRows';

/** What the New snapshot dialog's index pickers offer. */
export interface IndexTargets {
  names: string[];
  aliases: AliasTargets;
}

/** Index names and aliases; a failed listing offers nothing rather than block the dialog. */
async function loadIndexTargets(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<IndexTargets> {
  const [names, aliasRows] = await Promise.all([
    catIndexNames(target, '*', signal),
    catAliases(target, signal).catch(() => []),
  ]);
  return {
    names: [...names].sort((a, b) => a.localeCompare(b)),
    aliases: aliasTargetsOf(Array.isArray(aliasRows) ? aliasRows : []),
  };
}

export interface SnapshotRef {
  repository: string;
  snapshot: string;
}

const snapshotsTag = (repository: string) => [{ type: 'Snapshots' as const, id: repository }];

export const snapshotsApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    repositoryList: build.query<RepositoryRow[], void>({
      queryFn: clusterQuery(async (target, _arg, signal) =>
        repositoryRows(await catRepositories(target, signal)),
      ),
      providesTags: ['Repositories'],
    }),
    createRepository: build.mutation<unknown, { name: string; definition: RepositoryDefinition }>({
      queryFn: clusterQuery((target, { name, definition }, signal) =>
        snapshotCreateRepository(target, name, definition, signal),
      ),
      invalidatesTags: invalidatesOnSuccess(['Repositories']),
    }),
    deleteRepository: build.mutation<unknown, string>({
      queryFn: clusterQuery(snapshotDeleteRepository),
      invalidatesTags: invalidatesOnSuccess((name: string) => [
        'Repositories',
        ...snapshotsTag(name),
      ]),
    }),
    snapshotList: build.query<SnapshotRow[], string>({
      queryFn: clusterQuery(async (target, repository, signal) =>
        snapshotRows(await catSnapshots(target, repository, signal)),
      ),
      providesTags: (_result, _error, repository) => snapshotsTag(repository),
    }),
    /** The sorted indices held by one snapshot (getSnapshot: snapshots[0].indices). */
    snapshotIndices: build.query<string[], SnapshotRef>({
      queryFn: clusterQuery(async (target, { repository, snapshot }, signal) => {
        const answer = await getSnapshot(target, repository, snapshot, signal);
        return sortedIndices(answer.snapshots?.[0]?.indices);
      }),
      providesTags: (_result, _error, { repository }) => snapshotsTag(repository),
    }),
    indexTargets: build.query<IndexTargets, void>({
      queryFn: clusterQuery((target, _arg, signal) => loadIndexTargets(target, signal)),
      providesTags: ['Indices', 'Aliases'],
    }),
    createSnapshot: build.mutation<unknown, SnapshotRef & { indices: string | string[] }>({
      queryFn: clusterQuery((target, { repository, snapshot, indices }, signal) =>
        snapshotCreate(target, repository, snapshot, indices, signal),
      ),
      invalidatesTags: invalidatesOnSuccess(({ repository }: { repository: string }) =>
        snapshotsTag(repository),
      ),
    }),
    deleteSnapshot: build.mutation<unknown, SnapshotRef>({
      queryFn: clusterQuery((target, { repository, snapshot }, signal) =>
        snapshotDelete(target, repository, snapshot, signal),
      ),
      invalidatesTags: invalidatesOnSuccess(({ repository }: { repository: string }) =>
        snapshotsTag(repository),
      ),
    }),
    restoreSnapshot: build.mutation<unknown, SnapshotRef & { options: RestoreOptions }>({
      queryFn: clusterQuery((target, { repository, snapshot, options }, signal) =>
        snapshotRestore(target, repository, snapshot, options, signal),
      ),
      // Restored indices appear in the indices list.
      invalidatesTags: invalidatesOnSuccess(['Indices']),
    }),
    slmPolicies: build.query<SlmPoliciesResponse, void>({
      queryFn: clusterQuery((target, _arg, signal) => catSlmPolicies(target, signal)),
      providesTags: ['SlmPolicies'],
    }),
    slmPolicy: build.query<SlmPolicy, string>({
      queryFn: clusterQuery(async (target, id, signal) => {
        const policy = policyFromResponse(await slmGetPolicy(target, id, signal), id);
        if (!policy) throw requestError('unknown', `The answer holds no policy '${id}'.`);
        return policy;
      }),
      providesTags: ['SlmPolicies'],
    }),
    putPolicy: build.mutation<unknown, { id: string; policy: SlmPolicy }>({
      queryFn: clusterQuery((target, { id, policy }, signal) =>
        slmPutPolicy(target, id, policy, signal),
      ),
      invalidatesTags: invalidatesOnSuccess(['SlmPolicies']),
    }),
    deletePolicy: build.mutation<unknown, string>({
      queryFn: clusterQuery(slmDeletePolicy),
      invalidatesTags: invalidatesOnSuccess(['SlmPolicies']),
    }),
    /** Runs the policy now; it takes a snapshot in the policy's repository. */
    executePolicy: build.mutation<{ snapshot_name?: string }, { id: string; repository: string }>({
      queryFn: clusterQuery((target, { id }, signal) => slmExecutePolicy(target, id, signal)),
      invalidatesTags: invalidatesOnSuccess(({ repository }: { repository: string }) => [
        'SlmPolicies',
        ...snapshotsTag(repository),
      ]),
    }),
  }),
});

export const {
  useRepositoryListQuery,
  useCreateRepositoryMutation,
  useDeleteRepositoryMutation,
  useSnapshotListQuery,
  useSnapshotIndicesQuery,
  useIndexTargetsQuery,
  useCreateSnapshotMutation,
  useDeleteSnapshotMutation,
  useRestoreSnapshotMutation,
  useSlmPoliciesQuery,
  useSlmPolicyQuery,
  usePutPolicyMutation,
  useDeletePolicyMutation,
  useExecutePolicyMutation,
} = snapshotsApi;

/** The snapshot repositories: a list that never shows an old answer. */
export const REPOSITORY_LIST = screenQuery(snapshotsApi.endpoints.repositoryList, () => undefined, {
  mounted: ASK_WHEN_OLD,
});

/** What the repositories screen first shows (see `ScreenData`). */
export const REPOSITORIES_DATA: ScreenData = { queries: [REPOSITORY_LIST] };

/** The snapshots of the repository in the address. */
export const SNAPSHOT_LIST = screenQuery(
  snapshotsApi.endpoints.snapshotList,
  (_state: unknown, repository?: string) => repository || skipToken,
  { mounted: ASK_WHEN_OLD },
);

/** The repository named by a snapshots screen's address (…/snapshot_repositories/{name}). */
export function repositoryOfAddress(address: URL): string {
  const match = /\/snapshot_repositories\/([^/]+)\/?$/.exec(address.pathname);
  return match ? decodeURIComponent(match[1]) : '';
}

/** What the snapshots screen first shows (see `ScreenData`): its repository's snapshots. */
export const SNAPSHOTS_DATA: ScreenData = {
  queries: [],
  also: (opened) => openScreenQuery(SNAPSHOT_LIST, repositoryOfAddress(opened)),
};
