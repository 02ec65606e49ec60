// The index settings calls as RTK Query endpoints. The settings of one index are read as table
// rows; every write (a settings change, and the close and open around one) makes the indices
// list and the settings shown old, so both load again.
import { clusterApi, clusterQuery, invalidatesOnSuccess } from '../../../api/clusterApi';
import {
  getIndexSettings,
  putIndexSettings,
  runSettingsStep,
  type IndexSettingsArg,
  type PutIndexSettingsArg,
  type SettingsStepArg,
} from '../../../api/operations/indexSettings';
import { settingRows, type SettingRow } from './indexSettings';

export const settingsApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    indexSettings: build.query<SettingRow[], IndexSettingsArg>({
      queryFn: clusterQuery(async (target, arg, signal) =>
        settingRows(await getIndexSettings(target, arg, signal), arg.index),
      ),
      providesTags: ['Indices'],
    }),
    putIndexSettings: build.mutation<unknown, PutIndexSettingsArg>({
      queryFn: clusterQuery(putIndexSettings),
      invalidatesTags: invalidatesOnSuccess(['Indices']),
    }),
    /** One step of the guided change of a setting an open index refuses: close, apply, open. */
    indexSettingsStep: build.mutation<unknown, SettingsStepArg>({
      queryFn: clusterQuery(runSettingsStep),
      invalidatesTags: invalidatesOnSuccess(['Indices']),
    }),
  }),
});

export const { useIndexSettingsQuery, usePutIndexSettingsMutation, useIndexSettingsStepMutation } =
  settingsApi;
