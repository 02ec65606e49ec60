// The end-of-life warning for a cluster's version, shown in the cluster dropdown.
import type { Cluster } from '../../../api/types';
import { engineName, isUnsupportedVersion } from '../../../engine/version';

/** i18n parameters of clusters.version.unsupported, or null when the version is supported. */
export function unsupportedVersionParams(
  cluster: Pick<Cluster, 'distribution' | 'majorVersion'>,
): { engine: string; majorVersion: string } | null {
  if (!isUnsupportedVersion(cluster.distribution, cluster.majorVersion)) return null;
  return { engine: engineName(cluster.distribution), majorVersion: cluster.majorVersion };
}
