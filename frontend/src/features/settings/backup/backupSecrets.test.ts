import { isBackupAreaKey } from '../../../test/backupAreas';
import { AWS_AUTH } from '../../../test/fixtures';
import { parseConnection } from '../../clusters/connection/connectionParse';
import { needsSessionSecret } from '../../clusters/connection/sessionSecrets';
import { withoutClusterSecrets } from './backupSecrets';
import { collectBackup } from './exportBackup';

const basic = {
  name: 'basic',
  uri: 'http://basic:9200',
  auth: { authType: 'basicAuth', authData: { username: 'elastic', password: 'pw-secret' } },
};
const apiKey = {
  name: 'key',
  uri: 'http://key:9200',
  auth: { authType: 'apiKey', authData: { apiKey: 'key-secret' } },
};
const aws = {
  name: 'aws',
  uri: 'https://aws:443',
  auth: AWS_AUTH,
};
const open = { name: 'open', uri: 'http://open:9200', auth: { authType: 'none', authData: {} } };
const proxied = {
  name: 'Production',
  uri: 'http://localhost:3000/api/proxy/prod',
  predefined: true,
  proxyId: 'prod',
  auth: { authType: 'none', authData: {} },
};
const connection = { clusters: [basic, apiKey, aws, open, proxied], activeClusterIndex: 0 };

const SECRETS = ['pw-secret', 'key-secret', 'aws-secret', 'token-secret'];

afterEach(() => localStorage.clear());

describe('withoutClusterSecrets', () => {
  it('empties passwords, API keys and AWS secrets, keeps the rest, and marks those clusters', () => {
    const stripped = withoutClusterSecrets(connection) as typeof connection;
    const text = JSON.stringify(stripped);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(stripped.clusters.map((c) => (c as { sessionSecret?: boolean }).sessionSecret)).toEqual([
      true,
      true,
      true,
      undefined,
      undefined,
    ]);
    expect(stripped.clusters[0].auth.authData).toEqual({ username: 'elastic', password: '' });
    expect(stripped.clusters[2].auth.authData).toEqual({
      accessKeyId: 'AKIA',
      secretAccessKey: '',
      sessionToken: '',
      region: 'eu-west-1',
    });
    expect(stripped.clusters[3]).toEqual(open);
    expect(stripped.clusters[4]).toEqual(proxied);
  });

  it('strips the password of a cluster stored before auth types existed', () => {
    const legacy = { name: 'old', uri: 'http://old:9200', username: 'u', password: 'pw-secret' };
    const stripped = withoutClusterSecrets({ clusters: [legacy], activeClusterIndex: 0 });
    expect(stripped).toEqual({
      clusters: [
        {
          name: 'old',
          uri: 'http://old:9200',
          auth: { authType: 'basicAuth', authData: { username: 'u', password: '' } },
          sessionSecret: true,
        },
      ],
      activeClusterIndex: 0,
    });
  });
});

describe('collectBackup', () => {
  beforeEach(() => localStorage.setItem('connection', JSON.stringify(connection)));

  it('leaves the secrets out by default', async () => {
    const backup = await collectBackup(localStorage, isBackupAreaKey, '0.1.0');
    const text = JSON.stringify(backup);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  });

  it('keeps them when the user asks for them', async () => {
    const backup = await collectBackup(localStorage, isBackupAreaKey, '0.1.0', {
      clustersKey: 'connection',
      includeSecrets: true,
    });
    expect(backup.store.connection).toEqual(connection);
  });

  it('exports clusters that, once imported, ask for their secret when connecting', async () => {
    const backup = await collectBackup(localStorage, isBackupAreaKey, '0.1.0');
    const imported = parseConnection(backup.store.connection);
    expect(imported?.clusters.map(needsSessionSecret)).toEqual([true, true, true, false, false]);
  });
});
