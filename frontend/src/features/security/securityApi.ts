// The security wing's reads as RTK Query endpoints: who the connected user is.
import { clusterApi, clusterQuery } from '../../api/clusterApi';
import { getIdentity } from '../../api/operations/security';
import type { Identity } from '../../engine/security';

export const securityApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    identity: build.query<Identity | null, void>({
      queryFn: clusterQuery((target, _arg, signal) => getIdentity(target, signal)),
    }),
  }),
});

export const { useIdentityQuery } = securityApi;
