// The end-of-life warning for a cluster's version, shown in the cluster dropdown.
import type { Cluster } from '../../../api/types';
import { clusterEngine } from '../../../engine/profile';

/** i18n parameters of clusters.version.unsupported, or null when the version is supported. */
export function unsupportedVersionParams(
  cluster: Pick<Cluster, 'distribution' | 'version'>,
): { engine: string; majorVersion: string } | null {
  const engine = clusterEngine(cluster);
  if (!engine.unsupported) return null;
  return { engine: engine.name, majorVersion: String(engine.version.major) };
}
