// Notification content derived from request outcomes. Pure data: titles and
// bodies are either cluster text, shown as is, or i18n keys with parameters that the UI
// translates. Nothing here is HTML.

import type { TranslationKey } from '../i18n/translate';
import type { NotificationText } from './types';
import { stringifyJson } from '../lib/json';
import { errorMember, isRecord, rawErrorText, toClusterErrorInfo } from './errors';
import type { ClusterErrorInfo } from './errors';

/** A text to show: an i18n key with string parameters, or text taken verbatim (cluster output). */
export type { NotificationText } from './types';

export type NotificationColor = 'green' | 'yellow' | 'red' | 'gray';

export interface NotificationContent {
  color: NotificationColor;
  /** Milliseconds before the notification closes itself. */
  timeout: number;
  title: NotificationText;
  /** Cluster text appended to the title as " - {titleDetail}" (an error type, a caller's title). */
  titleDetail: string | null;
  body: NotificationText | null;
  /** What the 'Copy response' button copies; null hides the button. */
  copyableText: string | null;
}

export const NOTIFICATION_TIMEOUT = {
  success: 5000,
  warning: 8000,
  error: 20000,
  default: 5000,
} as const;

/** Translator signature the render helpers need; the page's `t` (`i18n/translate.ts`) fits. */
export type Translate = (key: TranslationKey, params?: Record<string, string>) => string;

export function renderNotificationText(text: NotificationText, translate: Translate): string {
  return 'text' in text ? text.text : translate(text.key, text.params);
}

export function renderNotificationTitle(
  content: NotificationContent,
  translate: Translate,
): string {
  const title = renderNotificationText(content.title, translate);
  return content.titleDetail ? `${title} - ${content.titleDetail}` : title;
}

/**
 * Success: green, 5 s, title '200 OK' plus ' - {title}', the title being the sentence that says
 * what happened. A text body is shown; a JSON answer is not dumped into the notification but
 * stays available through 'Copy response'.
 */
export function successNotification(title?: string, body?: unknown): NotificationContent {
  const bodyText = body === undefined || body === null ? null : textOf(body);
  return {
    color: 'green',
    timeout: NOTIFICATION_TIMEOUT.success,
    title: { key: 'api.notification.ok' },
    titleDetail: title || null,
    body: bodyText === null || typeof body !== 'string' ? null : { text: bodyText },
    copyableText: bodyText,
  };
}

/** The generic error helper: title 'Error', the message as body. */
export function genericErrorNotification(message: string): NotificationContent {
  return {
    color: 'red',
    timeout: NOTIFICATION_TIMEOUT.error,
    title: { key: 'api.notification.error' },
    titleDetail: null,
    body: { text: message },
    copyableText: message,
  };
}

/**
 * Notification for a failed call. `engine` names the search engine in the server-error title
 * ('Elasticsearch' or 'OpenSearch').
 */
export function notificationFromError(err: unknown, engine = 'Elasticsearch'): NotificationContent {
  const info = toClusterErrorInfo(err);
  if (info.kind !== 'api') return requestErrorNotification(info);
  if (info.status >= 500) return serverErrorNotification(info, engine);
  return clientErrorNotification(info);
}

/** The product's own wording of a failure that is not an HTTP answer (i18n `api.error.*`). */
function requestErrorText(info: ClusterErrorInfo): NotificationText {
  const { code } = info;
  if (code === 'unknown' || code === 'api') return { text: info.message };
  return {
    key: `api.error.${code}`,
    params: { ...stringFields(info.body), message: info.message },
  };
}

