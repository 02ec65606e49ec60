// Typed Redux hooks and thunk type for every feature. Only types come from the store module,
// so features may import this file without creating a runtime import cycle.
import { useDispatch, useSelector } from 'react-redux';
import type { Action, ThunkAction } from '@reduxjs/toolkit';
import type { Cluster } from '../api/types';
import type { AppDispatch, RootState } from './store';

export type { AppDispatch, RootState };

export type AppThunk<ReturnType = void> = ThunkAction<ReturnType, RootState, unknown, Action>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * The active cluster (its version, flavor and uri gate and label screens), or null. Reads the
 * 'connection' area directly so features need not import the clusters feature.
 */
export function useActiveCluster(): Cluster | null {
  return useAppSelector((state) => {
    const { clusters, activeClusterIndex } = state.connection;
    return activeClusterIndex === null ? null : (clusters[activeClusterIndex] ?? null);
  });
}
