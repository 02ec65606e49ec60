// The state of the whole app: one slice per area, and the cluster data cache (RTK Query), which
// the screens add when they load (clusterApiStore.ts).
import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import type { clusterApi } from '../api/clusterApi';
import { codeEditorReducer } from '../components/CodeEditor/codeEditorSlice';
import { tableReducer } from '../components/DataTable/tableSlice';
import { metricsPreferencesReducer } from '../components/metrics/metricsPreferences';
import { resizeReducer } from '../components/ResizableContainer/resizeSlice';
import { connectionReducer } from '../features/clusters/connection/connectionSlice';
import { indicesViewReducer } from '../features/indices/indicesViewSlice';
import { restReducer } from '../features/rest/restSlice';
import { searchViewReducer } from '../features/search/view/searchViewSlice';
import { shardRecoveryReducer } from '../features/shards/recovery/shardRecoverySlice';
import { shardsReducer } from '../features/shards/grid/shardsSlice';
import { templatesViewReducer } from '../features/templates/templatesViewSlice';
import { languageReducer } from '../i18n/languageSlice';
import { indicesPreferencesReducer } from '../preferences/indicesPreferences';
import { nodesReducer } from '../preferences/nodesPreferences';
import { searchPreferencesReducer } from '../preferences/searchPreferences';
import { runtimeConfigReducer } from '../store/runtimeConfig';
import { themeReducer } from './theme/themeSlice';

export const rootReducer = combineSlices({
  connection: connectionReducer,
  theme: themeReducer,
  language: languageReducer,
  resize: resizeReducer,
  codeEditor: codeEditorReducer,
  table: tableReducer,
  nodes: nodesReducer,
  shards: shardsReducer,
  shardRecovery: shardRecoveryReducer,
  restQuery: restReducer,
  indicesPreferences: indicesPreferencesReducer,
  indicesView: indicesViewReducer,
  indexTemplatesView: templatesViewReducer,
  searchPreferences: searchPreferencesReducer,
  metricsPreferences: metricsPreferencesReducer,
  searchView: searchViewReducer,
  runtimeConfig: runtimeConfigReducer,
}).withLazyLoadedSlices<WithSlice<typeof clusterApi>>();

export type RootState = ReturnType<typeof rootReducer>;
