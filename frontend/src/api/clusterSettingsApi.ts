// The cluster settings as RTK Query endpoints, shared by the screens that read or change them
// (the cluster settings screen, the shards screen's allocation control).
import { clusterApi, clusterQuery, invalidatesOnSuccess } from './clusterApi';
import {
  getClusterSettings,
  putClusterSetting,
  type ClusterSettingsResponse,
  type SettingChange,
} from './operations/clusterSettings';

export const clusterSettingsApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    /** The argument says whether the defaults come too (they can be thousands of settings). */
    getClusterSettings: build.query<ClusterSettingsResponse, { includeDefaults: boolean }>({
      queryFn: clusterQuery((target, arg, signal) =>
        getClusterSettings(target, arg.includeDefaults, signal),
      ),
      providesTags: ['ClusterSettings'],
    }),
    putClusterSetting: build.mutation<unknown, SettingChange>({
      queryFn: clusterQuery(putClusterSetting),
      // Only a change the cluster accepted reloads the settings.
      invalidatesTags: invalidatesOnSuccess(['ClusterSettings']),
    }),
  }),
});

export const { useGetClusterSettingsQuery, usePutClusterSettingMutation } = clusterSettingsApi;
