import { parseConnection } from '../features/clusters/connection/connectionParse';
import {
  BACKUP_AREA_KEYS,
  isBackupAreaKey,
  migrateBackupArea,
  migrateLegacyCluster,
  PER_CLUSTER_AREA_PREFIXES,
} from './backupAreas';
import { LEGACY_BACKUP_AREAS } from '../test/backupAreas';

const LEGACY_FIELDS = {
  name: 'legacy',
  uri: 'http://localhost:9200',
  clusterName: 'prod',
  version: '7.17.0',
  majorVersion: '7',
  uuid: 'abc',
  status: 'green',
};
const legacyCluster = (username: string, password: string) => ({
  ...LEGACY_FIELDS,
  username,
  password,
});

describe('BACKUP_AREA_KEYS', () => {
  it('holds every area of the backup file and the other settings areas', () => {
    for (const key of LEGACY_BACKUP_AREAS) {
      expect(BACKUP_AREA_KEYS).toContain(key);
    }
    expect(BACKUP_AREA_KEYS).toEqual(expect.arrayContaining(['search', 'nodes', 'shards']));
  });
});

describe('isBackupAreaKey', () => {
  it('accepts every persisted area and every per-cluster area of a listed prefix', () => {
    for (const key of BACKUP_AREA_KEYS) expect(isBackupAreaKey(key)).toBe(true);
    expect(PER_CLUSTER_AREA_PREFIXES).toContain('search-');
    expect(isBackupAreaKey('search-0a1b2c')).toBe(true);
  });

  it('refuses a bare prefix and keys of no area', () => {
    expect(isBackupAreaKey('search-')).toBe(false);
    expect(isBackupAreaKey('searching')).toBe(false);
    expect(isBackupAreaKey('other')).toBe(false);
  });
});

describe('migrateLegacyCluster', () => {
  it('turns a username and password into basic auth', () => {
    expect(migrateLegacyCluster(legacyCluster('elastic', 'secret'))).toEqual({
      ...LEGACY_FIELDS,
      auth: { authType: 'basicAuth', authData: { username: 'elastic', password: 'secret' } },
    });
  });

  it('turns a password without a username into an API key', () => {
    expect(migrateLegacyCluster(legacyCluster('', 'a2V5'))).toMatchObject({
      auth: { authType: 'apiKey', authData: { apiKey: 'a2V5' } },
    });
  });

  it('gives no authorization when both are empty', () => {
    const migrated = migrateLegacyCluster(legacyCluster('', ''));
    expect(migrated).toMatchObject({ auth: { authType: 'none', authData: {} } });
    expect(migrated).not.toHaveProperty('username');
  });

  it('leaves a cluster that has auth as it is', () => {
    const current = { ...legacyCluster('x', 'y'), auth: { authType: 'none', authData: {} } };
    expect(migrateLegacyCluster(current)).toBe(current);
  });
});

describe('migrateBackupArea', () => {
  it('migrates every legacy cluster of the connection area and keeps the active index', () => {
    const migrated = migrateBackupArea('connection', {
      clusters: [legacyCluster('elastic', 'pw'), legacyCluster('', 'key')],
      activeClusterIndex: 1,
    });
    const parsed = parseConnection(migrated);
    expect(parsed?.activeClusterIndex).toBe(1);
    expect(parsed?.clusters.map((cluster) => cluster.auth.authType)).toEqual([
      'basicAuth',
      'apiKey',
    ]);
  });

  it('rejects a connection area without a cluster list', () => {
    expect(migrateBackupArea('connection', { activeClusterIndex: 0 })).toBeNull();
    expect(migrateBackupArea('connection', 'clusters')).toBeNull();
  });

  it('keeps other areas that are objects and rejects those that are not', () => {
    const theme = { preference: 'dark', appTheme: 'dark' };
    expect(migrateBackupArea('theme', theme)).toBe(theme);
    expect(migrateBackupArea('theme', 'dark')).toBeNull();
    expect(migrateBackupArea('i18n', null)).toBeNull();
  });
});
