import { pathForRoute, paths, routeNameFromPath } from './paths';
import { ROUTE_NAMES } from './routeNames';

describe('paths', () => {
  it('builds the cluster screens of the route map', () => {
    expect(paths.home(0)).toBe('/cluster/0');
    expect(paths.nodes(2)).toBe('/cluster/2/nodes');
    expect(paths.shardRecovery(1)).toBe('/cluster/1/shards/recovery');
    expect(paths.indexTemplates(3)).toBe('/cluster/3/index_templates');
    expect(paths.snapshotRepositories(0)).toBe('/cluster/0/snapshot_repositories');
    expect(paths.welcome()).toBe('/welcome');
  });

  it('opens the shards grid filtered on an index, its name encoded', () => {
    expect(paths.shards(1)).toBe('/cluster/1/shards');
    expect(paths.shards(1, { index: 'logs+2026&x#1' })).toBe(
      '/cluster/1/shards?index=logs%2B2026%26x%231',
    );
  });

  it("opens a node's details on the nodes screen, on a tab, its id encoded", () => {
    expect(paths.nodes(0, { node: 'a b&c' })).toBe('/cluster/0/nodes?node=a+b%26c');
    expect(paths.nodes(0, { node: 'n1', tab: 'hotThreads' })).toBe(
      '/cluster/0/nodes?node=n1&tab=hotThreads',
    );
    expect(paths.nodes(0, { tab: 'hotThreads' })).toBe('/cluster/0/nodes');
  });

  it('opens the metrics screen on a node and a range', () => {
    expect(paths.metrics(1)).toBe('/cluster/1/metrics');
    expect(paths.metrics(1, { node: 'xY_1', range: '15m' })).toBe(
      '/cluster/1/metrics?node=xY_1&range=15m',
    );
    expect(paths.metrics(1, { range: '1h' })).toBe('/cluster/1/metrics?range=1h');
    expect(routeNameFromPath('/cluster/1/metrics')).toBe('metrics');
  });

  it('opens the templates screen on a kind of template', () => {
    expect(paths.indexTemplates(3, { kind: 'component' })).toBe(
      '/cluster/3/index_templates?kind=component',
    );
    expect(paths.indexTemplates(3, { kind: 'legacy' })).toBe(
      '/cluster/3/index_templates?kind=legacy',
    );
  });

  it('opens the security screen on a view', () => {
    expect(paths.security(2)).toBe('/cluster/2/security');
    expect(paths.security(2, { view: 'roles' })).toBe('/cluster/2/security?view=roles');
  });

  it('opens the transfer screen on a view and an index, its name encoded', () => {
    expect(paths.transfer(0)).toBe('/cluster/0/transfer');
    expect(paths.transfer(0, { view: 'export', index: 'logs+2026&x#1' })).toBe(
      '/cluster/0/transfer?view=export&index=logs%2B2026%26x%231',
    );
    expect(paths.transfer(0, { index: 'a b' })).toBe('/cluster/0/transfer?index=a+b');
    expect(paths.transfer(1, { view: 'copy', index: 'logs-a' })).toBe(
      '/cluster/1/transfer?view=copy&index=logs-a',
    );
  });

  it('opens the export on the matches of a query, its JSON text encoded', () => {
    const query = '{"term":{"tag":"a&b #1"}}';
    const path = paths.transfer(2, { view: 'export', index: 'logs-*', query });
    expect(path).toBe(
      '/cluster/2/transfer?view=export&index=logs-*&query=%7B%22term%22%3A%7B%22tag%22%3A%22a%26b+%231%22%7D%7D',
    );
    expect(new URL(path, 'http://console.test').searchParams.get('query')).toBe(query);
  });

  it('encodes the repository name of the snapshots screen', () => {
    expect(paths.snapshots(1, 'backups/s3 #1')).toBe(
      '/cluster/1/snapshot_repositories/backups%2Fs3%20%231',
    );
  });
});

describe('routeNameFromPath', () => {
  it('names every screen from the path it is built at', () => {
    for (const name of ROUTE_NAMES) {
      const path = name === 'snapshots' ? paths.snapshots(4, 'repo') : pathForRoute(name, 4);
      expect(routeNameFromPath(path)).toBe(name);
    }
  });

  it('ignores a trailing slash', () => {
    expect(routeNameFromPath('/cluster/0/')).toBe('home');
    expect(routeNameFromPath('/cluster/0/indices/')).toBe('indices');
  });

  it('gives null outside the cluster screens', () => {
    expect(routeNameFromPath('/welcome')).toBeNull();
    expect(routeNameFromPath('/')).toBeNull();
    expect(routeNameFromPath('/cluster/0/unknown')).toBeNull();
    expect(routeNameFromPath('/cluster/0/snapshot_repositories/a/b')).toBeNull();
  });
});

describe('pathForRoute', () => {
  it('keeps the screen when switching clusters', () => {
    expect(pathForRoute('indices', 5)).toBe('/cluster/5/indices');
    expect(pathForRoute('home', 1)).toBe('/cluster/1');
  });

  it('goes to the repository list from one repository, which the new cluster may not have', () => {
    expect(pathForRoute('snapshots', 2)).toBe('/cluster/2/snapshot_repositories');
  });

  it('goes home when the current path is not a cluster screen', () => {
    expect(pathForRoute(null, 3)).toBe('/cluster/3');
  });
});

describe('paths.search with an index', () => {
  it('puts the index in the query string of the search route', () => {
    expect(paths.search(2, { index: 'logs' })).toBe('/cluster/2/search?index=logs');
  });

  it('encodes names so that the search screen reads them back exactly', () => {
    for (const name of ['a+b', '100%', '<logs-{now/d}>', 'été-日', 'x&y=z#w']) {
      const url = new URL(paths.search(0, { index: name }), 'http://app.test');
      expect(url.searchParams.get('index')).toBe(name);
      expect(decodeURIComponent(url.search.slice('?index='.length))).toBe(name);
    }
  });
});

describe('paths.tasks with a task', () => {
  it('puts the task id in the query string, percent-encoded', () => {
    expect(paths.tasks(1)).toBe('/cluster/1/tasks');
    expect(paths.tasks(1, { task: 'node-1:42' })).toBe('/cluster/1/tasks?task=node-1%3A42');
    expect(paths.clusterSettings(0)).toBe('/cluster/0/cluster_settings');
  });
});
