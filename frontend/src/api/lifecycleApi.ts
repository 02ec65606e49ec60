// The managed indices as RTK Query endpoints, shared by the indices screen (its lifecycle column,
// filter and explain view) and the lifecycle screen (its view of the failed indices): where each
// index stands, and the fixes applied to it. A fix makes the list old.
import {
  failureGroups,
  managedIndices,
  type FailureGroup,
  type LifecycleKind,
  type ManagedIndex,
} from '../engine/lifecycle';
import type { WriteConsent } from './client';
import { clusterApi, clusterQuery, invalidatesOnSuccess } from './clusterApi';
import {
  addIsmPolicy,
  changeIsmPolicy,
  explainIndex,
  explainManagedIndices,
  moveToStep,
  removeLifecyclePolicy,
  retryManagedIndices,
  type IsmPolicyChange,
  type ManagedIndicesChunk,
  type MoveToStepBody,
} from './operations/managedIndices';

export interface ManagedIndicesList {
  indices: ManagedIndex[];
  /** The failed ones, grouped by failed step and reason, the largest group first. */
  failures: FailureGroup[];
}

interface IndicesArg {
  kind: LifecycleKind;
  indices: readonly string[];
}

/** A retry, with the consent of the operation it belongs to (see planWrites). */
interface RetryArg extends IndicesArg {
  consent?: WriteConsent;
}

const FIXES = invalidatesOnSuccess(['ManagedIndices', 'Indices']);

export const lifecycleApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    managedIndices: build.query<ManagedIndicesList, LifecycleKind>({
      queryFn: clusterQuery(async (target, kind, signal) => {
        const indices = managedIndices(kind, await explainManagedIndices(target, kind, signal));
        return { indices, failures: failureGroups(indices) };
      }),
      providesTags: ['ManagedIndices'],
    }),
    explainIndex: build.query<unknown, { kind: LifecycleKind; index: string }>({
      queryFn: clusterQuery((target, { kind, index }, signal) =>
        explainIndex(target, kind, index, signal),
      ),
      providesTags: ['ManagedIndices'],
    }),
    retryManagedIndices: build.mutation<ManagedIndicesChunk[], RetryArg>({
      queryFn: clusterQuery((target, { kind, indices, consent }) =>
        retryManagedIndices(target, kind, indices, consent),
      ),
      invalidatesTags: FIXES,
    }),
    removeLifecyclePolicy: build.mutation<ManagedIndicesChunk[], IndicesArg>({
      queryFn: clusterQuery((target, { kind, indices }) =>
        removeLifecyclePolicy(target, kind, indices),
      ),
      invalidatesTags: FIXES,
    }),
    moveToStep: build.mutation<unknown, { index: string; body: MoveToStepBody }>({
      queryFn: clusterQuery((target, { index, body }) => moveToStep(target, index, body)),
      invalidatesTags: FIXES,
    }),
    addIsmPolicy: build.mutation<
      ManagedIndicesChunk[],
      { indices: readonly string[]; body: IsmPolicyChange }
    >({
      queryFn: clusterQuery((target, { indices, body }) => addIsmPolicy(target, indices, body)),
      invalidatesTags: FIXES,
    }),
    changeIsmPolicy: build.mutation<
      ManagedIndicesChunk[],
      { indices: readonly string[]; body: IsmPolicyChange }
    >({
      queryFn: clusterQuery((target, { indices, body }) => changeIsmPolicy(target, indices, body)),
      invalidatesTags: FIXES,
    }),
  }),
});

export const {
  useManagedIndicesQuery,
  useExplainIndexQuery,
  useRetryManagedIndicesMutation,
  useRemoveLifecyclePolicyMutation,
  useMoveToStepMutation,
  useAddIsmPolicyMutation,
  useChangeIsmPolicyMutation,
} = lifecycleApi;
