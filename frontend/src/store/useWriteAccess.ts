// Whether the screens may offer writes to the active cluster. A read-only cluster is offered
// none: its write actions are hidden or disabled with `reason` as their explanation. The request
// layer refuses such writes anyway; this keeps the screens from offering what cannot be sent.
import { useTranslation } from '../i18n/translate';
import { useActiveCluster } from './hooks';

export interface WriteAccess {
  allowed: boolean;
  /** Why writes are not offered ('' when they are). */
  reason: string;
}

export function useWriteAccess(): WriteAccess {
  const { t } = useTranslation();
  const cluster = useActiveCluster();
  if (cluster?.protection !== 'read-only') return { allowed: true, reason: '' };
  return {
    allowed: false,
    reason: t('components.writeAccess.readOnly', { cluster: cluster.name }),
  };
}
