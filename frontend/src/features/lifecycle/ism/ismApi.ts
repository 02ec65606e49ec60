// The ISM policy calls as RTK Query endpoints: the list, which managed indices use each policy,
// and saving or deleting one. A write makes both old.
import { clusterApi, clusterQuery, invalidatesOnSuccess } from '../../../api/clusterApi';
import {
  countPolicyUse,
  deleteIsmPolicy,
  getIsmPolicies,
  putIsmPolicy,
  type IsmPoliciesResponse,
  type PolicyUse,
  type PutIsmPolicyArg,
} from '../../../api/operations/ism';

export const ismApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    ismPolicies: build.query<IsmPoliciesResponse, void>({
      queryFn: clusterQuery((target, _arg, signal) => getIsmPolicies(target, signal)),
      providesTags: ['LifecyclePolicies'],
    }),
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
