import '../../../test/backupAreas';
import { importPolicy } from './backupRules';
import { planImport } from './importPlan';

const cluster = (name: string, uri: string, extra: Record<string, unknown> = {}) => ({
  name,
  uri,
  auth: { authType: 'none', authData: {} },
  ...extra,
});
const connection = (clusters: unknown[], activeClusterIndex = 0) => ({
  clusters,
  activeClusterIndex,
});
const backup = (store: Record<string, unknown>, idb = {}) => ({ version: '1', store, idb });

describe('planImport', () => {
  it('refuses a file that holds no settings area (the installation id alone is none)', () => {
    expect(planImport(backup({}), {}, importPolicy())).toEqual({
      ok: false,
      refusal: 'noKnownArea',
    });
    expect(planImport(backup({ installationUuid: 'x' }), {}, importPolicy())).toEqual({
      ok: false,
      refusal: 'noKnownArea',
    });
  });

  it('refuses a file whose clusters are all unusable', () => {
    const store = { connection: connection([{ name: 'a', uri: 'not a url' }, 'text']) };
    expect(planImport(backup(store), {}, importPolicy())).toEqual({
      ok: false,
      refusal: 'noUsableCluster',
    });
  });

  it('lists the clusters left out, with why, and counts the usable ones', () => {
    const store = {
      connection: connection([
        cluster('prod', 'https://prod:9200'),
        { name: 'ftp', uri: 'ftp://x' },
        { name: 'odd', uri: 'http://odd:9200', auth: { authType: 'magic' } },
      ]),
      theme: { preference: 'dark' },
    };
    const result = planImport(backup(store, { u1: {} }), {}, importPolicy());
    // Only the usable cluster is written, so nothing is reported as unreadable afterwards.
    expect(result.ok && result.plan.store.connection).toEqual(
      connection([cluster('prod', 'https://prod:9200')]),
    );
    expect(result.ok && result.plan).toMatchObject({
      areas: ['theme'],
      clusters: {
        imported: 1,
        dropped: [
          { number: 2, name: 'ftp', reason: 'address' },
          { number: 3, name: 'odd', reason: 'auth' },
        ],
        predefined: [],
      },
      restDatabases: 1,
    });
  });

  it('keeps the saved clusters when the file holds none', () => {
    const current = { connection: connection([cluster('mine', 'http://mine:9200')]) };
    const result = planImport(backup({ theme: { preference: 'dark' } }), current, importPolicy());
    expect(result.ok && result.plan.clusters).toBeNull();
    expect(result.ok && result.plan.store.connection).toEqual(current.connection);
  });

  it('keeps the predefined clusters from the server first, the active one following its cluster', () => {
    const served = cluster('served', 'http://served:9200', { predefined: true, uuid: 'u-served' });
    const current = { connection: connection([served, cluster('old', 'http://old:9200')]) };
    const imported = connection(
      [
        cluster('stale served', 'http://served:9200', { predefined: true }),
        cluster('new', 'http://new:9200'),
      ],
      1,
    );
    const result = planImport(backup({ connection: imported }), current, importPolicy());
    if (!result.ok) throw new Error('refused');
    expect(result.plan.clusters?.predefined).toEqual(['served']);
    expect(result.plan.store.connection).toEqual({
      clusters: [served, cluster('new', 'http://new:9200')],
      activeClusterIndex: 1,
    });
  });

  it('brings in none of the file clusters when the server offers only its own, and says how many', () => {
    const served = cluster('served', 'http://served:9200', { predefined: true, uuid: 'u-served' });
    const hiddenOwn = cluster('hidden', 'http://hidden:9200');
    const current = { connection: connection([served, hiddenOwn]) };
    const imported = connection([
      cluster('stale served', 'http://served:9200', { predefined: true }),
      cluster('new', 'http://new:9200'),
      cluster('other', 'http://other:9200'),
    ]);
    const result = planImport(
      backup({ connection: imported, theme: { preference: 'dark' } }),
      current,
      importPolicy(false),
    );
    if (!result.ok) throw new Error('refused');
    expect(result.plan.clusters).toMatchObject({ withheld: 2, predefined: ['served'] });
    // The server's clusters and the user's own (still not offered) stay as they were.
    expect(result.plan.store.connection).toEqual({
      clusters: [served, hiddenOwn],
      activeClusterIndex: 0,
    });
    expect(result.plan.areas).toEqual(['theme']);
  });
});
