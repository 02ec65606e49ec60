// Sending one cluster setting change from a control: the confirmation shows the exact request,
// then the change is sent; success is a green notification (the settings reload by their tag),
// a refusal the error notification with the cluster's reason.
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/translate';
import { usePutClusterSettingMutation } from '../../api/clusterSettingsApi';
import { successNotification } from '../../api/notifications';
import { settingChangeRequestText, type SettingChange } from '../../api/operations/clusterSettings';
import { confirm } from '../ConfirmDialog/confirm';
import { notifyContent, notifyRequestError } from '../Notifications/notifyRequestError';

/** Asks, then sends `change`; resolves true when the cluster accepted it. */
export type SendSettingChange = (change: SettingChange, title: string) => Promise<boolean>;

/** `engine` names the search engine in a server error's notification title. */
export function useSettingChange(engine: string): { send: SendSettingChange; busy: boolean } {
  const { t } = useTranslation();
  const [put, { isLoading }] = usePutClusterSettingMutation();
  const send = useCallback<SendSettingChange>(
    async (change, title) => {
      const ok = await confirm({
        title,
        message: `${t('components.settingChange.question')}\n\n${settingChangeRequestText(change)}`,
        confirmLabel: t('components.settingChange.send'),
      });
      if (!ok) return false;
      const result = await put(change);
      if (result.error) {
        notifyRequestError(result.error, t, engine);
        return false;
      }
      notifyContent(
        successNotification(t('components.settingChange.done', { name: change.name }), result.data),
        t,
      );
      return true;
    },
    [engine, put, t],
  );
  return { send, busy: isLoading };
}
