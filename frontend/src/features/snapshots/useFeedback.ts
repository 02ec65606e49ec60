// How the snapshot screens tell outcomes: the green '200 OK - {title}' notification (the
// cluster's JSON answer to copy), the generic error notification, and confirmations.
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/translate';
import { successNotification } from '../../api/notifications';
import { useActiveCluster } from '../../store/hooks';
import { confirm } from '../../components/ConfirmDialog/confirm';
import {
  notifyContent,
  notifyRequestError,
} from '../../components/Notifications/notifyRequestError';
import { engineName } from '../../engine/version';

export interface Question {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
}

export interface Feedback {
  succeeded: (title: string, response: unknown) => void;
  failed: (error: unknown) => void;
  ask: (question: Question) => Promise<boolean>;
}

export function useFeedback(): Feedback {
  const { t } = useTranslation();
  const engine = engineName(useActiveCluster()?.distribution ?? 'elasticsearch');
  return useMemo(
    () => ({
      succeeded: (title, response) => void notifyContent(successNotification(title, response), t),
      failed: (error) => void notifyRequestError(error, t, engine),
      ask: (question) => confirm(question),
    }),
    [t, engine],
  );
}
