// The screens' route names and their path segments under /cluster/{clusterIndex}, and the helpers
// that make a screen's address from them.

export const ROUTE_NAMES = [
  'home',
  'nodes',
  'metrics',
  'shards',
  'shard_recovery',
  'tasks',
  'cluster_settings',
  'indices',
  'index_templates',
  'data_streams',
  'lifecycle',
  'ingest_pipelines',
  'search',
  'rest',
  'snapshot_repositories',
  'snapshots',
  'security',
  'transfer',
  'diagnostics',
  'settings',
] as const;

export type RouteName = (typeof ROUTE_NAMES)[number];

/** Path segments under /cluster/{clusterIndex}; '' is home. Snapshots take a repository name. */
export const SEGMENTS: Record<Exclude<RouteName, 'snapshots'>, string> = {
  home: '',
  nodes: 'nodes',
  metrics: 'metrics',
  shards: 'shards',
  shard_recovery: 'shards/recovery',
  tasks: 'tasks',
  cluster_settings: 'cluster_settings',
  indices: 'indices',
  index_templates: 'index_templates',
  data_streams: 'data_streams',
  lifecycle: 'lifecycle',
  ingest_pipelines: 'ingest_pipelines',
  search: 'search',
  rest: 'rest',
  snapshot_repositories: 'snapshot_repositories',
  security: 'security',
  transfer: 'transfer',
  diagnostics: 'diagnostics',
  settings: 'settings',
};

export function clusterBase(clusterIndex: number): string {
  return `/cluster/${clusterIndex}`;
}

/** `base` with the given query parameters, those undefined left out (values percent-encoded). */
export function withQuery(base: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.set(name, value);
  }
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/** `base` with one query parameter when its value is given (percent-encoded as a URI component). */
export function withParam(base: string, name: string, value: string | undefined): string {
  return value === undefined ? base : `${base}?${name}=${encodeURIComponent(value)}`;
}

export function clusterPath(name: Exclude<RouteName, 'snapshots'>) {
  return (clusterIndex: number): string => {
    const segment = SEGMENTS[name];
    return segment ? `${clusterBase(clusterIndex)}/${segment}` : clusterBase(clusterIndex);
  };
}
