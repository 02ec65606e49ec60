import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { openScreen } from '../../../api/screenQuery';
import { attachClusterApi } from '../../../app/clusterApiStore';
import { createAppStore, type AppStore } from '../../../test/store';
import { testCluster, testConnection } from '../../../test/fixtures';
import { initI18n } from '../../../i18n/i18n';
import {
  addRecord,
  deleteAllAppDatabases,
  getAllRecords,
  getRecord,
  putRecord,
} from '../../../engine/clusterDb';
import { REST_DATA, selectRestTabs } from './restTabsApi';
import { newTab } from './tabs';
import { useRestTabs } from './useRestTabs';

const UUID = 'opened-uuid';
const OPENED = new URL('http://localhost/cluster/0/rest');

function storeOf(uuid = UUID): AppStore {
  const store = createAppStore({ connection: testConnection([testCluster({ uuid })], 0) });
  attachClusterApi(store);
  return store;
}

function mountTabs(store: AppStore) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(() => useRestTabs(UUID), { wrapper });
}

beforeAll(() => initI18n('en'));

afterEach(async () => {
  await deleteAllAppDatabases();
});

describe('the REST console opened by its route', () => {
  it("reads the cluster's tabs, so that the console's first render shows them", async () => {
    await addRecord(UUID, 'restQueryTabs', newTab('one', 1));
    await addRecord(UUID, 'restQueryTabs', newTab('two', 2));
    const store = storeOf();
    await store.dispatch(openScreen(REST_DATA, OPENED));
    const { result } = mountTabs(store);
    expect(result.current.tabs?.map((tab) => tab.label)).toEqual(['one', 'two']);
    expect(result.current.activeTab?.label).toBe('one');
  });

  it('creates the first tab of a cluster that has none once, when the console mounts during the read', async () => {
    const store = storeOf();
    const opening = store.dispatch(openScreen(REST_DATA, OPENED));
    const { result } = mountTabs(store);
    expect(result.current.tabs).toBeNull();
    await act(() => opening);
    await waitFor(() => expect(result.current.tabs).toHaveLength(1));
    expect(result.current.activeTab?.label).toBe('Tab 1');
    expect(await getAllRecords(UUID, 'restQueryTabs')).toHaveLength(1);
  });

  it('reads the database once: an opening after an edit keeps the edit, written or not', async () => {
    await addRecord(UUID, 'restQueryTabs', newTab('stored', 1));
    const store = storeOf();
    await store.dispatch(openScreen(REST_DATA, OPENED));
    const { result, unmount } = mountTabs(store);
    const id = result.current.activeTab?.id ?? -1;
    act(() => result.current.setRequest(id, { path: '_cat/indices' }));
    unmount();
    // Another tab of the same database changes it meanwhile: the page's tabs stay what it edited.
    await addRecord(UUID, 'restQueryTabs', newTab('elsewhere', 2));
    await store.dispatch(openScreen(REST_DATA, OPENED));
    const tabs = selectRestTabs(store.getState(), UUID);
    expect(tabs?.map((tab) => [tab.label, tab.request.path])).toEqual([['stored', '_cat/indices']]);
    // Closing the console wrote the edit at once.
    await waitFor(async () =>
      expect((await getRecord(UUID, 'restQueryTabs', id))?.request.path).toBe('_cat/indices'),
    );
  });

  it('reads nothing before the cluster has an identity', async () => {
    const store = storeOf('');
    await store.dispatch(openScreen(REST_DATA, OPENED));
    expect(selectRestTabs(store.getState(), '')).toBeUndefined();
    expect(await getAllRecords('', 'restQueryTabs')).toHaveLength(0);
  });

  it('keeps the edits not written when the page hides, and the next page applies them once', async () => {
    await addRecord(UUID, 'restQueryTabs', newTab('stored', 1));
    const store = storeOf();
    await store.dispatch(openScreen(REST_DATA, OPENED));
    const { result } = mountTabs(store);
    const id = result.current.activeTab?.id ?? -1;
    act(() => result.current.setRequest(id, { path: 'logs/_search', body: '{"size":1}' }));
    // The page goes before its database write is done (a reload, a closed window).
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    const kept = window.localStorage.getItem(`restUnsavedTabs-${UUID}`);
    expect(JSON.parse(kept ?? 'null')).toEqual([
      { id, label: 'stored', request: { method: 'GET', path: 'logs/_search', body: '{"size":1}' } },
    ]);
    // Here the write lands after all (the page stayed): what was kept is forgotten. Put back as
    // a page that went would have left it: the edit kept, the database without it.
    await waitFor(() => expect(window.localStorage.getItem(`restUnsavedTabs-${UUID}`)).toBeNull());
    await putRecord(UUID, 'restQueryTabs', { ...newTab('stored', 1), id });
    window.localStorage.setItem(`restUnsavedTabs-${UUID}`, kept ?? '');

    const next = storeOf();
    await next.dispatch(openScreen(REST_DATA, OPENED));
    const tabs = selectRestTabs(next.getState(), UUID);
    expect(tabs?.map((tab) => [tab.label, tab.request.path, tab.request.body])).toEqual([
      ['stored', 'logs/_search', '{"size":1}'],
    ]);
    expect((await getRecord(UUID, 'restQueryTabs', id))?.request.path).toBe('logs/_search');
    expect(window.localStorage.getItem(`restUnsavedTabs-${UUID}`)).toBeNull();
  });

  it('forgets the kept edits once the page that stayed has written them', async () => {
    await addRecord(UUID, 'restQueryTabs', newTab('stored', 1));
    const store = storeOf();
    await store.dispatch(openScreen(REST_DATA, OPENED));
    const { result } = mountTabs(store);
    const id = result.current.activeTab?.id ?? -1;
    act(() => result.current.setRequest(id, { path: '_cat/nodes' }));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(window.localStorage.getItem(`restUnsavedTabs-${UUID}`)).not.toBeNull();
    await waitFor(() => expect(window.localStorage.getItem(`restUnsavedTabs-${UUID}`)).toBeNull());
    expect((await getRecord(UUID, 'restQueryTabs', id))?.request.path).toBe('_cat/nodes');
  });

  it('reads the tabs as stored when what was kept is broken', async () => {
    await addRecord(UUID, 'restQueryTabs', newTab('stored', 1));
    window.localStorage.setItem(`restUnsavedTabs-${UUID}`, '{not json');
    const store = storeOf();
    await store.dispatch(openScreen(REST_DATA, OPENED));
    expect(selectRestTabs(store.getState(), UUID)?.map((tab) => tab.request.path)).toEqual(['']);
    expect(window.localStorage.getItem(`restUnsavedTabs-${UUID}`)).toBeNull();
  });
});
