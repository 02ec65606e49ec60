import { describe, expect, it } from 'vitest';
import { apiError, networkError, requestError, timeoutError } from './errors';
import {
  connectionErrorDetail,
  genericErrorNotification,
  notificationFromError,
  renderNotificationText,
  renderNotificationTitle,
  successNotification,
  unreachableDetail,
} from './notifications';
import type { NotificationContent, Translate } from './notifications';

// A translator that shows which key and parameters were asked for.
const keys: Translate = (key, params) => (params ? `${key}${JSON.stringify(params)}` : key);

/** How a notification shows: its colour, and for how many milliseconds. */
const look = (n: NotificationContent) => [n.color, n.timeout];

describe('successNotification', () => {
  it("is green for 5 s with '200 OK - {sentence}', the JSON response to copy and not as body", () => {
    const n = successNotification('Index refreshed', {
      _shards: { total: 2, successful: 2, failed: 0 },
    });
    expect(look(n)).toEqual(['green', 5000]);
    expect(renderNotificationTitle(n, () => '200 OK')).toBe('200 OK - Index refreshed');
    expect(n.body).toBeNull();
    expect(n.copyableText).toBe(
      '{\n  "_shards": {\n    "total": 2,\n    "successful": 2,\n    "failed": 0\n  }\n}',
    );
  });

  it('shows a text answer as its body', () => {
    expect(successNotification('Saved', 'Document updated').body).toEqual({
      text: 'Document updated',
    });
  });

  it('has only the status title and no body when nothing is given', () => {
    const n = successNotification();
    expect(renderNotificationTitle(n, () => '200 OK')).toBe('200 OK');
    expect(n.body).toBeNull();
    expect(n.copyableText).toBeNull();
  });
});

describe('notificationFromError: 4xx', () => {
  it("uses the warning colour for 8 s, the status title, ' - {type}' and 'Reason: {reason}'", () => {
    const body = {
      error: { type: 'index_not_found_exception', reason: 'no such index [x]' },
      status: 404,
    };
    const n = notificationFromError(apiError(404, 'Not Found', body));
    expect(look(n)).toEqual(['yellow', 8000]);
    expect(renderNotificationTitle(n, keys)).toBe(
      'api.notification.notFound - index_not_found_exception',
    );
    expect(n.body).toEqual({
      key: 'api.notification.reason',
      params: { reason: 'no such index [x]' },
    });
    expect(n.copyableText).toBe(JSON.stringify(body));
  });

  it.each([
    [400, 'api.notification.badRequest'],
    [401, 'api.notification.notAuthorized'],
    [405, 'api.notification.notAllowed'],
  ])('titles %i by its name', (status, key) => {
    expect(notificationFromError(apiError(status, '', { error: 'x' })).title).toEqual({ key });
  });

  it('titles other statuses by the code and uses a string error as the body', () => {
    const n = notificationFromError(apiError(409, 'Conflict', { error: 'version conflict' }));
    expect(n.title).toEqual({ text: '409' });
    expect(n.titleDetail).toBeNull();
    expect(n.body).toEqual({ text: 'version conflict' });
  });

  it('shows the raw message when the body has no usable error', () => {
    const n = notificationFromError(apiError(403, 'Forbidden', { message: 'denied' }));
    expect(n.body).toEqual({ text: '{"message":"denied"}' });
  });
});

describe('notificationFromError: 5xx', () => {
  it("is red for 20 s, '{status} {engine} server error - {type}', reason and cause", () => {
    const body = {
      error: {
        type: 'search_phase_execution_exception',
        reason: 'all shards failed',
        caused_by: { reason: 'too_many_clauses' },
      },
    };
    const n = notificationFromError(apiError(500, 'Internal Server Error', body), 'OpenSearch');
    expect(look(n)).toEqual(['red', 20000]);
    expect(renderNotificationTitle(n, keys)).toBe(
      'api.notification.serverError{"status":"500","engine":"OpenSearch"} - search_phase_execution_exception',
    );
    expect(n.body).toEqual({
      key: 'api.notification.serverReasonCausedBy',
      params: { reason: 'all shards failed', cause: 'too_many_clauses' },
    });
  });

  it("ends the reason with '.' when there is no cause, and shows the raw text without a type", () => {
    const typed = notificationFromError(
      apiError(503, '', { error: { type: 'unavailable', reason: 'no master' } }),
    );
    expect(typed.body).toEqual({
      key: 'api.notification.serverReason',
      params: { reason: 'no master' },
    });
    const untyped = notificationFromError(apiError(502, 'Bad Gateway', '<html>bad gateway</html>'));
    expect(untyped.titleDetail).toBeNull();
    expect(untyped.body).toEqual({ text: '<html>bad gateway</html>' });
  });
});

