import { createPersistedStore } from '../../../app/store';
import type { Cluster } from '../../../api/types';
import { savedCluster } from '../testClusters';
import { AWS_SESSION_CLUSTER, sessionOnlyCluster } from '../testSessionSecrets';
import { addCluster, sessionSecretEntered } from './connectionSlice';
import {
  needsSessionSecret,
  readSessionSecret,
  sessionSecretKey,
  storedConnection,
  withSessionSecrets,
} from './sessionSecrets';

const sessionOnly = sessionOnlyCluster('pw-secret');
const remembered = savedCluster({
  name: 'remembered',
  uri: 'http://remembered:9200',
  auth: { authType: 'apiKey', authData: { apiKey: 'kept-key' } },
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storedConnection', () => {
  it('keeps session-only secrets out of the stored record and in session storage', () => {
    const stored = storedConnection({
      clusters: [sessionOnly, AWS_SESSION_CLUSTER, remembered],
      activeClusterIndex: 0,
    });
    const text = JSON.stringify(stored);
    for (const secret of ['pw-secret', 'aws-secret', 'token-secret'])
      expect(text).not.toContain(secret);
    expect(stored.clusters[0].auth.authData).toEqual({ username: 'elastic', password: '' });
    expect(stored.clusters[1].auth.authData).toMatchObject({
      accessKeyId: 'AKIA',
      region: 'eu-west-1',
    });
    // A cluster that remembers its secret keeps it where it always was.
    expect(stored.clusters[2].auth).toEqual(remembered.auth);
    expect(
      JSON.parse(sessionStorage.getItem(sessionSecretKey('http://session:9200')) ?? ''),
    ).toEqual({
      password: 'pw-secret',
    });
    expect(readSessionSecret('https://aws:443')).toEqual({
      secretAccessKey: 'aws-secret',
      sessionToken: 'token-secret',
    });
  });

  it('writes the withheld clusters back after the offered ones', () => {
    const own = savedCluster({ name: 'own', uri: 'http://own:9200' });
    const stored = storedConnection({
      clusters: [remembered],
      activeClusterIndex: 0,
      withheld: [own],
    });
    expect(stored.clusters.map((c) => c.name)).toEqual(['remembered', 'own']);
    expect(stored).not.toHaveProperty('withheld');
  });
});

describe('withSessionSecrets', () => {
  it('puts back the secrets of this browser session, and only those', () => {
    storedConnection({ clusters: [sessionOnly], activeClusterIndex: 0 });
    const stripped = storedConnection({
      clusters: [sessionOnly, AWS_SESSION_CLUSTER],
      activeClusterIndex: 0,
    });
    sessionStorage.removeItem(sessionSecretKey('https://aws:443'));
    const read = withSessionSecrets(stripped);
    expect(read.clusters[0].auth).toEqual(sessionOnly.auth);
    expect(needsSessionSecret(read.clusters[0])).toBe(false);
    expect(needsSessionSecret(read.clusters[1])).toBe(true);
  });
});

describe('needsSessionSecret', () => {
  it('is true for a session-only cluster without its secret', () => {
    expect(needsSessionSecret(without(sessionOnly))).toBe(true);
    expect(needsSessionSecret(sessionOnly)).toBe(false);
  });

  it('is false for clusters that remember their secret, have none, or are proxied', () => {
    expect(
      needsSessionSecret({ ...remembered, auth: { authType: 'apiKey', authData: { apiKey: '' } } }),
    ).toBe(false);
    expect(needsSessionSecret({ ...sessionOnly, auth: { authType: 'none', authData: {} } })).toBe(
      false,
    );
    expect(needsSessionSecret({ ...without(sessionOnly), proxyId: 'prod' })).toBe(false);
  });
});

describe('the persisted connection area', () => {
  it('never writes a session-only secret to local storage; a new store reads it back from the session', () => {
    const store = createPersistedStore();
    store.dispatch(addCluster(sessionOnly));
    const stored = localStorage.getItem('connection') ?? '';
    expect(stored).toContain('http://session:9200');
    expect(stored).not.toContain('pw-secret');
    expect(JSON.parse(stored).clusters[0].sessionSecret).toBe(true);
    // A reload in the same tab.
    expect(createPersistedStore().getState().connection.clusters[0].auth).toEqual(sessionOnly.auth);
    // A new browser session.
    sessionStorage.clear();
    const fresh = createPersistedStore().getState().connection.clusters[0];
    expect(needsSessionSecret(fresh)).toBe(true);
  });

  it('keeps a secret entered at connect time for the session only', () => {
    const store = createPersistedStore();
    store.dispatch(addCluster(without(sessionOnly)));
    store.dispatch(
      sessionSecretEntered({ index: 0, uri: sessionOnly.uri, auth: sessionOnly.auth }),
    );
    expect(localStorage.getItem('connection')).not.toContain('pw-secret');
    expect(readSessionSecret(sessionOnly.uri)).toEqual({ password: 'pw-secret' });
  });
});

/** The cluster as local storage holds it: without its session-only secret. */
function without(cluster: Cluster): Cluster {
  return storedConnection({ clusters: [cluster], activeClusterIndex: 0 }, null).clusters[0];
}
