import { act, renderHook } from '@testing-library/react';
import { installFakeFetch, jsonResponse } from '../../api/testFetch';
import type { ClusterTarget } from '../../api/types';
import {
  dismissAllNotifications,
  getNotifications,
} from '../../components/Notifications/notificationStore';
import { initI18n } from '../../i18n/i18n';
import type { RestResponse } from '../../engine/clusterDb';
import { newTab, type StoredTab } from './tabs/tabs';
import { useSendRequest } from './useSendRequest';

const target: ClusterTarget = {
  uri: 'http://localhost:9200',
  auth: { authType: 'none', authData: {} },
};

async function setup(tab: StoredTab) {
  await initI18n('en');
  const responses: RestResponse[] = [];
  const addHistory = vi.fn(async () => undefined);
  const tabs = {
    get: () => tab,
    setResponse: (_id: number, response: RestResponse) => void responses.push(response),
  };
  const { result } = renderHook(() =>
    useSendRequest({ target, engine: 'Elasticsearch', tabs, addHistory }),
  );
  return { result, responses, addHistory };
}

const tab = (method: string, path: string, body = ''): StoredTab => ({
  ...newTab('Tab 1', 1, { method, path, body }),
  id: 1,
  response: { status: '200 OK', ok: true, bodyText: '{"old":1}' },
});

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAllNotifications();
});

describe('useSendRequest', () => {
  it('empties the status while sending, then stores the answer and records the request', async () => {
    installFakeFetch(() => jsonResponse({ count: 3 }));
    const { result, responses, addHistory } = await setup(tab('POST', '_count', '{}'));
    await act(() => result.current.send(1));
    expect(responses).toEqual([
      { status: '', ok: true, bodyText: '{"old":1}' },
      {
        status: '200 OK',
        ok: true,
        bodyText: '{"count":3}',
        contentType: 'application/json; charset=UTF-8',
      },
    ]);
    expect(addHistory).toHaveBeenCalledWith(
      { method: 'POST', path: '_count', body: '{}' },
      '200 OK',
    );
    expect(result.current.isSending(1)).toBe(false);
  });

  it('keeps an error answer and records it with its status, without a notification', async () => {
    installFakeFetch(() => jsonResponse({ error: 'no' }, 404));
    const { result, responses, addHistory } = await setup(tab('GET', 'missing'));
    await act(() => result.current.send(1));
    expect(responses.at(-1)).toMatchObject({ status: '404 Not Found', ok: false });
    expect(addHistory).toHaveBeenCalledWith(
      { method: 'GET', path: 'missing', body: '' },
      '404 Not Found',
    );
    expect(getNotifications()).toEqual([]);
  });

  it('shows the network error in the body and as the Error notification', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { result, responses, addHistory } = await setup(tab('GET', '_cluster/health'));
    await act(() => result.current.send(1));
    expect(responses.at(-1)).toEqual({ status: '', ok: false, bodyText: '// Network Error' });
    expect(addHistory).not.toHaveBeenCalled();
    expect(getNotifications()).toEqual([
      expect.objectContaining({ color: 'red', title: 'Error', body: 'Network Error' }),
    ]);
  });

  it('ignores a second send of the same tab while the first runs', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = installFakeFetch(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    const { result } = await setup(tab('GET', '_cat/indices'));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.send(1);
    });
    expect(result.current.isSending(1)).toBe(true);
    await act(() => result.current.send(1));
    await act(async () => {
      answer(jsonResponse([]));
      await first;
    });
    expect(calls).toHaveLength(1);
  });
});
