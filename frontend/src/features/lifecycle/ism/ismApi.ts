// The ISM policy calls as RTK Query endpoints: the list (the one shared with the indices screen,
// api/lifecyclePoliciesApi), which managed indices use each policy, and saving or deleting one. A
// write makes both old.
import { skipToken } from '@reduxjs/toolkit/query';
import { clusterQuery, invalidatesOnSuccess } from '../../../api/clusterApi';
import { ASK_WHEN_OLD, screenQuery } from '../../../api/screenQuery';
import { activeEngineOf, type RootState } from '../../../store/hooks';
import { lifecyclePoliciesApi } from '../../../api/lifecyclePoliciesApi';
import {
  countPolicyUse,
  deleteIsmPolicy,
  putIsmPolicy,
  type PolicyUse,
  type PutIsmPolicyArg,
} from '../../../api/operations/ism';

export const ismApi = lifecyclePoliciesApi.injectEndpoints({
  endpoints: (build) => ({
    /** Per policy, the indices it manages; changes as policies are put on indices too. */
    ismPolicyUse: build.query<PolicyUse, void>({
      queryFn: clusterQuery((target, _arg, signal) => countPolicyUse(target, signal)),
      providesTags: ['LifecyclePolicies', 'ManagedIndices'],
    }),
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

export const {
  useIsmPoliciesQuery,
  useIsmPolicyUseQuery,
  usePutIsmPolicyMutation,
  useDeleteIsmPolicyMutation,
} = ismApi;

/** ISM's reads, on an engine that manages indices with it. */
const onIsm = (state: RootState) =>
  activeEngineOf(state).lifecycle === 'ism' ? undefined : skipToken;

/** The ISM policies: a list that never shows an old answer. */
export const ISM_POLICIES = screenQuery(ismApi.endpoints.ismPolicies, onIsm, {
  mounted: ASK_WHEN_OLD,
});

/** Which managed indices use each ISM policy. */
export const ISM_POLICY_USE = screenQuery(ismApi.endpoints.ismPolicyUse, onIsm, {
  mounted: ASK_WHEN_OLD,
});
