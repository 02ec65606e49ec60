// The route map: a screen's address from its route name and cluster index (`paths`), and the
// route name of an address. The names and their path segments are in routeNames.ts, the query
// parameters of screens opened on something in screenPaths.ts: routing/ is the only place that
// knows how screens become URLs.
import { clusterBase, clusterPath, SEGMENTS, type RouteName } from './routeNames';
import {
  diagnosticsPath,
  indexTemplatesPath,
  indicesPath,
  lifecyclePath,
  metricsPath,
  nodesPath,
  searchPath,
  securityPath,
  shardsPath,
  tasksPath,
  transferPath,
} from './screenPaths';

export const paths = {
  welcome: (): string => '/welcome',
  home: clusterPath('home'),
  nodes: nodesPath,
  metrics: metricsPath,
  shards: shardsPath,
  shardRecovery: clusterPath('shard_recovery'),
  tasks: tasksPath,
  clusterSettings: clusterPath('cluster_settings'),
  indices: indicesPath,
  indexTemplates: indexTemplatesPath,
  dataStreams: clusterPath('data_streams'),
  lifecycle: lifecyclePath,
  ingestPipelines: clusterPath('ingest_pipelines'),
  search: searchPath,
  rest: clusterPath('rest'),
  snapshotRepositories: clusterPath('snapshot_repositories'),
  snapshots: (clusterIndex: number, repositoryName: string): string =>
    `${clusterBase(clusterIndex)}/snapshot_repositories/${encodeURIComponent(repositoryName)}`,
  security: securityPath,
  transfer: transferPath,
  diagnostics: diagnosticsPath,
  settings: clusterPath('settings'),
};

/** Route path patterns relative to the cluster layout, for the router table. */
export const ROUTE_PATTERNS: Record<RouteName, string> = {
  ...SEGMENTS,
  snapshots: 'snapshot_repositories/:repositoryName',
};

/**
 * The route name of a pathname (relative to the router basename), or null when it is not a
 * cluster screen. Trailing slashes are ignored.
 */
export function routeNameFromPath(pathname: string): RouteName | null {
  const match = /^\/cluster\/[^/]+(?:\/(.*))?$/.exec(pathname.replace(/\/+$/, ''));
  if (!match) return null;
  const rest = match[1] ?? '';
  const segments = rest === '' ? [] : rest.split('/');
  if (segments.length === 2 && segments[0] === 'snapshot_repositories' && segments[1] !== '') {
    return 'snapshots';
  }
  const found = (Object.keys(SEGMENTS) as (keyof typeof SEGMENTS)[]).find(
    (name) => SEGMENTS[name] === rest,
  );
  return found ?? null;
}

/**
 * The path of `name` for another cluster (switching clusters keeps the screen).
 * Snapshots need a repository of the old cluster, so they fall back to the repository list.
 */
export function pathForRoute(name: RouteName | null, clusterIndex: number): string {
  if (name === null) return paths.home(clusterIndex);
  if (name === 'snapshots') return paths.snapshotRepositories(clusterIndex);
  return clusterPath(name)(clusterIndex);
}
