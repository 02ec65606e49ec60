import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import {
  addRecord,
  clearStore,
  clusterDbName,
  deleteAllAppDatabases,
  deleteRecord,
  exportClusterDb,
  getAllRecords,
  getHistoryByDate,
  getRecord,
  importClusterDb,
  listAppDatabases,
  openClusterDb,
  putRecord,
  uuidOfDbName,
  type RestQueryTab,
} from './clusterDb';

function tab(label: string): RestQueryTab {
  return {
    name: `tab-${label}`,
    label,
    request: { method: 'POST', path: '', body: '' },
    response: { status: '', ok: false, bodyText: '' },
  };
}

afterEach(async () => {
  await deleteAllAppDatabases();
});

describe('cluster database layout', () => {
  it('is named after the cluster uuid with version 1 and its three stores', async () => {
    const db = await openClusterDb('uuid-a');
    expect(db.name).toBe('shardscope-uuid-a');
    expect(db.version).toBe(1);
    expect([...db.objectStoreNames].sort()).toEqual([
      'restQueryHistory',
      'restQuerySavedQueries',
      'restQueryTabs',
    ]);
    const tx = db.transaction(['restQueryHistory', 'restQuerySavedQueries', 'restQueryTabs']);
    for (const name of ['restQueryHistory', 'restQuerySavedQueries', 'restQueryTabs'] as const) {
      const store = tx.objectStore(name);
      expect(store.keyPath).toBe('id');
      expect(store.autoIncrement).toBe(true);
    }
    expect([...tx.objectStore('restQueryHistory').indexNames]).toEqual(['date']);
    expect(tx.objectStore('restQueryHistory').index('date').keyPath).toBe('date');
  });

  it('keeps each cluster in its own database', async () => {
    await addRecord('uuid-a', 'restQueryTabs', tab('A'));
    await addRecord('uuid-b', 'restQueryTabs', tab('B'));
    expect((await getAllRecords('uuid-a', 'restQueryTabs')).map((t) => t.label)).toEqual(['A']);
    expect((await getAllRecords('uuid-b', 'restQueryTabs')).map((t) => t.label)).toEqual(['B']);
  });
});

describe('record operations', () => {
  it('gives inserted records increasing numeric ids, ignoring an id passed in', async () => {
    const first = await addRecord('u', 'restQueryTabs', { ...tab('one'), id: 99 });
    const second = await addRecord('u', 'restQueryTabs', tab('two'));
    expect(typeof first).toBe('number');
    expect(second).toBeGreaterThan(first);
    expect(await getRecord('u', 'restQueryTabs', first)).toMatchObject({ id: first, label: 'one' });
    expect(await getRecord('u', 'restQueryTabs', 99)).toBeUndefined();
  });

  it('updates, deletes and clears', async () => {
    const id = await addRecord('u', 'restQuerySavedQueries', {
      method: 'GET',
      path: '_cat/indices',
      body: '',
    });
    await putRecord('u', 'restQuerySavedQueries', {
      id,
      method: 'GET',
      path: '_cat/indices',
      body: '',
      name: 'cat',
    });
    expect(await getRecord('u', 'restQuerySavedQueries', id)).toMatchObject({ name: 'cat' });
    await deleteRecord('u', 'restQuerySavedQueries', id);
    expect(await getAllRecords('u', 'restQuerySavedQueries')).toEqual([]);
    await addRecord('u', 'restQueryTabs', tab('x'));
    await clearStore('u', 'restQueryTabs');
    expect(await getAllRecords('u', 'restQueryTabs')).toEqual([]);
  });

  it('reads history in date order through the date index', async () => {
    const entry = (path: string, iso: string) => ({
      method: 'GET',
      path,
      body: '',
      date: new Date(iso),
    });
    await addRecord('u', 'restQueryHistory', entry('late', '2024-03-01T00:00:00Z'));
    await addRecord('u', 'restQueryHistory', entry('early', '2024-01-01T00:00:00Z'));
    await addRecord('u', 'restQueryHistory', entry('middle', '2024-02-01T00:00:00Z'));
    const paths = (await getHistoryByDate('u')).map((e) => e.path);
    expect(paths).toEqual(['early', 'middle', 'late']);
  });
});

