// Deleting a user, and enabling or disabling one, once the user of the console confirmed. The
// name must be typed to delete; deleting or disabling the user the console is connected as says
// so in the question (the console loses its access with it).
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { useFeedback } from '../../../components/Feedback/useFeedback';
import type { UserRow } from './userColumns';
import { useDeleteSecurityUserMutation, useSetSecurityUserEnabledMutation } from '../securityApi';

export function useUserDeletion(): (user: UserRow) => void {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [deleteUser] = useDeleteSecurityUserMutation();
  return useCallback(
    (user: UserRow) =>
      void (async () => {
        const confirmed = await confirm({
          title: t('security.users.delete.title'),
          message: user.self
            ? t('security.users.delete.questionYourself', { name: user.name })
            : t('security.users.delete.question', { name: user.name }),
          confirmLabel: t('security.users.delete.button'),
          danger: true,
          typed: user.name,
        });
        if (!confirmed) return;
        try {
          feedback.succeeded(
            t('security.users.delete.done', { name: user.name }),
            await deleteUser(user.name).unwrap(),
          );
        } catch (error) {
          feedback.failed(error);
        }
      })(),
    [t, feedback, deleteUser],
  );
}

export function useUserSwitch(): (user: UserRow) => void {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [setEnabled] = useSetSecurityUserEnabledMutation();
  return useCallback(
    (user: UserRow) =>
      void (async () => {
        const enabled = user.enabled === false;
        if (!enabled) {
          const confirmed = await confirm({
            title: t('security.users.disableTitle'),
            message: user.self
              ? t('security.users.disableYourself', { name: user.name })
              : t('security.users.disableQuestion', { name: user.name }),
            confirmLabel: t('security.users.disable'),
            danger: true,
          });
          if (!confirmed) return;
        }
        try {
          feedback.succeeded(
            t(enabled ? 'security.users.enabled' : 'security.users.disabledDone', {
              name: user.name,
            }),
            await setEnabled({ name: user.name, enabled }).unwrap(),
          );
        } catch (error) {
          feedback.failed(error);
        }
      })(),
    [t, feedback, setEnabled],
  );
}
