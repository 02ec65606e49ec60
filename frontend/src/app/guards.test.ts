import type { Cluster, ConnectionState } from '../api/types';
import { clusterRouteRedirect, landingPath, parseClusterIndex, showsNetworkError } from './guards';

const cluster = { name: 'c', uri: 'http://localhost:9200' } as Cluster;

function connection(count: number, activeClusterIndex: number | null): ConnectionState {
  return { clusters: Array.from({ length: count }, () => cluster), activeClusterIndex };
}

describe('parseClusterIndex', () => {
  it('accepts the position of a saved cluster', () => {
    expect(parseClusterIndex('0', 2)).toBe(0);
    expect(parseClusterIndex('1', 2)).toBe(1);
  });

  it('rejects what is not a number, negative or beyond the list', () => {
    for (const param of ['abc', '-1', '2', '1.5', '', '1e0', ' 1', undefined]) {
      expect(parseClusterIndex(param, 2)).toBeNull();
    }
  });
});

describe('landingPath', () => {
  it('goes to welcome without clusters', () => {
    expect(landingPath(connection(0, null))).toBeNull();
  });

  it('goes home of the active cluster', () => {
    expect(landingPath(connection(3, 2))).toBe('/cluster/2');
  });

  it('goes home of cluster 0 when the saved active index is gone or unset', () => {
    expect(landingPath(connection(2, 5))).toBe('/cluster/0');
    expect(landingPath(connection(2, null))).toBe('/cluster/0');
  });
});

describe('clusterRouteRedirect', () => {
  it('sends to welcome when no cluster is saved', () => {
    expect(clusterRouteRedirect(connection(0, null))).toBe('/welcome');
  });

  it('lets the route show otherwise; an index naming no saved cluster says so there', () => {
    expect(clusterRouteRedirect(connection(2, 0))).toBeNull();
  });
});

describe('showsNetworkError', () => {
  it('replaces screens of an unreachable cluster, except settings and the REST console', () => {
    expect(showsNetworkError('unknown', 'nodes')).toBe(true);
    expect(showsNetworkError('unknown', 'home')).toBe(true);
    expect(showsNetworkError('unknown', 'settings')).toBe(false);
    expect(showsNetworkError('unknown', 'rest')).toBe(false);
    expect(showsNetworkError('red', 'nodes')).toBe(false);
  });

  it('replaces the REST console of a cluster never reached, which has nothing stored', () => {
    expect(showsNetworkError('unknown', 'rest', false)).toBe(true);
    expect(showsNetworkError('unknown', 'settings', false)).toBe(false);
  });
});
