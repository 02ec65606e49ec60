// Shows a failed cluster call as a notification: the request state's colour,
// timeout, title and body, with the raw error to copy.
import type { TFunction } from '../../i18n/translate';
import {
  notificationFromError,
  renderNotificationText,
  renderNotificationTitle,
  type NotificationContent,
  type Translate,
} from '../../api/notifications';
import { notify } from './notificationStore';

/** Shows `content` (texts translated with `t`); returns the notification's id. */
export function notifyContent(content: NotificationContent, t: TFunction): number {
  const translate: Translate = (key, params) => t(key, params ?? {});
  return notify({
    color: content.color,
    timeout: content.timeout,
    title: renderNotificationTitle(content, translate),
    body: content.body ? renderNotificationText(content.body, translate) : undefined,
    copyableText: content.copyableText ?? undefined,
  });
}

/**
 * Shows the notification for a failed call. `engine` names the search engine in a server
 * error's title ('Elasticsearch' or 'OpenSearch').
 */
export function notifyRequestError(error: unknown, t: TFunction, engine?: string): number {
  return notifyContent(notificationFromError(error, engine), t);
}
