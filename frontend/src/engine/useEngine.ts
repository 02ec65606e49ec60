// The active cluster's engine profile, for components. The persisted 'connection' area is read
// by its shape, so that the engine layer does not import the store.
import { useSelector } from 'react-redux';
import { clusterEngine, DEFAULT_ENGINE, type EngineProfile } from './profile';
import type { Distribution } from './version';

interface ConnectionShape {
  connection: {
    clusters: readonly { distribution: Distribution; version: string }[];
    activeClusterIndex: number | null;
  };
}

function activeEngine({ connection }: ConnectionShape): EngineProfile {
  const index = connection.activeClusterIndex;
  const cluster = index === null ? undefined : connection.clusters[index];
  return cluster ? clusterEngine(cluster) : DEFAULT_ENGINE;
}

/** The active cluster's engine profile; before a cluster is connected, DEFAULT_ENGINE. */
export function useEngine(): EngineProfile {
  return useSelector(activeEngine);
}