describe('export and import', () => {
  it('exports the three stores as arrays and imports them into another cluster unchanged', async () => {
    await addRecord('src', 'restQueryTabs', tab('T'));
    await addRecord('src', 'restQuerySavedQueries', {
      method: 'PUT',
      path: 'x',
      body: '{}',
      name: 'n',
    });
    await addRecord('src', 'restQueryHistory', {
      method: 'GET',
      path: '_cluster/health',
      body: '',
      date: new Date('2024-05-05T10:00:00Z'),
    });
    const exported = await exportClusterDb('src');
    expect(exported.restQueryTabs).toHaveLength(1);
    expect(exported.restQuerySavedQueries[0]).toMatchObject({ name: 'n', path: 'x' });
    expect(exported.restQueryHistory[0].date).toBeInstanceOf(Date);

    await importClusterDb('dst', exported);
    expect(await exportClusterDb('dst')).toEqual(exported);
  });

  it('replaces what was there and turns backup date strings into dates', async () => {
    await addRecord('u', 'restQueryTabs', tab('old'));
    await addRecord('u', 'restQuerySavedQueries', { method: 'GET', path: 'old', body: '' });
    const backup = JSON.parse(
      JSON.stringify({
        restQueryHistory: [
          { id: 7, method: 'GET', path: 'b', body: '', date: new Date('2024-02-01T00:00:00Z') },
          { id: 3, method: 'GET', path: 'a', body: '', date: new Date('2024-01-01T00:00:00Z') },
        ],
        restQueryTabs: [{ ...tab('new'), id: 5 }],
      }),
    );
    await importClusterDb('u', backup);
    const history = await getHistoryByDate('u');
    expect(history.map((e) => [e.id, e.path])).toEqual([
      [3, 'a'],
      [7, 'b'],
    ]);
    expect(history[0].date).toEqual(new Date('2024-01-01T00:00:00Z'));
    expect((await getAllRecords('u', 'restQueryTabs')).map((t) => [t.id, t.label])).toEqual([
      [5, 'new'],
    ]);
    expect(await getAllRecords('u', 'restQuerySavedQueries')).toEqual([]);
    // The auto-increment key continues after the imported ids.
    expect(await addRecord('u', 'restQueryTabs', tab('after'))).toBeGreaterThan(5);
  });

  it('changes nothing when one record cannot be stored', async () => {
    await addRecord('u', 'restQueryTabs', tab('kept'));
    const unstorable = {
      ...tab('bad'),
      id: 2,
      request: { method: 'GET', path: '', body: () => '' },
    };
    await expect(
      importClusterDb('u', {
        restQueryTabs: [{ ...tab('ok'), id: 1 }, unstorable as unknown as RestQueryTab],
      }),
    ).rejects.toThrow();
    expect((await getAllRecords('u', 'restQueryTabs')).map((t) => t.label)).toEqual(['kept']);
  });
});

describe('app databases', () => {
  it('lists and deletes only databases with the shardscope- prefix', async () => {
    await openClusterDb('one');
    await openClusterDb('two');
    const foreign = await openDB('other-app', 1, {
      upgrade: (db) => void db.createObjectStore('s'),
    });
    foreign.close();
    expect((await listAppDatabases()).sort()).toEqual(['shardscope-one', 'shardscope-two']);

    await deleteAllAppDatabases();
    expect(await listAppDatabases()).toEqual([]);
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).toContain('other-app');
  });

  it('also deletes the databases of known clusters where the browser cannot list them', async () => {
    await addRecord('known', 'restQueryTabs', tab('kept until reset'));
    await addRecord('other', 'restQueryTabs', tab('unlisted'));
    // An older browser: no indexedDB.databases().
    Object.defineProperty(indexedDB, 'databases', { value: undefined, configurable: true });
    try {
      expect(await listAppDatabases()).toEqual([]);
      await deleteAllAppDatabases(['known']);
    } finally {
      Reflect.deleteProperty(indexedDB, 'databases');
    }
    expect(await listAppDatabases()).toEqual(['shardscope-other']);
  });

  it('reopens a deleted cluster database empty', async () => {
    await addRecord('u', 'restQueryTabs', tab('gone'));
    await deleteAllAppDatabases();
    expect(await getAllRecords('u', 'restQueryTabs')).toEqual([]);
  });

  it('maps names and uuids both ways', () => {
    expect(clusterDbName('abc')).toBe('shardscope-abc');
    expect(uuidOfDbName('shardscope-abc')).toBe('abc');
    expect(uuidOfDbName('other-abc')).toBeNull();
    expect(uuidOfDbName('shardscope-imports')).toBeNull();
    expect(uuidOfDbName('shardscope-copies')).toBeNull();
  });
});
