import { clusterSwitchUrl } from './switchCluster';

const BASE = 'https://console.example/tools/shardscope/';

describe('clusterSwitchUrl', () => {
  it('keeps the current screen and keeps the base path', () => {
    expect(clusterSwitchUrl('/cluster/0/nodes', 2, BASE).href).toBe(
      'https://console.example/tools/shardscope/cluster/2/nodes',
    );
  });

  it('opens home from the welcome screen or an unknown path', () => {
    expect(clusterSwitchUrl('/welcome', 1, BASE).href).toBe(
      'https://console.example/tools/shardscope/cluster/1',
    );
  });

  it('opens the repository list instead of another cluster repository', () => {
    expect(clusterSwitchUrl('/cluster/0/snapshot_repositories/backups', 1, BASE).pathname).toBe(
      '/tools/shardscope/cluster/1/snapshot_repositories',
    );
  });

  it('opens the welcome screen when no cluster is left', () => {
    expect(clusterSwitchUrl('/cluster/0/indices', null, BASE).href).toBe(
      'https://console.example/tools/shardscope/welcome',
    );
  });
});
