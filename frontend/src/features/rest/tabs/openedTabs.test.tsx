import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore, type AppStore } from '../../../test/store';
import { testCluster, testConnection } from '../../../test/fixtures';
import { initI18n } from '../../../i18n/i18n';
import { addRecord, deleteAllAppDatabases, getAllRecords } from '../../../engine/clusterDb';
import { OPENED_TABS_FRESH_MS, readTabs, restOnOpen, takeOpenedTabs } from './openedTabs';
import { newTab } from './tabs';
import { useRestTabs } from './useRestTabs';

const UUID = 'opened-uuid';

const storeOf = (uuid = UUID) =>
  createAppStore({ connection: testConnection([testCluster({ uuid })], 0) });

function mountTabs(store: AppStore) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(() => useRestTabs(UUID), { wrapper });
}

beforeAll(() => initI18n('en'));

afterEach(async () => {
  takeOpenedTabs('');
  await deleteAllAppDatabases();
});

describe('the REST console opened by its route', () => {
  it("reads the cluster's tabs, so that the console's first render shows them", async () => {
    await addRecord(UUID, 'restQueryTabs', newTab('one', 1));
    await addRecord(UUID, 'restQueryTabs', newTab('two', 2));
    const store = storeOf();
    await store.dispatch(restOnOpen(new URL('http://localhost/cluster/0/rest')));
    const { result } = mountTabs(store);
    expect(result.current.tabs?.map((tab) => tab.label)).toEqual(['one', 'two']);
    expect(result.current.activeTab?.label).toBe('one');
  });

  it('creates the first tab of a cluster that has none once, when the console mounts during the read', async () => {
    const store = storeOf();
    const opening = store.dispatch(restOnOpen(new URL('http://localhost/cluster/0/rest')));
    const { result } = mountTabs(store);
    expect(result.current.tabs).toBeNull();
    await act(() => opening);
    await waitFor(() => expect(result.current.tabs).toHaveLength(1));
    expect(result.current.activeTab?.label).toBe('Tab 1');
    expect(await getAllRecords(UUID, 'restQueryTabs')).toHaveLength(1);
  });

  it('leaves a console of another cluster, or one mounted long after, to read its own tabs', async () => {
    await addRecord(UUID, 'restQueryTabs', newTab('stored', 1));
    const opened = new URL('http://localhost/cluster/0/rest');
    const store = storeOf();
    await store.dispatch(restOnOpen(opened));
    expect(takeOpenedTabs('another-uuid')).toBeNull();
    await store.dispatch(restOnOpen(opened));
    expect(takeOpenedTabs(UUID, Date.now() + OPENED_TABS_FRESH_MS + 1)).toBeNull();
    await store.dispatch(restOnOpen(opened));
    expect((await takeOpenedTabs(UUID)?.tabs)?.map((tab) => tab.label)).toEqual(['stored']);
    // Taken once: a console mounted later reads the database again.
    expect(takeOpenedTabs(UUID)).toBeNull();
  });

  it('reads once when the opening and a console read an empty database at the same time', async () => {
    const label = (n: number) => `Tab ${n}`;
    const [first, second] = await Promise.all([readTabs(UUID, label), readTabs(UUID, label)]);
    expect(first).toBe(second);
    expect(await getAllRecords(UUID, 'restQueryTabs')).toHaveLength(1);
  });

  it('reads nothing for a cluster whose console is already mounted', async () => {
    const store = storeOf();
    const { result } = mountTabs(store);
    await waitFor(() => expect(result.current.tabs).toHaveLength(1));
    await act(() => store.dispatch(restOnOpen(new URL('http://localhost/cluster/0/rest'))));
    expect(takeOpenedTabs(UUID)).toBeNull();
    expect(await getAllRecords(UUID, 'restQueryTabs')).toHaveLength(1);
  });

  it('reads nothing before the cluster has an identity', async () => {
    const store = createAppStore({ connection: testConnection([testCluster({ uuid: '' })], 0) });
    await store.dispatch(restOnOpen(new URL('http://localhost/cluster/0/rest')));
    expect(takeOpenedTabs('')).toBeNull();
  });
});
