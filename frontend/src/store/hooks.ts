// Typed Redux hooks and thunk type for the features and shared layers. The app fills in its
// state and dispatch types (declaration merging in app/store.ts): nothing here imports the app.
import { useDispatch, useSelector } from 'react-redux';
import type { Action, ThunkAction } from '@reduxjs/toolkit';
import type { Cluster } from '../api/types';
import { clusterEngine, DEFAULT_ENGINE, type EngineProfile } from '../engine/profile';

/**
 * The app's state and dispatch. The app (`app/store.ts`) fills them in, so that the layers below
 * it name their types without importing it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the app fills it in
export interface RootState {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the app fills it in
export interface AppDispatch {}

export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, unknown, Action>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * The active cluster (its version, flavor and uri gate and label screens), or null. Reads the
 * 'connection' area directly so features need not import the clusters feature.
 */
export function useActiveCluster(): Cluster | null {
  return useAppSelector(activeClusterOf);
}

/**
 * The active cluster's index, for the links of a cluster's screens (which show only once a
 * cluster is active; 0 stands in before that).
 */
export function useActiveClusterIndex(): number {
  return useAppSelector((state) => state.connection.activeClusterIndex) ?? 0;
}

/** The active cluster in `state`, or null. */
export function activeClusterOf(state: RootState): Cluster | null {
  const { clusters, activeClusterIndex } = state.connection;
  return activeClusterIndex === null ? null : (clusters[activeClusterIndex] ?? null);
}

/** The active cluster's engine profile in `state`; DEFAULT_ENGINE before a cluster is active. */
export function activeEngineOf(state: RootState): EngineProfile {
  const cluster = activeClusterOf(state);
  return cluster ? clusterEngine(cluster) : DEFAULT_ENGINE;
}

/** The active cluster's engine name, for the server-error notification title. */
export function useEngineName(): string {
  return useAppSelector((state) => activeEngineOf(state).name);
}
