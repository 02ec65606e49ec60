import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { attachClusterApi } from '../../../app/clusterApiStore';
import type { RootState } from '../../../app/rootReducer';
import { createAppStore as createStore, type AppStore } from '../../../test/store';
import { testCluster, testConnection } from '../../../test/fixtures';
import { initI18n } from '../../../i18n/i18n';
import {
  addRecord,
  deleteAllAppDatabases,
  getAllRecords,
  getRecord,
} from '../../../engine/clusterDb';
import { newTab } from './tabs';
import { TAB_SAVE_DEBOUNCE_MS } from './restTabsApi';
import { useRestTabs } from './useRestTabs';

const UUID = 'cluster-uuid';

/** A store whose active cluster is UUID's, joined to the cluster data cache. */
function createAppStore(state: Partial<RootState> = {}): AppStore {
  const store = createStore({
    connection: testConnection([testCluster({ uuid: UUID })], 0),
    ...state,
  });
  attachClusterApi(store);
  return store;
}

async function renderTabs(store: AppStore = createAppStore()) {
  await initI18n('en');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const view = renderHook(() => useRestTabs(UUID), { wrapper });
  await waitFor(() => expect(view.result.current.tabs).not.toBeNull());
  return { store, ...view };
}

afterEach(async () => {
  vi.useRealTimers();
  await deleteAllAppDatabases();
});

