// The application store. Each persisted settings area is listed once in PERSISTED_AREAS and
// written back to local storage under its key whenever that slice changes.
// The cluster data cache (RTK Query) is not part of the first page's JavaScript: the screens
// bring it, and attachClusterApi (clusterApiStore.ts) adds its reducer and middleware then.
import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { clusterApi } from '../api/clusterApi';
import {
  CODE_EDITOR_STORAGE_KEY,
  codeEditorReducer,
} from '../components/CodeEditor/codeEditorSlice';
import { TABLE_STORAGE_KEY, tableReducer } from '../components/DataTable/tableSlice';
import { RESIZE_STORAGE_KEY, resizeReducer } from '../components/ResizableContainer/resizeSlice';
import { CONNECTION_STORAGE_KEY, connectionReducer } from '../features/clusters/connectionSlice';
import { INDICES_VIEW_STORAGE_KEY, indicesViewReducer } from '../features/indices/indicesViewSlice';
import { NODES_STORAGE_KEY, nodesReducer } from '../preferences/nodesPreferences';
import { REST_STORAGE_KEY, restReducer } from '../features/rest/restSlice';
import {
  SHARD_RECOVERY_STORAGE_KEY,
  shardRecoveryReducer,
} from '../features/shards/shardRecoverySlice';
import { SEARCH_VIEW_KEY_PREFIX } from '../features/search/searchView';
import { searchViewReducer } from '../features/search/searchViewSlice';
import { SHARDS_STORAGE_KEY, shardsReducer } from '../features/shards/shardsSlice';
import {
  TEMPLATES_VIEW_STORAGE_KEY,
  templatesViewReducer,
} from '../features/templates/templatesViewSlice';
import { LANGUAGE_STORAGE_KEY, languageReducer } from '../i18n/languageSlice';
import { isSerializableJsonValue } from '../lib/json';
import {
  persistAreas,
  persistKeyedAreas,
  type PersistedArea,
  type PersistedKeyedArea,
} from './persistence';
import { INDICES_STORAGE_KEY, indicesPreferencesReducer } from '../preferences/indicesPreferences';
import { SEARCH_STORAGE_KEY, searchPreferencesReducer } from '../preferences/searchPreferences';
import { THEME_STORAGE_KEY, themeReducer } from './theme/themeSlice';

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
  searchView: searchViewReducer,
}).withLazyLoadedSlices<WithSlice<typeof clusterApi>>();

/** Middleware added after the store exists; the cluster data cache's arrives with the screens. */
export const lazyMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

/** What is kept in local storage, and under which key. Server data never is. */
export const PERSISTED_AREAS: readonly PersistedArea<RootState>[] = [
  { key: CONNECTION_STORAGE_KEY, select: (state) => state.connection },
  { key: THEME_STORAGE_KEY, select: (state) => state.theme },
  { key: LANGUAGE_STORAGE_KEY, select: (state) => state.language },
  { key: RESIZE_STORAGE_KEY, select: (state) => state.resize },
  { key: CODE_EDITOR_STORAGE_KEY, select: (state) => state.codeEditor },
  { key: TABLE_STORAGE_KEY, select: (state) => state.table },
  { key: NODES_STORAGE_KEY, select: (state) => state.nodes },
  { key: SHARDS_STORAGE_KEY, select: (state) => state.shards },
  { key: SHARD_RECOVERY_STORAGE_KEY, select: (state) => state.shardRecovery },
  { key: INDICES_STORAGE_KEY, select: (state) => state.indicesPreferences },
  { key: INDICES_VIEW_STORAGE_KEY, select: (state) => state.indicesView },
  { key: TEMPLATES_VIEW_STORAGE_KEY, select: (state) => state.indexTemplatesView },
  { key: SEARCH_STORAGE_KEY, select: (state) => state.searchPreferences },
  { key: REST_STORAGE_KEY, select: (state) => state.restQuery },
];

/** Areas kept once per cluster, under '{prefix}{cluster uuid}'. */
export const PERSISTED_KEYED_AREAS: readonly PersistedKeyedArea<RootState>[] = [
  { prefix: SEARCH_VIEW_KEY_PREFIX, select: (state) => state.searchView.byCluster },
];

/** A store without persistence, for tests; the app uses createPersistedStore(). */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: {
          // Cluster answers keep integers beyond 2^53 exact as LosslessNumber (lib/json).
          isSerializable: isSerializableJsonValue,
          // Adding middleware carries functions by design; it is not state.
          ignoredActions: [lazyMiddleware.withMiddleware.type],
        },
      }).concat(lazyMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export function createPersistedStore(): AppStore {
  const store = createAppStore();
  persistAreas(store, PERSISTED_AREAS);
  persistKeyedAreas(store, PERSISTED_KEYED_AREAS);
  return store;
}
