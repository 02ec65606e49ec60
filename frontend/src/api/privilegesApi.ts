// The connected user's privileges as an RTK Query endpoint, asked once per connected cluster (a
// switch of cluster reloads the page) and again after a change to the security configuration.
import { clusterApi, clusterQuery } from './clusterApi';
import { getPrivileges } from './operations/privileges';
import type { Privileges } from '../engine/privileges';

export const privilegesApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    privileges: build.query<Privileges | null, void>({
      queryFn: clusterQuery((target, _arg, signal) => getPrivileges(target, signal)),
      providesTags: [
        'SecurityUsers',
        'SecurityRoles',
        'SecurityRoleMappings',
        'SecurityActionGroups',
      ],
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

export const { usePrivilegesQuery } = privilegesApi;
