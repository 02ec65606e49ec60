import type { ConnectionState } from '../../../api/types';
import {
  mergePredefined,
  parsePredefinedClusters,
  predefinedAuth,
  predefinedCluster,
  proxyUri,
  withholdOwnClusters,
} from './predefinedClusters';
import { PROXIED_PRODUCTION, savedCluster } from '../testClusters';

describe('parsePredefinedClusters', () => {
  it('accepts only an array', () => {
    expect(parsePredefinedClusters({ name: 'x', uri: 'http://x:9200' })).toBeNull();
    expect(parsePredefinedClusters('[]')).toBeNull();
  });

  it('drops entries without a usable uri and keeps the others', () => {
    const entries = parsePredefinedClusters([
      { name: 'no uri' },
      { name: 'ok', uri: 'http://ok:9200', password: 7 },
      null,
      { name: 'ftp', uri: 'ftp://nope' },
    ]);
    expect(entries).toEqual([{ name: 'ok', uri: 'http://ok:9200' }]);
  });
});

describe('predefinedAuth', () => {
  it('uses basic auth when a username is given', () => {
    expect(
      predefinedAuth({ uri: 'u', username: 'elastic', password: 'pw', apiKey: 'ignored' }),
    ).toEqual({
      authType: 'basicAuth',
      authData: { username: 'elastic', password: 'pw' },
    });
  });

  it('uses the API key when there is no username', () => {
    expect(predefinedAuth({ uri: 'u', apiKey: 'k' })).toEqual({
      authType: 'apiKey',
      authData: { apiKey: 'k' },
    });
  });

  it('maps the S3* fields to AWS IAM', () => {
    expect(
      predefinedAuth({
        uri: 'u',
        S3accessKeyId: 'AKIA',
        S3secretAccessKey: 's',
        S3region: 'eu-west-1',
      }),
    ).toEqual({
      authType: 'awsIAM',
      authData: {
        accessKeyId: 'AKIA',
        secretAccessKey: 's',
        sessionToken: '',
        region: 'eu-west-1',
      },
    });
  });

  it('uses no authorization otherwise', () => {
    expect(predefinedAuth({ uri: 'u' })).toEqual({ authType: 'none', authData: {} });
  });
});

describe('predefinedCluster', () => {
  it("is named 'docker cluster' when the entry has no name, and stored without trailing slash", () => {
    expect(predefinedCluster({ uri: 'http://es:9200/' })).toMatchObject({
      name: 'docker cluster',
      uri: 'http://es:9200',
      predefined: true,
      status: 'unknown',
    });
  });
});

describe('mergePredefined', () => {
  const own = savedCluster({ name: 'mine', uri: 'http://mine:9200' });
  const oldPredefined = savedCluster({
    name: 'old admin',
    uri: 'http://gone:9200',
    predefined: true,
  });

  it('puts predefined clusters first, then the user own ones, and activates the first', () => {
    const state: ConnectionState = { clusters: [oldPredefined, own], activeClusterIndex: 1 };
    const merged = mergePredefined(state, [
      { name: 'a', uri: 'http://a:9200' },
      { uri: 'http://b:9200' },
    ]);
    expect(merged.clusters.map((c) => [c.name, c.predefined])).toEqual([
      ['a', true],
      ['docker cluster', true],
      ['mine', false],
    ]);
    expect(merged.activeClusterIndex).toBe(0);
  });

  it('keeps what checks learnt about a predefined cluster whose uri is unchanged', () => {
    const known = savedCluster({
      name: 'prod',
      uri: 'http://prod:9200',
      predefined: true,
      uuid: 'kept',
      status: 'yellow',
    });
    const merged = mergePredefined({ clusters: [known], activeClusterIndex: 0 }, [
      { name: 'prod renamed', uri: 'http://prod:9200', username: 'u', password: 'p' },
    ]);
    expect(merged.clusters[0]).toMatchObject({
      name: 'prod renamed',
      uuid: 'kept',
      status: 'yellow',
      auth: { authType: 'basicAuth', authData: { username: 'u', password: 'p' } },
    });
  });

  it('with an empty list removes old predefined clusters and keeps the active own cluster active', () => {
    const other = savedCluster({ name: 'other', uri: 'http://other:9200' });
    const merged = mergePredefined(
      { clusters: [oldPredefined, other, own], activeClusterIndex: 2 },
      [],
    );
    expect(merged.clusters.map((c) => c.name)).toEqual(['other', 'mine']);
    expect(merged.activeClusterIndex).toBe(1);
  });
});