/** The string members of a request error's body (a refused write names its method and path). */
function stringFields(body: unknown): Record<string, string> {
  if (!isRecord(body)) return {};
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

// A write the user chose not to send is no failure: a calm grey 'Not sent', never a red error.
function requestErrorNotification(info: ClusterErrorInfo): NotificationContent {
  if (info.code === 'writeDeclined') {
    return {
      color: 'gray',
      timeout: NOTIFICATION_TIMEOUT.default,
      title: { key: 'api.notification.notSent' },
      titleDetail: null,
      body: requestErrorText(info),
      copyableText: null,
    };
  }
  return {
    color: 'red',
    timeout: NOTIFICATION_TIMEOUT.error,
    title: { key: 'api.notification.requestError' },
    titleDetail: null,
    body: requestErrorText(info),
    copyableText: info.message,
  };
}

/**
 * Detail line of the connection error panel: "{status} {statusText}" for an HTTP
 * answer; the browser's message for a network failure ('Failed to fetch'); the product's own
 * translated wording for its own failures (an HTML page, a timeout, ...); null when there is
 * nothing to say, so the panel shows its generic text.
 */
export function connectionErrorDetail(err: unknown): NotificationText | null {
  const info = toClusterErrorInfo(err);
  if (info.kind === 'api') {
    const status = `${info.status} ${info.statusText}`.trim();
    return { text: status };
  }
  if (info.code !== 'network') return requestErrorText(info);
  const message = info.message.trim();
  return message === '' ? null : { text: message };
}

/**
 * Why a cluster's health check failed, for the panel that replaces its screens: the answer's
 * status and the reason it gives, or the product's own wording of a request error (a redirect,
 * HTML instead of JSON); null for a plain network failure, which the panel's title says.
 */
export function unreachableDetail(err: unknown): NotificationText | null {
  const info = toClusterErrorInfo(err);
  if (info.kind === 'network') return null;
  if (info.kind !== 'api') return connectionErrorDetail(err);
  const status = `${info.status} ${info.statusText}`.trim();
  const error = errorMember(info.body);
  const reason = isRecord(error) && typeof error.reason === 'string' ? error.reason : null;
  return { text: reason ? `${status}: ${reason}` : status };
}

const CLIENT_ERROR_TITLES: Partial<Record<number, TranslationKey>> = {
  400: 'api.notification.badRequest',
  401: 'api.notification.notAuthorized',
  404: 'api.notification.notFound',
  405: 'api.notification.notAllowed',
};

// 4xx (and any other non-5xx answer): the warning colour.
function clientErrorNotification(info: ClusterErrorInfo): NotificationContent {
  const key = CLIENT_ERROR_TITLES[info.status];
  const error = errorMember(info.body);
  const typed = isRecord(error) && error.type !== undefined && error.reason !== undefined;
  let body: NotificationText = { text: rawErrorText(info) };
  if (typed) body = { key: 'api.notification.reason', params: { reason: String(error.reason) } };
  else if (typeof error === 'string') body = { text: error };
  return {
    color: 'yellow',
    timeout: NOTIFICATION_TIMEOUT.warning,
    title: key ? { key } : { text: String(info.status) },
    titleDetail: typed ? String(error.type) : null,
    body,
    copyableText: rawErrorText(info),
  };
}

// The title reads '{status} {engine} server error' with the actual status, never a fixed 500
// (a user expects a 503 to say 503).
function serverErrorNotification(info: ClusterErrorInfo, engine: string): NotificationContent {
  const error = errorMember(info.body);
  const typed = isRecord(error) && error.type !== undefined;
  let body: NotificationText = { text: rawErrorText(info) };
  if (typed) {
    const reason = String(error.reason ?? '');
    const cause = isRecord(error.caused_by) ? error.caused_by.reason : undefined;
    body =
      cause === undefined || cause === null
        ? { key: 'api.notification.serverReason', params: { reason } }
        : {
            key: 'api.notification.serverReasonCausedBy',
            params: { reason, cause: String(cause) },
          };
  }
  return {
    color: 'red',
    timeout: NOTIFICATION_TIMEOUT.error,
    title: { key: 'api.notification.serverError', params: { status: String(info.status), engine } },
    titleDetail: typed ? String(error.type) : null,
    body,
    copyableText: rawErrorText(info),
  };
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : stringifyJson(value, 2);
}
