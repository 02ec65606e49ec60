import {
  addCluster,
  healthCheckFailed,
  healthCheckStarted,
  healthCheckSucceeded,
  removeCluster,
  selectActiveCluster,
  selectUnreachableBecause,
  setActiveClusterIndex,
  updateCluster,
} from './connectionSlice';
import { createClustersStore, savedCluster } from '../testClusters';
import { storedConnection } from './sessionSecrets';

const greenResult = {
  clusterName: 'c',
  distribution: 'elasticsearch',
  version: '8.15.0',
  majorVersion: '8',
  flavor: 'default',
  uuid: 'u1',
  status: 'green',
} as const;

const a = savedCluster({ name: 'a', uri: 'http://a:9200' });
const b = savedCluster({ name: 'b', uri: 'http://b:9200' });
const locked = savedCluster({ name: 'admin', uri: 'http://admin:9200', predefined: true });

const storeWith = (activeClusterIndex: number | null, ...clusters: (typeof a)[]) =>
  createClustersStore({ clusters, activeClusterIndex });

describe('connection slice', () => {
  it('makes an added cluster the active one', () => {
    const store = storeWith(0, a);
    store.dispatch(addCluster(b));
    expect(selectActiveCluster(store.getState())?.name).toBe('b');
  });

  it('ignores an active index beyond the list', () => {
    const store = storeWith(0, a);
    store.dispatch(setActiveClusterIndex(5));
    expect(store.getState().connection.activeClusterIndex).toBeNull();
  });

  it('saves edits, and forgets the uuid when the address changes', () => {
    const store = storeWith(0, a);
    const edits = { name: 'a2', uri: 'http://a:9200', auth: a.auth };
    store.dispatch(updateCluster({ index: 0, edits }));
    expect(store.getState().connection.clusters[0]).toMatchObject({ name: 'a2', uuid: 'uuid-1' });
    store.dispatch(updateCluster({ index: 0, edits: { ...edits, uri: 'http://elsewhere:9200' } }));
    expect(store.getState().connection.clusters[0]).toMatchObject({
      uri: 'http://elsewhere:9200',
      uuid: '',
    });
  });

  it('refuses to edit or remove a predefined cluster', () => {
    const store = storeWith(0, locked);
    store.dispatch(
      updateCluster({ index: 0, edits: { name: 'hacked', uri: 'http://x:1', auth: a.auth } }),
    );
    store.dispatch(removeCluster(0));
    expect(store.getState().connection.clusters).toEqual([locked]);
  });

  it('keeps the active cluster active when a cluster before it is removed', () => {
    const store = storeWith(1, a, b);
    store.dispatch(removeCluster(0));
    expect(store.getState().connection).toMatchObject({ activeClusterIndex: 0 });
    expect(selectActiveCluster(store.getState())?.name).toBe('b');
  });

  it('falls back to the first cluster when the active one is removed, and to none when the list is empty', () => {
    const store = storeWith(1, a, b);
    store.dispatch(removeCluster(1));
    expect(store.getState().connection.activeClusterIndex).toBe(0);
    store.dispatch(removeCluster(0));
    expect(store.getState().connection).toEqual({ clusters: [], activeClusterIndex: null });
  });

  it('records health results on the cluster they were asked for', () => {
    const store = storeWith(0, a);
    store.dispatch(healthCheckStarted({ index: 0, uri: a.uri }));
    expect(store.getState().connection.clusters[0].loading).toBe(true);
    const result = {
      clusterName: 'c',
      distribution: 'opensearch',
      version: '2.19.0',
      majorVersion: '2',
      flavor: 'default',
      uuid: 'u2',
      status: 'yellow',
    } as const;
    store.dispatch(healthCheckSucceeded({ index: 0, uri: a.uri, result }));
    expect(store.getState().connection.clusters[0]).toMatchObject({ ...result, loading: false });
    store.dispatch(healthCheckFailed({ index: 0, uri: a.uri }));
    expect(store.getState().connection.clusters[0]).toMatchObject({
      status: 'unknown',
      loading: false,
      uuid: 'u2',
    });
  });

  it('keeps why a cluster could not be reached until it is reached, and never stores it', () => {
    const store = storeWith(0, a);
    const reason = { key: 'api.error.redirect' } as const;
    store.dispatch(healthCheckFailed({ index: 0, uri: a.uri, reason }));
    expect(selectUnreachableBecause(store.getState(), a.uri)).toEqual(reason);
    expect(storedConnection(store.getState().connection, null)).not.toHaveProperty(
      'unreachableBecause',
    );
    store.dispatch(healthCheckFailed({ index: 0, uri: a.uri }));
    expect(selectUnreachableBecause(store.getState(), a.uri)).toBeNull();
    store.dispatch(healthCheckFailed({ index: 0, uri: a.uri, reason }));
    store.dispatch(healthCheckSucceeded({ index: 0, uri: a.uri, result: greenResult }));
    expect(selectUnreachableBecause(store.getState(), a.uri)).toBeNull();
  });

  it('stores nothing new for a health answer that changes nothing, even with another secret refused', () => {
    const store = createClustersStore({
      clusters: [a, b],
      activeClusterIndex: 0,
      secretRejected: [b.uri],
    });
    store.dispatch(healthCheckSucceeded({ index: 0, uri: a.uri, result: greenResult }));
    const answered = store.getState().connection;
    store.dispatch(healthCheckSucceeded({ index: 0, uri: a.uri, result: { ...greenResult } }));
    expect(store.getState().connection).toBe(answered);
    expect(answered.secretRejected).toEqual([b.uri]);
  });

  it('drops a health result for a cluster that is no longer at that index', () => {
    const store = storeWith(0, a);
    store.dispatch(healthCheckFailed({ index: 0, uri: 'http://removed:9200' }));
    expect(store.getState().connection.clusters[0].status).toBe('green');
  });
});
