import { droppedStorageKeys } from '../../../lib/storage';
import {
  clusterProblem,
  migrateLegacyAuth,
  parseCluster,
  parseConnection,
} from './connectionParse';
import { CONNECTION_STORAGE_KEY, connectionArea } from './connectionSlice';
import { readPersistedArea } from '../../../lib/persistedArea';
import { testCluster } from '../../../test/fixtures';

const stored = (overrides: Record<string, unknown> = {}) => ({
  name: 'prod',
  uri: 'https://prod.example:9200',
  clusterName: 'prod-cluster',
  version: '8.15.0',
  majorVersion: '8',
  distribution: 'elasticsearch',
  uuid: 'abc',
  status: 'yellow',
  loading: true,
  predefined: false,
  flavor: 'default',
  auth: { authType: 'none', authData: {} },
  ...overrides,
});

describe('legacy migration', () => {
  it('turns a username and password into basic auth', () => {
    expect(migrateLegacyAuth('elastic', 'changeme')).toEqual({
      authType: 'basicAuth',
      authData: { username: 'elastic', password: 'changeme' },
    });
  });

  it('turns a password without username into an API key', () => {
    expect(migrateLegacyAuth('', 'a2V5OnNlY3JldA==')).toEqual({
      authType: 'apiKey',
      authData: { apiKey: 'a2V5OnNlY3JldA==' },
    });
  });

  it('turns neither into no authorization', () => {
    expect(migrateLegacyAuth('', '')).toEqual({ authType: 'none', authData: {} });
    expect(migrateLegacyAuth(undefined, undefined)).toEqual({ authType: 'none', authData: {} });
  });

  it('applies to a stored cluster that has no auth field', () => {
    const legacy = stored({ auth: undefined, username: 'admin', password: 'secret' });
    expect(parseCluster(legacy)?.auth).toEqual({
      authType: 'basicAuth',
      authData: { username: 'admin', password: 'secret' },
    });
  });
});

describe('parseCluster', () => {
  it('removes trailing slashes from the uri and clears a stale loading flag', () => {
    const cluster = parseCluster(stored({ uri: 'http://es.local:9200//' }));
    expect(cluster?.uri).toBe('http://es.local:9200');
    expect(cluster?.loading).toBe(false);
  });

  it('fills missing fields with defaults', () => {
    // The fixture's cluster, blank where the first check fills a cluster in.
    expect(parseCluster({ uri: 'http://localhost:9200' })).toEqual(
      testCluster({
        name: 'default cluster',
        clusterName: '',
        version: '',
        majorVersion: '',
        uuid: '',
        status: 'unknown',
      }),
    );
  });

  it('keeps protection, banner and proxy fields, and drops unknown protections', () => {
    const cluster = parseCluster({
      uri: 'http://localhost:9200',
      protection: 'read-only',
      label: ' PRODUCTION ',
      color: 'red',
      proxyId: 'prod',
      signedByProxy: true,
      insecure: true,
      sessionSecret: true,
    });
    expect(cluster).toMatchObject({
      protection: 'read-only',
      label: 'PRODUCTION',
      color: 'red',
      proxyId: 'prod',
      signedByProxy: true,
      insecure: true,
      sessionSecret: true,
    });
    expect(parseCluster({ uri: 'http://a:9200', protection: 'maybe' })?.protection).toBe('none');
  });

  it('reads a numeric majorVersion as written by older versions', () => {
    expect(parseCluster(stored({ majorVersion: 7, version: '7.17.1' }))?.majorVersion).toBe('7');
  });

  it('keeps only the fields of the stored auth type', () => {
    const cluster = parseCluster(
      stored({
        auth: {
          authType: 'apiKey',
          authData: { apiKey: 'k', username: 'leftover', password: 'x' },
        },
      }),
    );
    expect(cluster?.auth).toEqual({ authType: 'apiKey', authData: { apiKey: 'k' } });
  });

  it.each([
    ['not an object', 'http://x'],
    ['no uri', { name: 'n' }],
    ['a uri that is not http(s)', stored({ uri: 'ftp://files.example' })],
    ['an unknown auth type', stored({ auth: { authType: 'kerberos', authData: {} } })],
  ])('rejects %s', (_case, raw) => {
    expect(parseCluster(raw)).toBeNull();
  });
});

describe('clusterProblem', () => {
  it('says why a stored cluster cannot be used', () => {
    expect(clusterProblem(stored())).toBeNull();
    expect(clusterProblem('http://es:9200')).toBe('notACluster');
    expect(clusterProblem(stored({ uri: 'ftp://es' }))).toBe('address');
    expect(clusterProblem(stored({ uri: 'http://elastic:pw@es:9200' }))).toBe('credentials');
    expect(clusterProblem({ uri: 'http://es:9200', auth: { authType: 'magic' } })).toBe('auth');
  });
});

describe('parseConnection', () => {
  it('rejects a value that is not a connection store', () => {
    expect(parseConnection('oops')).toBeNull();
    expect(parseConnection({ clusters: 'nope', activeClusterIndex: 0 })).toBeNull();
  });

  it('keeps the valid clusters of a partly invalid store and reports the dropped ones', () => {
    const raw = {
      clusters: [stored({ name: 'a' }), { name: 'broken' }, stored({ name: 'c' }), 42],
      activeClusterIndex: 2,
    };
    const state = parseConnection(raw, 'connection-under-test');
    expect(state?.clusters.map((c) => c.name)).toEqual(['a', 'c']);
    // The active cluster ('c') moved from index 2 to index 1.
    expect(state?.activeClusterIndex).toBe(1);
    expect(droppedStorageKeys()).toEqual(
      expect.arrayContaining([
        'connection-under-test.clusters[1]',
        'connection-under-test.clusters[3]',
      ]),
    );
    expect(droppedStorageKeys()).not.toContain('connection-under-test.clusters[0]');
  });

  it('makes the first cluster active when the active one was dropped', () => {
    const state = parseConnection({ clusters: [stored(), { uri: 7 }], activeClusterIndex: 1 });
    expect(state?.activeClusterIndex).toBe(0);
  });

  it('has no active cluster when no cluster is left', () => {
    expect(parseConnection({ clusters: [{}], activeClusterIndex: 0 })).toEqual({
      clusters: [],
      activeClusterIndex: null,
    });
  });
});

describe('reading the connection area', () => {
  afterEach(() => localStorage.clear());

  it('reads the persisted store, migrating legacy clusters', () => {
    const legacy = { name: 'old', uri: 'http://old:9200/', username: '', password: 'key' };
    localStorage.setItem(
      CONNECTION_STORAGE_KEY,
      JSON.stringify({ clusters: [legacy], activeClusterIndex: 0 }),
    );
    const state = readPersistedArea(connectionArea);
    expect(state.clusters[0]).toMatchObject({
      name: 'old',
      uri: 'http://old:9200',
      auth: { authType: 'apiKey' },
    });
    expect(state.activeClusterIndex).toBe(0);
  });

  it('falls back to no clusters and reports a value that is not JSON', () => {
    localStorage.setItem(CONNECTION_STORAGE_KEY, '{"clusters": [');
    expect(readPersistedArea(connectionArea)).toEqual({ clusters: [], activeClusterIndex: null });
    expect(droppedStorageKeys()).toContain(CONNECTION_STORAGE_KEY);
  });
});
