import 'fake-indexeddb/auto';
import { addRecord, listAppDatabases } from '../../../engine/clusterDb';
import { savePersisted, thawPersistence } from '../../../lib/storage';
import { pageLoad } from '../pageLoad';
import { resetApp } from './resetApp';

afterEach(() => {
  thawPersistence();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('resetApp', () => {
  it('deletes every database, clears local storage and opens the welcome screen', async () => {
    const replace = vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
    await addRecord('uuid-a', 'restQueryTabs', {
      name: 'tab-1',
      label: 'Tab 1',
      request: { method: 'GET', path: '', body: '' },
      response: { status: '', ok: false, bodyText: '' },
    });
    await addRecord('uuid-b', 'restQuerySavedQueries', { method: 'GET', path: '_cat', body: '' });
    localStorage.setItem('connection', '{"clusters":[],"activeClusterIndex":null}');
    localStorage.setItem('theme', '{"preference":"dark"}');
    expect(await listAppDatabases()).toHaveLength(2);

    await resetApp(localStorage);

    expect(await listAppDatabases()).toEqual([]);
    expect(localStorage.length).toBe(0);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace.mock.calls[0][0].href).toBe(new URL('welcome', document.baseURI).href);
  });

  it('deletes the saved clusters’ databases where the browser cannot list databases', async () => {
    vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
    await addRecord('uuid-a', 'restQuerySavedQueries', { method: 'GET', path: '_cat', body: '' });
    localStorage.setItem(
      'connection',
      JSON.stringify({ clusters: [{ name: 'a', uri: 'http://a:9200', uuid: 'uuid-a' }] }),
    );
    Object.defineProperty(indexedDB, 'databases', { value: undefined, configurable: true });
    try {
      await resetApp(localStorage);
    } finally {
      Reflect.deleteProperty(indexedDB, 'databases');
    }
    expect(await listAppDatabases()).toEqual([]);
  });

  it('keeps the app from writing its state back before the page reloads', async () => {
    vi.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
    await resetApp(localStorage);
    savePersisted('connection', { clusters: [] });
    expect(localStorage.getItem('connection')).toBeNull();
  });
});
