// The application store. It starts from every persisted settings area (persistedAreas.ts) and
// writes each back under its key whenever that slice changes.
// The cluster data cache (RTK Query) is not part of the first page's JavaScript: the screens
// bring it, and attachClusterApi (clusterApiStore.ts) adds its reducer and middleware then.
import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type WithSlice,
} from '@reduxjs/toolkit';
import type { clusterApi } from '../api/clusterApi';
import { codeEditorReducer } from '../components/CodeEditor/codeEditorSlice';
import { tableReducer } from '../components/DataTable/tableSlice';
import { resizeReducer } from '../components/ResizableContainer/resizeSlice';
import { connectionReducer } from '../features/clusters/connection/connectionSlice';
import { indicesViewReducer } from '../features/indices/indicesViewSlice';
import { restReducer } from '../features/rest/restSlice';
import { searchViewReducer } from '../features/search/searchViewSlice';
import { provideBackupAreas } from '../features/settings/backup/backupAreas';
import { shardRecoveryReducer } from '../features/shards/shardRecoverySlice';
import { shardsReducer } from '../features/shards/shardsSlice';
import { templatesViewReducer } from '../features/templates/templatesViewSlice';
import { languageReducer } from '../i18n/languageSlice';
import { isSerializableJsonValue } from '../lib/json';
import { readPersistedAreas } from '../lib/persistedArea';
import { indicesPreferencesReducer } from '../preferences/indicesPreferences';
import { nodesReducer } from '../preferences/nodesPreferences';
import { searchPreferencesReducer } from '../preferences/searchPreferences';
import { APP_BACKUP_AREAS } from './backupAreas';
import { PERSISTED_AREA_WRITERS, PERSISTED_AREAS, PERSISTED_KEYED_AREAS } from './persistedAreas';
import { persistAreas, persistKeyedAreas } from './persistence';
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
  searchView: searchViewReducer,
}).withLazyLoadedSlices<WithSlice<typeof clusterApi>>();

/** Middleware added after the store exists; the cluster data cache's arrives with the screens. */
export const lazyMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A store that starts from the stored areas (and `preloadedState` over them) but does not write
 * them back, for tests; the app uses createPersistedStore().
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  // The settings backup carries the same areas; it cannot import the app, so it is handed them.
  provideBackupAreas(APP_BACKUP_AREAS);
  return configureStore({
    reducer: rootReducer,
    preloadedState: { ...readPersistedAreas(PERSISTED_AREAS), ...preloadedState },
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
  persistAreas(store, PERSISTED_AREA_WRITERS);
  persistKeyedAreas(store, PERSISTED_KEYED_AREAS);
  return store;
}
