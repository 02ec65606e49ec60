// "Retry failed allocations": asks with the request it sends, sends
// POST _cluster/reroute?retry_failed=true, then says how it went. The cluster's screens reload
// through the mutation's tags.
import { IconRefreshAlert } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/translate';
import { successNotification } from '../../api/notifications';
import { RETRY_FAILED_REQUEST } from '../../api/operations/allocation';
import { confirm } from '../ConfirmDialog/confirm';
import { notifyContent, notifyRequestError } from '../Notifications/notifyRequestError';
import { WriteButton } from '../WriteAccess/WriteButton';
import { useRetryFailedAllocationsMutation } from './allocationApi';
import { WRITE_NEEDS } from '../../engine/writeNeeds';

interface RetryFailedButtonProps {
  /** Why writes are not offered (null offers them). */
  writeReason: string | null;
  /** Names the search engine in a server error's notification. */
  engine: string;
}

export function RetryFailedButton({ writeReason, engine }: RetryFailedButtonProps) {
  const { t } = useTranslation();
  const [retry, { isLoading }] = useRetryFailedAllocationsMutation();
  const onClick = async () => {
    const ok = await confirm({
      title: t('components.allocation.retry.title'),
      message: `${t('components.allocation.retry.question')}\n\n${RETRY_FAILED_REQUEST}`,
      confirmLabel: t('components.allocation.retry.confirm'),
    });
    if (!ok) return;
    const result = await retry();
    if (result.error) notifyRequestError(result.error, t, engine);
    else notifyContent(successNotification(t('components.allocation.retry.done')), t);
  };
  return (
    <WriteButton
      reason={writeReason}
      need={WRITE_NEEDS.reroute}
      size="xs"
      leftSection={<IconRefreshAlert size={14} />}
      loading={isLoading}
      onClick={() => void onClick()}
    >
      {t('components.allocation.retry.button')}
    </WriteButton>
  );
}
