import { IconHome } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { activeTab, pageTitle, visibleTabs, type ScreenRoute } from './screens';

const load = async (): Promise<ComponentType> => () => null;
const tab = (name: 'home' | 'nodes' | 'shards' | 'indices' | 'snapshots') => ({
  labelKey: `app.routes.${name}` as const,
  icon: IconHome,
});

const SCREENS: ScreenRoute[] = [
  { name: 'home', load, tab: tab('home') },
  { name: 'nodes', load, tab: tab('nodes'), hiddenForServerless: true },
  { name: 'shards', load, tab: tab('shards'), hiddenForServerless: true },
  { name: 'shard_recovery', load, tabOf: 'shards' },
  { name: 'indices', load, tab: tab('indices') },
  { name: 'snapshot_repositories', load, tab: tab('snapshots'), hiddenForServerless: true },
  { name: 'snapshots', load, tabOf: 'snapshot_repositories' },
];

describe('visibleTabs', () => {
  it('lists tab screens in table order', () => {
    expect(visibleTabs(SCREENS, false).map((s) => s.name)).toEqual([
      'home',
      'nodes',
      'shards',
      'indices',
      'snapshot_repositories',
    ]);
  });

  it('hides Nodes, Shards and Snapshots on a serverless cluster', () => {
    expect(visibleTabs(SCREENS, true).map((s) => s.name)).toEqual(['home', 'indices']);
  });
});

describe('activeTab', () => {
  it('highlights the screen itself or the tab it belongs to', () => {
    expect(activeTab(SCREENS, 'indices')).toBe('indices');
    expect(activeTab(SCREENS, 'shard_recovery')).toBe('shards');
    expect(activeTab(SCREENS, 'snapshots')).toBe('snapshot_repositories');
  });

  it('highlights nothing off the table', () => {
    expect(activeTab(SCREENS, null)).toBeNull();
    expect(activeTab(SCREENS, 'rest')).toBeNull();
  });
});

describe('pageTitle', () => {
  it('names the route after the product', () => {
    expect(pageTitle('Shardscope', 'Nodes')).toBe('Shardscope | Nodes');
    expect(pageTitle('Shardscope', null)).toBe('Shardscope');
  });
});
