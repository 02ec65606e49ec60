// How screens tell the outcome of a cluster call: the green '200 OK - {title}' notification (the
// cluster's JSON answer to copy), the generic error notification, and confirmations.
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/translate';
import { successNotification } from '../../api/notifications';
import { confirm } from '../ConfirmDialog/confirm';
import { notifyContent, notifyRequestError } from '../Notifications/notifyRequestError';

export interface Question {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  /** A text (a name) the user types before the confirm button works. */
  typed?: string;
}

export interface Feedback {
  succeeded: (title: string, response: unknown) => void;
  failed: (error: unknown) => void;
  ask: (question: Question) => Promise<boolean>;
}

/** The feedback of calls to an engine named `engine` (its server errors say that name). */
export function useEngineFeedback(engine: string): Feedback {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      succeeded: (title, response) => void notifyContent(successNotification(title, response), t),
      failed: (error) => void notifyRequestError(error, t, engine),
      ask: (question) => confirm(question),
    }),
    [t, engine],
  );
}
