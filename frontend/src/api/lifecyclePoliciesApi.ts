// The lifecycle policy lists as RTK Query endpoints, one cache entry per engine's list, shared by
// the lifecycle screens (the policy lists and editors) and the indices screen (its move to step
// and ISM dialogs). Every write of a policy makes the list old ('LifecyclePolicies').
import type { IlmPolicy, IsmPolicy } from '../engine/lifecyclePolicies';
import { clusterApi, clusterQuery } from './clusterApi';
import { getIlmPolicies } from './operations/ilm';
import { getIsmPolicies } from './operations/ism';

export const lifecyclePoliciesApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    /** Elasticsearch: GET _ilm/policy. */
    ilmPolicyList: build.query<IlmPolicy[], void>({
      queryFn: clusterQuery((target, _arg, signal) => getIlmPolicies(target, signal)),
      providesTags: ['LifecyclePolicies'],
    }),
    /** OpenSearch: GET _plugins/_ism/policies. */
    ismPolicies: build.query<IsmPolicy[], void>({
      queryFn: clusterQuery((target, _arg, signal) => getIsmPolicies(target, signal)),
      providesTags: ['LifecyclePolicies'],
    }),
  }),
});

export const { useIlmPolicyListQuery, useIsmPoliciesQuery } = lifecyclePoliciesApi;