describe('proxied entries', () => {
  const servedAt = { origin: 'https://console.example', basePath: '/console/' };

  it('keep only the id, names and banner of a proxied entry, never a uri or credential', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const entries = parsePredefinedClusters([
      { ...PROXIED_PRODUCTION, insecure: true, uri: 'http://ignored:9200', password: 'ignored' },
      { id: 'bad id/..', name: 'Bad', proxy: true },
      { name: 'No id', proxy: true },
      { name: 'lab', uri: 'http://lab:9200', protection: 'whatever' },
    ]);
    expect(entries).toEqual([
      {
        id: 'prod',
        proxy: true,
        name: 'Production',
        protection: 'read-only',
        label: 'PRODUCTION',
        color: 'red',
        insecure: true,
      },
      { uri: 'http://lab:9200', name: 'lab', protection: 'none' },
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0][0])).toContain("'Bad'");
    warn.mockRestore();
  });

  it('are reached through the proxy under the base path, without credentials', () => {
    const cluster = predefinedCluster({ id: 'prod.eu_1', proxy: true, name: 'P' }, servedAt);
    expect(cluster).toMatchObject({
      uri: 'https://console.example/console/api/proxy/prod.eu_1',
      auth: { authType: 'none', authData: {} },
      proxyId: 'prod.eu_1',
      predefined: true,
    });
    expect(proxyUri({ origin: 'http://h:8080', basePath: '/' }, 'a-b')).toBe(
      'http://h:8080/api/proxy/a-b',
    );
  });

  it('say which of them the server signs with AWS keys, never a direct one', () => {
    const entries = parsePredefinedClusters([
      { id: 'aws', proxy: true, signed: true },
      { id: 'plain', proxy: true, signed: 'yes' },
      { uri: 'http://direct:9200', signed: true },
    ]);
    expect(entries).toEqual([
      { id: 'aws', proxy: true, signed: true },
      { id: 'plain', proxy: true },
      { uri: 'http://direct:9200' },
    ]);
    const clusters = (entries ?? []).map((entry) => predefinedCluster(entry, servedAt));
    expect(clusters.map((cluster) => cluster.signedByProxy)).toEqual([true, false, false]);
    const direct = predefinedCluster({ uri: 'http://direct:9200', signed: true }, servedAt);
    expect(direct.signedByProxy).toBe(false);
  });

  it('take protection, banner and proxy afresh from the file and keep what checks learnt', () => {
    const uri = 'https://console.example/console/api/proxy/prod';
    const known = savedCluster({
      name: 'prod',
      uri,
      predefined: true,
      proxyId: 'prod',
      uuid: 'kept',
      protection: 'none',
      label: 'OLD',
    });
    const merged = mergePredefined(
      { clusters: [known], activeClusterIndex: 0 },
      [
        {
          id: 'prod',
          proxy: true,
          protection: 'confirm-writes',
          label: 'NEW',
          color: 'orange',
          signed: true,
        },
      ],
      servedAt,
    );
    expect(merged.clusters[0]).toMatchObject({
      uuid: 'kept',
      protection: 'confirm-writes',
      label: 'NEW',
      color: 'orange',
      proxyId: 'prod',
      signedByProxy: true,
    });
  });
});

describe('withholdOwnClusters', () => {
  it('offers only predefined clusters and keeps the own ones aside', () => {
    const prod = savedCluster({ name: 'prod', uri: 'http://prod:9200', predefined: true });
    const mine = savedCluster({ name: 'mine', uri: 'http://mine:9200' });
    const state = withholdOwnClusters({ clusters: [prod, mine], activeClusterIndex: 1 });
    expect(state.clusters).toEqual([prod]);
    expect(state.withheld).toEqual([mine]);
    expect(state.activeClusterIndex).toBe(0);
    expect(withholdOwnClusters({ clusters: [mine], activeClusterIndex: 0 })).toEqual({
      clusters: [],
      activeClusterIndex: null,
      withheld: [mine],
    });
  });
});
