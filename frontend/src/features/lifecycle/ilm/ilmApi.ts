// The ILM calls as RTK Query endpoints: the policies (as rows) and the operation mode, and the
// writes that make them old. A policy written or deleted changes the list; starting or stopping
// ILM changes the mode, and where the managed indices stand.
import { clusterApi, clusterQuery, invalidatesOnSuccess } from '../../../api/clusterApi';
import {
  deleteIlmPolicy,
  getIlmPolicies,
  getIlmStatus,
  putIlmPolicy,
  startIlm,
  stopIlm,
  type IlmPolicyBody,
  type IlmStatusAnswer,
} from '../../../api/operations/ilm';
import { ilmPolicyRows, type IlmPolicyRow } from './policyRows';

export interface PutIlmPolicyArg {
  name: string;
  body: IlmPolicyBody;
}

export const ilmApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    ilmPolicyList: build.query<IlmPolicyRow[], void>({
      queryFn: clusterQuery(async (target, _arg, signal) =>
        ilmPolicyRows(await getIlmPolicies(target, signal)),
      ),
      providesTags: ['LifecyclePolicies'],
    }),
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
