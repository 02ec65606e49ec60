// Notifications and confirmations of the indices screen, rendered from actionMessages.
import type { TFunction } from '../../../i18n/translate';
import { rawErrorText } from '../../../api/errors';
import { NOTIFICATION_TIMEOUT, successNotification } from '../../../api/notifications';
import type { IndexAction } from '../../../api/operations/indexActions';
import { confirm } from '../../../components/ConfirmDialog/confirm';
import { notify } from '../../../components/Notifications/notificationStore';
import {
  notifyContent,
  notifyRequestError,
} from '../../../components/Notifications/notifyRequestError';
import { failedMessages, renderMessage, type Confirmation, type Message } from './actionMessages';
import type { BulkReport } from './bulk';

/** Asks `question`; resolves true when the user confirms. */
export function ask(t: TFunction, question: Confirmation): Promise<boolean> {
  return confirm({
    title: renderMessage(t, question.title),
    message: question.paragraphs.map((paragraph) => renderMessage(t, paragraph)).join('\n\n'),
    confirmLabel: renderMessage(t, question.confirmLabel),
    danger: question.danger,
    typed: question.typed,
  });
}

/** The green '200 OK - {title}' notification; the cluster's JSON answer is there to copy. */
export function notifySuccess(t: TFunction, title: Message, response: unknown): void {
  notifyContent(successNotification(renderMessage(t, title), response), t);
}

/**
 * Tells what an index action did: the success with its answer, and a failure naming the
 * indices of the failed chunks. A single request that failed shows as the usual error
 * notification of its status.
 */
export function notifyReport(
  t: TFunction,
  engine: string,
  action: IndexAction,
  report: BulkReport,
  done: Message | null,
): void {
  if (report.success && done) notifySuccess(t, done, report.success.response);
  const { failure } = report;
  if (!failure) return;
  if (failure.errors.length === 1 && failure.indices.length <= 1) {
    notifyRequestError(failure.errors[0], t, engine);
    return;
  }
  const { title, body } = failedMessages(action, failure);
  notify({
    color: 'red',
    timeout: NOTIFICATION_TIMEOUT.error,
    title: renderMessage(t, title),
    body: renderMessage(t, body),
    copyableText: failure.errors.map(rawErrorText).join('\n'),
  });
}
