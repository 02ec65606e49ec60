// The security wing's calls as RTK Query endpoints: who the connected user is, the users and the
// roles, and the writes that make those lists old.
import { clusterApi, clusterQuery, invalidatesOnSuccess } from '../../api/clusterApi';
import {
  deleteRole,
  deleteUser,
  getIdentity,
  getRoles,
  getUsers,
  saveUser,
  setUserEnabled,
} from '../../api/operations/security';
import { patchOpensearchRoleMappings } from '../../api/operations/securityMappings';
import { ASK_WHEN_OLD, screenQuery } from '../../api/screenQuery';
import type { Identity } from '../../engine/security';
import type { SecurityRole } from '../../engine/securityRoles';
import type { SecurityUser } from '../../engine/securityUsers';

export const securityApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    identity: build.query<Identity | null, void>({
      queryFn: clusterQuery((target, _arg, signal) => getIdentity(target, signal)),
    }),
    securityUsers: build.query<SecurityUser[], void>({
      queryFn: clusterQuery((target, _arg, signal) => getUsers(target, signal)),
      providesTags: ['SecurityUsers'],
    }),
    securityRoles: build.query<SecurityRole[], void>({
      queryFn: clusterQuery((target, _arg, signal) => getRoles(target, signal)),
      providesTags: ['SecurityRoles'],
    }),
    deleteSecurityUser: build.mutation<unknown, string>({
      queryFn: clusterQuery(deleteUser),
      invalidatesTags: invalidatesOnSuccess(['SecurityUsers']),
    }),
    saveSecurityUser: build.mutation<
      unknown,
      { name: string; request: { method: 'PUT' | 'PATCH'; body: unknown } }
    >({
      queryFn: clusterQuery((target, { name, request }, signal) =>
        saveUser(target, name, request, signal),
      ),
      invalidatesTags: invalidatesOnSuccess(['SecurityUsers']),
    }),
    patchOpensearchRoleMappings: build.mutation<unknown, readonly unknown[]>({
      queryFn: clusterQuery(patchOpensearchRoleMappings),
      invalidatesTags: invalidatesOnSuccess(['SecurityRoleMappings']),
    }),
    setSecurityUserEnabled: build.mutation<unknown, { name: string; enabled: boolean }>({
      queryFn: clusterQuery((target, { name, enabled }, signal) =>
        setUserEnabled(target, name, enabled, signal),
      ),
      invalidatesTags: invalidatesOnSuccess(['SecurityUsers']),
    }),
    deleteSecurityRole: build.mutation<unknown, string>({
      queryFn: clusterQuery(deleteRole),
      invalidatesTags: invalidatesOnSuccess(['SecurityRoles']),
    }),
  }),
});

export const {
  useIdentityQuery,
  useDeleteSecurityUserMutation,
  useSaveSecurityUserMutation,
  usePatchOpensearchRoleMappingsMutation,
  useSetSecurityUserEnabledMutation,
  useDeleteSecurityRoleMutation,
} = securityApi;

const noArgument = () => undefined;

/** Who the connected user is: also the screen's answer to whether the cluster has security. */
export const IDENTITY = screenQuery(securityApi.endpoints.identity, noArgument, {
  mounted: ASK_WHEN_OLD,
});

/** Every user of the cluster's security. */
export const SECURITY_USERS = screenQuery(securityApi.endpoints.securityUsers, noArgument, {
  mounted: ASK_WHEN_OLD,
});

/** Every role of the cluster's security. */
export const SECURITY_ROLES = screenQuery(securityApi.endpoints.securityRoles, noArgument, {
  mounted: ASK_WHEN_OLD,
});
