// The cluster screens, one entry each, in header tab order. Adding a screen is adding an entry:
// the router mounts it lazily under /cluster/{clusterIndex} at its path from paths.ts, and the
// header shows a tab for it when it has one; `data` asks for its first data when it is opened.
import {
  IconCamera,
  IconChartLine,
  IconDatabase,
  IconHome,
  IconLayoutGrid,
  IconListDetails,
  IconSearch,
  IconServer2,
  IconSettings,
  IconStethoscope,
  IconShieldLock,
  IconTerminal2,
} from '@tabler/icons-react';
import { startChartWorker } from '../components/charts/chartWorker';
import { selectActiveCluster } from '../features/clusters/connection/connectionSlice';
import type { ScreenRoute } from './screens';

export const SCREENS: readonly ScreenRoute[] = [
  {
    name: 'home',
    load: () => import('../features/home/HomeScreen').then((m) => m.HomeScreen),
    data: () => import('../features/home/HomeScreen').then((m) => m.DASHBOARD_DATA),
    tab: { labelKey: 'app.tabs.home', icon: IconHome },
  },
  {
    name: 'nodes',
    load: () => import('../features/nodes/NodesScreen').then((m) => m.NodesScreen),
    data: () => import('../features/nodes/NodesScreen').then((m) => m.NODES_DATA),
    tab: { labelKey: 'app.tabs.nodes', icon: IconServer2 },
    hiddenForServerless: true,
  },
  {
    name: 'metrics',
    load: () => {
      // Its charts are drawn in a worker, started alongside the screen's code.
      startChartWorker();
      return import('../features/metrics/MetricsScreen').then((m) => m.MetricsScreen);
    },
    data: () => import('../features/metrics/MetricsScreen').then((m) => m.METRICS_DATA),
    tab: { labelKey: 'app.tabs.metrics', icon: IconChartLine },
    hiddenForServerless: true,
  },
  {
    name: 'shards',
    load: () => import('../features/shards/ShardsScreen').then((m) => m.ShardsScreen),
    data: () => import('../features/shards/ShardsScreen').then((m) => m.SHARDS_DATA),
    tab: { labelKey: 'app.tabs.shards', icon: IconLayoutGrid },
    hiddenForServerless: true,
  },
  {
    name: 'shard_recovery',
    load: () => import('../features/shards/ShardRecoveryScreen').then((m) => m.ShardRecoveryScreen),
    data: () => import('../features/shards/ShardRecoveryScreen').then((m) => m.SHARD_RECOVERY_DATA),
    tabOf: 'shards',
    hiddenForServerless: true,
  },
  {
    name: 'tasks',
    load: () => import('../features/tasks/TasksScreen').then((m) => m.TasksScreen),
    data: () => import('../features/tasks/TasksScreen').then((m) => m.TASKS_DATA),
    tab: { labelKey: 'app.tabs.tasks', icon: IconListDetails },
    hiddenForServerless: true,
  },
  {
    name: 'cluster_settings',
    load: () =>
      import('../features/clusterSettings/ClusterSettingsScreen').then(
        (m) => m.ClusterSettingsScreen,
      ),
    data: () =>
      import('../features/clusterSettings/ClusterSettingsScreen').then(
        (m) => m.CLUSTER_SETTINGS_DATA,
      ),
    tabOf: 'nodes',
    hiddenForServerless: true,
  },
  {
    name: 'indices',
    load: () => import('../features/indices/IndicesScreen').then((m) => m.IndicesScreen),
    data: () => import('../features/indices/IndicesScreen').then((m) => m.INDICES_DATA),
    tab: { labelKey: 'app.tabs.indices', icon: IconDatabase },
  },
  {
    name: 'index_templates',
    load: () => import('../features/templates/TemplatesScreen').then((m) => m.TemplatesScreen),
    data: () => import('../features/templates/TemplatesScreen').then((m) => m.TEMPLATES_DATA),
    tabOf: 'indices',
  },
  {
    name: 'data_streams',
    load: () =>
      import('../features/dataStreams/DataStreamsScreen').then((m) => m.DataStreamsScreen),
    data: () =>
      import('../features/dataStreams/DataStreamsScreen').then((m) => m.DATA_STREAMS_DATA),
    tabOf: 'indices',
  },
  {
    name: 'lifecycle',
    load: () => import('../features/lifecycle/LifecycleScreen').then((m) => m.LifecycleScreen),
    data: () => import('../features/lifecycle/LifecycleScreen').then((m) => m.LIFECYCLE_DATA),
    tabOf: 'indices',
  },
  {
    name: 'ingest_pipelines',
    load: () =>
      import('../features/ingest/IngestPipelinesScreen').then((m) => m.IngestPipelinesScreen),
    data: () =>
      import('../features/ingest/IngestPipelinesScreen').then((m) => m.INGEST_PIPELINES_DATA),
    tabOf: 'indices',
  },
  {
    name: 'search',
    load: () => import('../features/search/SearchScreen').then((m) => m.SearchScreen),
    data: () => import('../features/search/SearchScreen').then((m) => m.SEARCH_DATA),
    tab: { labelKey: 'app.tabs.search', icon: IconSearch },
  },
  {
    name: 'rest',
    load: () => import('../features/rest/RestScreen').then((m) => m.RestScreen),
    data: () => import('../features/rest/RestScreen').then((m) => m.REST_DATA),
    // Opening (on a first visit, creating) the cluster's database takes tens of milliseconds.
    prepare: (store) => {
      const uuid = selectActiveCluster(store.getState())?.uuid;
      if (uuid) {
        import('../engine/clusterDb')
          .then(({ openClusterDb }) => openClusterDb(uuid))
          .catch(() => undefined);
      }
    },
    tab: { labelKey: 'app.tabs.rest', icon: IconTerminal2 },
  },
  {
    name: 'snapshot_repositories',
    load: () =>
      import('../features/snapshots/RepositoriesScreen').then((m) => m.RepositoriesScreen),
    data: () => import('../features/snapshots/RepositoriesScreen').then((m) => m.REPOSITORIES_DATA),
    tab: { labelKey: 'app.tabs.snapshots', icon: IconCamera },
    hiddenForServerless: true,
  },
  {
    name: 'snapshots',
    load: () => import('../features/snapshots/SnapshotsScreen').then((m) => m.SnapshotsScreen),
    data: () => import('../features/snapshots/SnapshotsScreen').then((m) => m.SNAPSHOTS_DATA),
    tabOf: 'snapshot_repositories',
    hiddenForServerless: true,
  },
  {
    name: 'security',
    load: () => import('../features/security/SecurityScreen').then((m) => m.SecurityScreen),
    data: () => import('../features/security/SecurityScreen').then((m) => m.SECURITY_DATA),
    tab: { labelKey: 'app.tabs.security', icon: IconShieldLock },
  },
  {
    name: 'transfer',
    load: () => import('../features/transfer/TransferScreen').then((m) => m.TransferScreen),
    tabOf: 'indices',
  },
  {
    name: 'diagnostics',
    load: () =>
      import('../features/diagnostics/DiagnosticsScreen').then((m) => m.DiagnosticsScreen),
    data: () => import('../features/diagnostics/DiagnosticsScreen').then((m) => m.DIAGNOSTICS_DATA),
    tab: { labelKey: 'app.tabs.diagnostics', icon: IconStethoscope },
  },
  {
    name: 'settings',
    load: () => import('../features/settings/SettingsScreen').then((m) => m.SettingsScreen),
    tab: { labelKey: 'app.tabs.settings', icon: IconSettings, iconOnly: true },
  },
];
