// The connected user's privileges as an RTK Query endpoint, asked once per connected cluster (a
// switch of cluster reloads the page); a reload of the page asks again, after a change to one's roles, say.
import { clusterApi, clusterQuery } from './clusterApi';
import { getPrivileges } from './operations/privileges';
import type { Privileges } from '../engine/privileges';

export const privilegesApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    privileges: build.query<Privileges | null, void>({
      queryFn: clusterQuery((target, _arg, signal) => getPrivileges(target, signal)),
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

export const { usePrivilegesQuery } = privilegesApi;
