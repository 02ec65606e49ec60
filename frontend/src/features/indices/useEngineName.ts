import { useActiveCluster } from '../../store/hooks';
import { engineName } from '../../lib/version';

/** The active cluster's engine name, for the server-error notification title. */
export function useEngineName(): string {
  return engineName(useActiveCluster()?.distribution ?? 'elasticsearch');
}
