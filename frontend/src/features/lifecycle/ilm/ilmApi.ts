// The ILM calls as RTK Query endpoints: the policy list (the one shared with the indices screen,
// api/lifecyclePoliciesApi) and the operation mode, and the writes that make them old. A policy
// written or deleted changes the list; starting or stopping ILM changes the mode, and where the
// managed indices stand.
import { skipToken } from '@reduxjs/toolkit/query';
import { clusterQuery, invalidatesOnSuccess } from '../../../api/clusterApi';
import { ASK_WHEN_OLD, screenQuery } from '../../../api/screenQuery';
import { activeEngineOf, type RootState } from '../../../store/hooks';
import { lifecyclePoliciesApi } from '../../../api/lifecyclePoliciesApi';
import {
  deleteIlmPolicy,
  getIlmStatus,
  putIlmPolicy,
  startIlm,
  stopIlm,
  type IlmPolicyBody,
  type IlmStatusAnswer,
} from '../../../api/operations/ilm';

export interface PutIlmPolicyArg {
  name: string;
  body: IlmPolicyBody;
}

export const ilmApi = lifecyclePoliciesApi.injectEndpoints({
  endpoints: (build) => ({
    ilmOperationMode: build.query<IlmStatusAnswer, void>({
      queryFn: clusterQuery((target, _arg, signal) => getIlmStatus(target, signal)),
      providesTags: ['LifecycleStatus'],
    }),
    ilmPolicyPut: build.mutation<unknown, PutIlmPolicyArg>({
      queryFn: clusterQuery((target, { name, body }, signal) =>
        putIlmPolicy(target, name, body, signal),
      ),
      invalidatesTags: invalidatesOnSuccess(['LifecyclePolicies']),
    }),
    ilmPolicyDelete: build.mutation<unknown, string>({
      queryFn: clusterQuery(deleteIlmPolicy),
      invalidatesTags: invalidatesOnSuccess(['LifecyclePolicies']),
    }),
    ilmStart: build.mutation<unknown, void>({
      queryFn: clusterQuery((target, _arg, signal) => startIlm(target, signal)),
      invalidatesTags: invalidatesOnSuccess(['LifecycleStatus', 'ManagedIndices']),
    }),
    ilmStop: build.mutation<unknown, void>({
      queryFn: clusterQuery((target, _arg, signal) => stopIlm(target, signal)),
      invalidatesTags: invalidatesOnSuccess(['LifecycleStatus', 'ManagedIndices']),
    }),
  }),
});

export const {
  useIlmPolicyListQuery,
  useIlmOperationModeQuery,
  useIlmPolicyPutMutation,
  useIlmPolicyDeleteMutation,
  useIlmStartMutation,
  useIlmStopMutation,
} = ilmApi;

/** ILM's reads, on an engine that manages indices with it. */
const onIlm = (state: RootState) =>
  activeEngineOf(state).lifecycle === 'ism' ? skipToken : undefined;

/** The ILM policies: a list that never shows an old answer. */
export const ILM_POLICY_LIST = screenQuery(ilmApi.endpoints.ilmPolicyList, onIlm, {
  mounted: ASK_WHEN_OLD,
});

/** Whether ILM runs. */
export const ILM_OPERATION_MODE = screenQuery(ilmApi.endpoints.ilmOperationMode, onIlm, {
  mounted: ASK_WHEN_OLD,
});
