import 'fake-indexeddb/auto';
import { isBackupAreaKey, migrateBackupArea } from '../../../test/backupAreas';
import * as restDb from '../../../engine/clusterDb';
import { savePersisted, thawPersistence } from '../../../lib/storage';
import { parseBackup, type Backup, type BackupRules } from './backupFile';
import { snapshotStorage } from './backupStorage';
import { backupText, collectBackup } from './exportBackup';
import { applyBackup } from './importBackup';

const rules: BackupRules = { isStoreKey: isBackupAreaKey, migrateArea: migrateBackupArea };

const tab = (label: string): restDb.RestQueryTab => ({
  name: `tab-${label}`,
  label,
  request: { method: 'POST', path: 'logs/_search', body: '{"size":1}' },
  response: { status: '200 OK', ok: true, bodyText: '{}' },
});

async function seed(): Promise<void> {
  localStorage.setItem(
    'connection',
    JSON.stringify({
      clusters: [
        {
          name: 'one',
          uri: 'http://localhost:9200',
          uuid: 'uuid-1',
          status: 'green',
          auth: { authType: 'basicAuth', authData: { username: 'u', password: 'p' } },
        },
      ],
      activeClusterIndex: 0,
    }),
  );
  localStorage.setItem(
    'search',
    JSON.stringify({ documentFieldMaxLength: 42, localizeTimestamp: false }),
  );
  localStorage.setItem('codeEditor', JSON.stringify({ vimMode: true, wrapLines: false }));
  // The search screen's per-cluster area, and one of a removed cluster.
  localStorage.setItem('search-uuid-1', JSON.stringify({ q: 'status:500', filter: '' }));
  localStorage.setItem('search-uuid-2', JSON.stringify({ q: '*' }));
  localStorage.setItem(
    'restQuery',
    JSON.stringify({ activeTabs: { 'uuid-1': 2 }, panel: 'history' }),
  );
  await restDb.addRecord('uuid-1', 'restQueryHistory', {
    method: 'GET',
    path: '_cat/nodes',
    body: '',
    date: new Date(1000),
  });
  await restDb.addRecord('uuid-1', 'restQueryHistory', {
    method: 'POST',
    path: 'x',
    body: '{}',
    date: new Date(2000),
  });
  await restDb.addRecord('uuid-1', 'restQuerySavedQueries', {
    method: 'GET',
    path: '_cluster/health',
    body: '',
    name: 'h',
  });
  await restDb.addRecord('uuid-1', 'restQueryTabs', tab('Tab 1'));
  await restDb.addRecord('uuid-1', 'restQueryTabs', {
    ...tab('Tab 2'),
    response: { status: '200 OK', ok: true, bodyText: '', droppedLength: 3_000_000 },
  });
  await restDb.addRecord('uuid-2', 'restQueryTabs', tab('Removed cluster'));
}

/** Everything the app keeps in this browser, in a comparable form. */
async function browserContents() {
  const names = (await restDb.listAppDatabases()).sort();
  const databases = await Promise.all(
    names.map((name) => restDb.exportClusterDb(restDb.uuidOfDbName(name) ?? '')),
  );
  return { storage: [...snapshotStorage(localStorage)].sort(), names, databases };
}

async function reset(): Promise<void> {
  await restDb.deleteAllAppDatabases();
  localStorage.clear();
}

function readBack(text: string): Backup {
  const read = parseBackup(text, rules);
  if (!read.ok) throw new Error(`unreadable backup: ${read.problem}`);
  return read.backup;
}

afterEach(async () => {
  vi.restoreAllMocks();
  thawPersistence();
  await reset();
});

describe('export, reset, import', () => {
  it('gives back identical local storage and REST console databases', async () => {
    await seed();
    const before = await browserContents();
    expect(before.names).toEqual(['shardscope-uuid-1', 'shardscope-uuid-2']);

    const text = backupText(
      await collectBackup(localStorage, rules.isStoreKey, '0.1.0', {
        clustersKey: 'connection',
        includeSecrets: true,
      }),
    );
    await reset();
    expect((await browserContents()).storage).toEqual([]);
    await applyBackup(readBack(text), localStorage);

    expect(await browserContents()).toEqual(before);
  });

  it('exports the version, the stored areas and each database', async () => {
    await seed();
    localStorage.setItem('unrelated', '{"not":"an area"}');
    const backup = JSON.parse(
      backupText(await collectBackup(localStorage, rules.isStoreKey, '0.1.0')),
    ) as Backup;
    expect(backup.version).toBe('0.1.0');
    expect(Object.keys(backup.store).sort()).toEqual([
      'codeEditor',
      'connection',
      'restQuery',
      'search',
      'search-uuid-1',
      'search-uuid-2',
    ]);
    expect(Object.keys(backup.idb).sort()).toEqual(['uuid-1', 'uuid-2']);
    expect(backup.idb['uuid-1'].restQueryHistory.map((entry) => entry.date)).toEqual([
      '1970-01-01T00:00:01.000Z',
      '1970-01-01T00:00:02.000Z',
    ]);
  });

  it('keeps the app from writing its old state over the imported one', async () => {
    await applyBackup(readBack('{"store":{"i18n":{"lang":"jp"}}}'), localStorage);
    savePersisted('i18n', { lang: 'en' });
    expect(localStorage.getItem('i18n')).toBe('{"lang":"jp"}');
  });
});

describe('an import that fails half-way', () => {
  it('puts back the previous local storage and records, and lets the app write again', async () => {
    await seed();
    const before = await browserContents();
    const backup = readBack(
      JSON.stringify({
        store: { i18n: { lang: 'ru' } },
        idb: {
          'uuid-1': { restQueryTabs: [{ ...tab('New'), id: 9 }] },
          'uuid-3': { restQueryTabs: [] },
        },
      }),
    );
    // The second cluster's write fails once, after the first cluster's records were replaced.
    const realImport = restDb.importClusterDb;
    let failed = false;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(restDb, 'importClusterDb').mockImplementation(async (uuid, data) => {
      if (uuid === 'uuid-3' && !failed) {
        failed = true;
        throw new Error('QuotaExceededError');
      }
      return realImport(uuid, data);
    });

    await expect(applyBackup(backup, localStorage)).rejects.toThrow('QuotaExceededError');

    const after = await browserContents();
    expect(after.storage).toEqual(before.storage);
    expect(await restDb.exportClusterDb('uuid-1')).toEqual(before.databases[0]);
    savePersisted('i18n', { lang: 'it' });
    expect(localStorage.getItem('i18n')).toBe('{"lang":"it"}');
  });
});
