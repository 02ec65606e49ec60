// The confirmation before lifting the flood-stage block, showing the request it sends, and the
// notification after.
import type { TFunction } from '../../../i18n/translate';
import { FLOOD_BLOCK_SETTING } from '../../../api/operations/disk';
import { notify } from '../../../components/Notifications/notificationStore';
import { NOTIFICATION_TIMEOUT } from '../../../api/notifications';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { indexPath } from '../../../lib/indexName';

/** The request as the user reads it: 'PUT {indices}/_settings' and its body. */
export function floodBlockRequestText(indices: readonly string[]): string {
  return `PUT ${indexPath(indices)}/_settings\n{"${FLOOD_BLOCK_SETTING}": null}`;
}

export function confirmFloodBlockRemoval(
  t: TFunction,
  indices: readonly string[],
): Promise<boolean> {
  return confirm({
    title: t('indices.floodBlock.confirmTitle'),
    message: t('indices.floodBlock.confirmMessage', {
      request: floodBlockRequestText(indices),
    }),
    confirmLabel: t('indices.floodBlock.remove'),
  });
}

export function notifyFloodBlockRemoved(t: TFunction, indices: readonly string[]): void {
  notify({
    color: 'green',
    timeout: NOTIFICATION_TIMEOUT.success,
    title: t('indices.floodBlock.removed', { count: indices.length }),
    body: indices.join(', '),
  });
}
