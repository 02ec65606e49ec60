// Whether the screens may offer writes to the active cluster. A read-only cluster is offered
// none: its write actions are hidden or disabled with `reason` as their explanation. The request
// layer refuses such writes anyway; this keeps the screens from offering what cannot be sent.
import { useTranslation } from '../i18n/translate';
import { useActiveCluster } from './hooks';

export interface WriteAccess {
  /** Why writes are not offered; null when they are. */
  reason: string | null;
}

export function useWriteAccess(): WriteAccess {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  if (cluster?.protection !== 'read-only') return { reason: null };
  return {
    reason: t('components.writeAccess.readOnly', { cluster: cluster.name }),
  };
}

/** What a list screen is given of the active cluster: its address and whether it takes writes. */
export function useListAccess(): { uri: string | undefined; writeReason: string | null } {
  return { uri: useActiveCluster()?.uri, writeReason: useWriteAccess().reason };
}
