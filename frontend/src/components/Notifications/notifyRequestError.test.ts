import { afterEach, describe, expect, it } from 'vitest';
import { apiError } from '../../api/errors';
import en from '../../i18n/locales/en.json';
import { createTranslations } from '../../i18n/translate';
import { dismissAllNotifications, getNotifications } from './notificationStore';
import { notifyRequestError } from './notifyRequestError';

const t = createTranslations('en', en);

afterEach(() => dismissAllNotifications());

describe('notifyRequestError', () => {
  it('shows a rejected call with its status title, error type, reason and the raw body to copy', () => {
    const body = {
      error: { type: 'illegal_argument_exception', reason: 'no matching nodes' },
      status: 400,
    };
    notifyRequestError(apiError(400, 'Bad Request', body), t.t);
    expect(getNotifications()).toEqual([
      expect.objectContaining({
        color: 'yellow',
        timeout: 8000,
        title: 'Bad Request - illegal_argument_exception',
        body: 'Reason: no matching nodes',
        copyableText: JSON.stringify(body),
      }),
    ]);
  });

  it('names the engine in a server error title', () => {
    notifyRequestError(
      apiError(500, 'Internal Server Error', { error: { type: 'x', reason: 'y' } }),
      t.t,
      'OpenSearch',
    );
    expect(getNotifications()[0]).toMatchObject({ color: 'red', timeout: 20000 });
    expect(getNotifications()[0].title).toContain('OpenSearch');
  });
});