describe('notificationFromError: no HTTP answer (status -1)', () => {
  it("titles 'Request error' in red and translates the known cause", () => {
    const n = notificationFromError(networkError('Failed to fetch'));
    expect(look(n)).toEqual(['red', 20000]);
    expect(n.title).toEqual({ key: 'api.notification.requestError' });
    expect(renderNotificationText(n.body ?? { text: '' }, keys)).toBe(
      'api.error.network{"message":"Failed to fetch"}',
    );
    expect(n.copyableText).toBe('Failed to fetch');
  });

  it('shows the text of an unknown error as is', () => {
    const n = notificationFromError(new Error('unexpected'));
    expect(n.body).toEqual({ text: 'unexpected' });
  });

  it('translates the HTML-instead-of-JSON case', () => {
    const n = notificationFromError(requestError('htmlInsteadOfJson', 'html'));
    expect(n.body).toMatchObject({ key: 'api.error.htmlInsteadOfJson' });
  });
});

describe('genericErrorNotification', () => {
  it("titles 'Error' with the message as body", () => {
    const n = genericErrorNotification('Invalid backup');
    expect(n).toMatchObject({
      color: 'red',
      timeout: 20000,
      title: { key: 'api.notification.error' },
      body: { text: 'Invalid backup' },
    });
  });
});

describe('connectionErrorDetail', () => {
  it('reads "{status} {statusText}" for an HTTP answer', () => {
    expect(connectionErrorDetail(apiError(401, 'Unauthorized', { error: 'x' }))).toEqual({
      text: '401 Unauthorized',
    });
  });

  it('reads the bare status when the answer has no status text (HTTP/2)', () => {
    expect(connectionErrorDetail(apiError(403, '', ''))).toEqual({ text: '403' });
  });

  it("reads the browser's message for a network failure, and null when there is none", () => {
    expect(connectionErrorDetail(networkError('Failed to fetch'))).toEqual({
      text: 'Failed to fetch',
    });
    expect(connectionErrorDetail(networkError(''))).toBeNull();
  });

  it("words the product's own failures in the user's language", () => {
    expect(connectionErrorDetail(requestError('htmlInsteadOfJson', 'html'))).toMatchObject({
      key: 'api.error.htmlInsteadOfJson',
    });
    expect(connectionErrorDetail(timeoutError(20_000))).toMatchObject({ key: 'api.error.timeout' });
  });

  it('keeps the text of an unexpected error', () => {
    expect(connectionErrorDetail(new Error('boom'))).toEqual({ text: 'boom' });
  });
});

describe('unreachableDetail', () => {
  it('says nothing more than the title for a plain network failure', () => {
    expect(unreachableDetail(networkError('Failed to fetch'))).toBeNull();
  });

  it("reads the answer's status and the reason the answer gives", () => {
    const proxied = apiError(502, 'Bad Gateway', {
      error: {
        type: 'shardscope_proxy_error',
        reason: 'The cluster "a" answered 307 with a redirect',
      },
      status: 502,
    });
    expect(unreachableDetail(proxied)).toEqual({
      text: '502 Bad Gateway: The cluster "a" answered 307 with a redirect',
    });
    expect(unreachableDetail(apiError(401, 'Unauthorized', ''))).toEqual({
      text: '401 Unauthorized',
    });
  });

  it("words a redirect and the product's other failures in the user's language", () => {
    expect(unreachableDetail(requestError('redirect', 'redirect'))).toMatchObject({
      key: 'api.error.redirect',
    });
    expect(unreachableDetail(requestError('htmlInsteadOfJson', 'html'))).toMatchObject({
      key: 'api.error.htmlInsteadOfJson',
    });
  });
});
