// The application store. It starts from every persisted settings area (persistedAreas.ts) and
// writes each back under its key whenever that slice changes.
// The cluster data cache (RTK Query) is not part of the first page's JavaScript: the screens
// bring it, and attachClusterApi (clusterApiStore.ts) adds its reducer and middleware then.
import { configureStore } from '@reduxjs/toolkit';
import { provideBackupAreas } from '../features/settings/backup/backupAreas';
import { isSerializableJsonValue } from '../lib/json';
import { lazyMiddleware } from '../store/lazyMiddleware';
import { readPersistedAreas } from '../lib/persistedArea';
import { APP_BACKUP_AREAS } from './backupAreas';
import { rootReducer, type RootState as AppState } from './rootReducer';
import { PERSISTED_AREA_WRITERS, PERSISTED_AREAS, PERSISTED_KEYED_AREAS } from './persistedAreas';
import { persistAreas, persistKeyedAreas } from './persistence';

/**
 * A store that starts from the stored areas (and `preloadedState` over them) but does not write
 * them back, for tests; the app uses createPersistedStore().
 */
export function createAppStore(preloadedState?: Partial<AppState>) {
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
type StoreDispatch = AppDispatch;

export function createPersistedStore(): AppStore {
  const store = createAppStore();
  persistAreas(store, PERSISTED_AREA_WRITERS);
  persistKeyedAreas(store, PERSISTED_KEYED_AREAS);
  return store;
}

// The layers below the app name the app's state and dispatch through store/hooks.ts.
declare module '../store/hooks' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- takes the app's members
  interface RootState extends AppState {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- takes the app's members
  interface AppDispatch extends StoreDispatch {}
}
