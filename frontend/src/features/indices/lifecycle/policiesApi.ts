// The two policy reads the indices screen's lifecycle dialogs need, as RTK Query endpoints: one
// ILM policy (its phases and actions) and the ISM policies (ids and states).
import { clusterApi, clusterQuery } from '../../../api/clusterApi';
import { clusterRequest } from '../../../api/client';
import type { ClusterTarget } from '../../../api/types';
import { encodePathSegment } from '../../../lib/indexName';
import { ilmPolicyPhases, ismPolicies, type IlmPhase, type IsmPolicy } from './policies';

/** More ISM policies than a cluster holds in practice; the engine's default page is 20. */
const ISM_POLICIES_PAGE = 1000;

export async function getIlmPolicyPhases(
  target: ClusterTarget,
  name: string,
  signal?: AbortSignal,
): Promise<IlmPhase[]> {
  const answer = await clusterRequest<unknown>(target, {
    method: 'GET',
    path: `_ilm/policy/${encodePathSegment(name)}`,
    signal,
  });
  return ilmPolicyPhases(answer, name);
}

export async function getIsmPolicies(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<IsmPolicy[]> {
  const answer = await clusterRequest<unknown>(target, {
    method: 'GET',
    path: '_plugins/_ism/policies',
    params: { size: ISM_POLICIES_PAGE },
    signal,
  });
  return ismPolicies(answer);
}

export const indexPoliciesApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    indexIlmPolicyPhases: build.query<IlmPhase[], string>({
      queryFn: clusterQuery(getIlmPolicyPhases),
      providesTags: ['LifecyclePolicies'],
    }),
    indexIsmPolicies: build.query<IsmPolicy[], void>({
      queryFn: clusterQuery((target, _arg, signal) => getIsmPolicies(target, signal)),
      providesTags: ['LifecyclePolicies'],
    }),
  }),
});

export const { useIndexIlmPolicyPhasesQuery, useIndexIsmPoliciesQuery } = indexPoliciesApi;