describe('useRestTabs', () => {
  it('creates "Tab 1" with a GET request when the cluster has no tabs, and stores it', async () => {
    const { result } = await renderTabs();
    expect(result.current.tabs).toHaveLength(1);
    expect(result.current.activeTab).toMatchObject({
      label: 'Tab 1',
      request: { method: 'GET', path: '', body: '' },
    });
    expect(await getAllRecords(UUID, 'restQueryTabs')).toHaveLength(1);
  });

  it('opens the stored tabs with the remembered one active, or the first', async () => {
    const first = await addRecord(UUID, 'restQueryTabs', newTab('one', 1));
    const second = await addRecord(UUID, 'restQueryTabs', newTab('two', 2));
    const store = createAppStore({
      restQuery: { activeTabs: { [UUID]: second }, panel: null, split: 42 },
    });
    const { result, unmount } = await renderTabs(store);
    expect(result.current.tabs?.map((tab) => tab.label)).toEqual(['one', 'two']);
    expect(result.current.activeTab?.id).toBe(second);
    unmount();
    const forgotten = await renderTabs(
      createAppStore({ restQuery: { activeTabs: { [UUID]: 999 }, panel: null, split: 42 } }),
    );
    expect(forgotten.result.current.activeTab?.id).toBe(first);
  });

  it('saves an edit 100 ms after the last change', async () => {
    const { result } = await renderTabs();
    const id = result.current.activeTab?.id ?? -1;
    const storedPath = async () => (await getRecord(UUID, 'restQueryTabs', id))?.request.path;
    // Only timers are faked: the database works on setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => result.current.setRequest(id, { path: 'lo' }));
    await act(() => vi.advanceTimersByTimeAsync(60));
    act(() => result.current.setRequest(id, { path: 'logs/_search' }));
    expect(result.current.activeTab?.request.path).toBe('logs/_search');
    await act(() => vi.advanceTimersByTimeAsync(TAB_SAVE_DEBOUNCE_MS - 10));
    expect(await storedPath()).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(10));
    let path = await storedPath();
    for (let i = 0; i < 20 && path !== 'logs/_search'; i += 1) path = await storedPath();
    expect(path).toBe('logs/_search');
  });

  it('makes an added tab active, and activates the first when the active one is removed', async () => {
    const { result, store } = await renderTabs();
    await act(() => result.current.add({ method: 'GET', path: '_cat/shards', body: '' }));
    const added = result.current.activeTab;
    expect(added).toMatchObject({
      label: 'Tab 2',
      request: { method: 'GET', path: '_cat/shards' },
    });
    expect(store.getState().restQuery.activeTabs[UUID]).toBe(added?.id);

    await act(() => result.current.remove(added?.id ?? -1));
    expect(result.current.tabs?.map((tab) => tab.label)).toEqual(['Tab 1']);
    expect(result.current.activeTab?.label).toBe('Tab 1');
    expect((await getAllRecords(UUID, 'restQueryTabs')).map((tab) => tab.label)).toEqual(['Tab 1']);
  });

  it('does not write back a removed tab whose edit was still waiting', async () => {
    const { result } = await renderTabs();
    await act(() => result.current.add());
    const id = result.current.activeTab?.id ?? -1;
    act(() => result.current.setRequest(id, { path: 'pending' }));
    await act(() => result.current.remove(id));
    await new Promise((resolve) => setTimeout(resolve, TAB_SAVE_DEBOUNCE_MS * 2));
    expect(await getRecord(UUID, 'restQueryTabs', id)).toBeUndefined();
  });

  it('loads a request into the active tab and clears its response', async () => {
    const { result } = await renderTabs();
    const id = result.current.activeTab?.id ?? -1;
    act(() => result.current.setResponse(id, { status: '200 OK', ok: true, bodyText: '{}' }));
    act(() => result.current.applyToActive({ method: 'DELETE', path: 'old', body: '' }));
    expect(result.current.activeTab).toMatchObject({
      request: { method: 'DELETE', path: 'old', body: '' },
      response: { status: '', ok: false, bodyText: '' },
    });
  });

  const pasted = [
    { method: 'PUT', path: 'logs', body: '{"settings":{}}' },
    { method: 'POST', path: 'logs/_doc', body: '{"msg":"a"}' },
    { method: 'GET', path: '_cat/indices?v', body: '' },
  ];
  const requests = (tabs: { request: unknown }[] | null) => tabs?.map((tab) => tab.request);
  /** Waits until the stored tabs hold `expected` (so no write lands after the test). */
  const waitForStored = (expected: unknown[]) =>
    waitFor(async () =>
      expect((await getAllRecords(UUID, 'restQueryTabs')).map((tab) => tab.request)).toEqual(
        expected,
      ),
    );

  it('fills the tab with one pasted request, opening no other', async () => {
    const { result } = await renderTabs();
    const id = result.current.activeTab?.id ?? -1;
    act(() => result.current.setRequest(id, { path: 'old' }));
    await act(() => result.current.paste(id, [pasted[0]]));
    expect(requests(result.current.tabs)).toEqual([pasted[0]]);
    expect(result.current.activeTab?.id).toBe(id);
    await waitForStored([pasted[0]]);
  });

  it('fills a blank tab with the first of several pasted requests and opens one tab per other', async () => {
    const { result } = await renderTabs();
    const id = result.current.activeTab?.id ?? -1;
    await act(() => result.current.paste(id, pasted));
    expect(requests(result.current.tabs)).toEqual(pasted);
    expect(result.current.tabs?.map((tab) => tab.label)).toEqual(['Tab 1', 'Tab 2', 'Tab 3']);
    expect(result.current.activeTab?.id).toBe(id);
    await waitForStored(pasted);
  });

  it('keeps a tab that is not blank and opens every pasted request in a new tab', async () => {
    const { result } = await renderTabs();
    const id = result.current.activeTab?.id ?? -1;
    const kept = { method: 'GET', path: '', body: '{"size":0}' };
    act(() => result.current.setRequest(id, { body: kept.body }));
    await act(() => result.current.paste(id, pasted.slice(0, 2)));
    expect(requests(result.current.tabs)).toEqual([kept, ...pasted.slice(0, 2)]);
    expect(result.current.activeTab).toMatchObject({ label: 'Tab 2', request: pasted[0] });
    await waitForStored([kept, ...pasted.slice(0, 2)]);
  });

  it('never removes the last tab', async () => {
    const { result } = await renderTabs();
    await act(() => result.current.remove(result.current.activeTab?.id ?? -1));
    expect(result.current.tabs).toHaveLength(1);
  });
});
