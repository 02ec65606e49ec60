import { isBackupAreaKey, LEGACY_BACKUP_AREAS, migrateBackupArea } from '../../../test/backupAreas';
import legacy from './testdata/legacy-1.10.0-backup.json';
import {
  backupFileName,
  buildBackup,
  isBackupFileType,
  parseBackup,
  type BackupRules,
} from './backupFile';

const rules: BackupRules = { isStoreKey: isBackupAreaKey, migrateArea: migrateBackupArea };
const legacyText = JSON.stringify(legacy);

function problemOf(text: string): string {
  const read = parseBackup(text, rules);
  return read.ok ? 'none' : read.problem;
}

describe('backupFileName', () => {
  it('names the file after the product and its version', () => {
    expect(backupFileName('0.1.0')).toBe('shardscope_0.1.0_backup.json');
  });
});

describe('isBackupFileType', () => {
  it('accepts a JSON type or a .json name', () => {
    expect(isBackupFileType({ name: 'backup', type: 'application/json' })).toBe(true);
    expect(isBackupFileType({ name: 'BACKUP.JSON', type: '' })).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isBackupFileType({ name: 'backup.txt', type: 'text/plain' })).toBe(false);
    expect(isBackupFileType({ name: 'backup.json.gz', type: 'application/gzip' })).toBe(false);
  });
});

describe('parseBackup of a backup from the product this one replaces', () => {
  const read = parseBackup(legacyText, rules);
  if (!read.ok) throw new Error(`the legacy fixture does not import: ${read.problem}`);
  const { backup } = read;

  it('keeps the version and every area', () => {
    expect(backup.version).toBe('1.10.0');
    expect(Object.keys(backup.store).sort()).toEqual(LEGACY_BACKUP_AREAS);
    expect(backup.store.i18n).toEqual({ lang: 'fr' });
  });

  it('migrates clusters saved with a username and password', () => {
    const connection = backup.store.connection as {
      clusters: Record<string, unknown>[];
      activeClusterIndex: number;
    };
    expect(connection.activeClusterIndex).toBe(1);
    expect(connection.clusters.map((cluster) => cluster.auth)).toEqual([
      { authType: 'basicAuth', authData: { username: 'elastic', password: 'changeme' } },
      {
        authType: 'apiKey',
        authData: { apiKey: 'VnVhQ2ZHY0JDZGJrUW0tZTVhT3g6dWkybHAyYXhUTm1zeWFrdzl0dk5udw==' },
      },
      { authType: 'none', authData: {} },
    ]);
    expect(connection.clusters[0]).not.toHaveProperty('password');
  });

  it('reads each cluster’s REST console records, history dates as dates', () => {
    const prod = backup.idb['Xk2fQ0bWTc6-prod'];
    expect(prod.restQueryHistory.map((entry) => entry.date.toISOString())).toEqual([
      '2024-03-01T10:15:00.000Z',
      '2024-03-02T08:00:30.500Z',
    ]);
    expect(prod.restQuerySavedQueries).toEqual([
      { id: 1, method: 'GET', path: '_cluster/health', body: '', name: 'health' },
      { id: 4, method: 'PUT', path: 'logs', body: '{}' },
    ]);
    expect(prod.restQueryTabs.map((tab) => tab.label)).toEqual(['Tab 1', 'Indices']);
    expect(backup.idb.R9aa1staging).toEqual({
      restQueryHistory: [],
      restQuerySavedQueries: [],
      restQueryTabs: [],
    });
  });
});

describe('parseBackup', () => {
  it('reads back what buildBackup made', () => {
    const store = {
      theme: { preference: 'light', appTheme: 'light' },
      search: { documentFieldMaxLength: 30 },
    };
    const idb = {
      u1: {
        restQueryHistory: [
          { id: 3, method: 'GET', path: '_cat/nodes', body: '', date: new Date(1_700_000_000_000) },
        ],
        restQuerySavedQueries: [],
        restQueryTabs: [],
      },
    };
    const read = parseBackup(JSON.stringify(buildBackup('0.1.0', store, idb)), rules);
    expect(read).toEqual({ ok: true, backup: { version: '0.1.0', store, idb } });
  });

  it('keeps the per-cluster areas of the search screen', () => {
    const area = { q: 'status:500', indices: ['logs'] };
    const read = parseBackup(JSON.stringify({ store: { 'search-u1': area } }), rules);
    expect(read.ok && read.backup.store).toEqual({ 'search-u1': area });
  });

  it('leaves out areas the app does not know', () => {
    const read = parseBackup(
      JSON.stringify({ version: '1.2.0', store: { theme: { preference: 'auto' }, other: 1 } }),
      rules,
    );
    expect(read.ok && Object.keys(read.backup.store)).toEqual(['theme']);
  });

  it('accepts a backup without version or idb section', () => {
    expect(parseBackup('{"store":{}}', rules)).toEqual({
      ok: true,
      backup: { version: '', store: {}, idb: {} },
    });
  });

  it('names text that is not JSON, such as a truncated file', () => {
    expect(problemOf('not json')).toBe('json');
    expect(problemOf(legacyText.slice(0, legacyText.length / 2))).toBe('json');
  });

  it('names a file without a store', () => {
    expect(problemOf('{"version":"1.10.0","idb":{}}')).toBe('store');
    expect(problemOf('[]')).toBe('store');
    expect(problemOf('{"store":"x"}')).toBe('store');
  });

  it('names the first unusable value', () => {
    expect(problemOf('{"version":1,"store":{}}')).toBe('version');
    expect(problemOf('{"store":{"connection":{"activeClusterIndex":0}}}')).toBe('store.connection');
    expect(problemOf('{"store":{"theme":"dark"}}')).toBe('store.theme');
    expect(problemOf('{"store":{},"idb":{"u":{"restQueryTabs":[{"label":"x"}]}}}')).toBe(
      'idb.u.restQueryTabs[0].request',
    );
  });
});
