// The ISM policy calls as RTK Query endpoints: the list (the one shared with the indices screen,
// api/lifecyclePoliciesApi), and saving or deleting one, which makes the list old. Which managed
// indices use each policy is read from the managed indices' list the indices screen shares.
import { skipToken } from '@reduxjs/toolkit/query';
import { clusterQuery, invalidatesOnSuccess } from '../../../api/clusterApi';
import { ASK_WHEN_OLD, screenQuery } from '../../../api/screenQuery';
import { activeEngineOf, type RootState } from '../../../store/hooks';
import { lifecyclePoliciesApi } from '../../../api/lifecyclePoliciesApi';
import { lifecycleApi } from '../../../api/lifecycleApi';
import { deleteIsmPolicy, putIsmPolicy, type PutIsmPolicyArg } from '../../../api/operations/ism';

export const ismApi = lifecyclePoliciesApi.injectEndpoints({
  endpoints: (build) => ({
    putIsmPolicy: build.mutation<unknown, PutIsmPolicyArg>({
      queryFn: clusterQuery(putIsmPolicy),
      invalidatesTags: invalidatesOnSuccess(['LifecyclePolicies']),
    }),
    deleteIsmPolicy: build.mutation<unknown, string>({
      queryFn: clusterQuery(deleteIsmPolicy),
      invalidatesTags: invalidatesOnSuccess(['LifecyclePolicies']),
    }),
  }),
});

export const { useIsmPoliciesQuery, usePutIsmPolicyMutation, useDeleteIsmPolicyMutation } = ismApi;

/** ISM's reads, on an engine that manages indices with it. */
const onIsm = (state: RootState) =>
  activeEngineOf(state).lifecycle === 'ism' ? undefined : skipToken;

/** The ISM policies: a list that never shows an old answer. */
export const ISM_POLICIES = screenQuery(ismApi.endpoints.ismPolicies, onIsm, {
  mounted: ASK_WHEN_OLD,
});

/**
 * The indices ISM manages, which say which policy each follows: the lifecycle and indices
 * screens' list (one cache entry for all of them).
 */
export const ISM_POLICY_USE = screenQuery(
  lifecycleApi.endpoints.managedIndices,
  (state: RootState) => onIsm(state) ?? ('ism' as const),
  { mounted: ASK_WHEN_OLD },
);
