// Invalidating keys once the user of the console confirmed: one key by its name, many by their
// count, which must be typed. Keys already invalidated are not sent again.
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { useFeedback } from '../../../components/Feedback/useFeedback';
import { keyName, type KeyRow } from './apiKeyColumns';
import { useInvalidateApiKeysMutation } from './apiKeysApi';

/** Invalidates `keys` after asking; resolves true once the cluster took it. */
export function useApiKeyInvalidation(): (keys: readonly KeyRow[]) => Promise<boolean> {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [invalidate] = useInvalidateApiKeysMutation();
  return useCallback(
    async (keys: readonly KeyRow[]) => {
      const ids = keys.filter((key) => key.status !== 'invalidated').map((key) => key.id);
      if (ids.length === 0) return false;
      const count = ids.length;
      const one = count === 1 ? keys.find((key) => key.id === ids[0]) : undefined;
      const confirmed = await confirm({
        title: t('security.keys.invalidate.title', { count }),
        message: one
          ? t('security.keys.invalidate.questionOne', { name: keyName(one), id: one.id })
          : t('security.keys.invalidate.question', { count }),
        confirmLabel: t('security.keys.invalidate.button'),
        danger: true,
        ...(one ? {} : { typed: String(count) }),
      });
      if (!confirmed) return false;
      try {
        feedback.succeeded(
          t('security.keys.invalidate.done', { count }),
          await invalidate(ids).unwrap(),
        );
        return true;
      } catch (error) {
        feedback.failed(error);
        return false;
      }
    },
    [t, feedback, invalidate],
  );
}
