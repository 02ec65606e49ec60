// The addresses of screens opened on something: the query parameters each screen reads (a node, an
// index, a view), and the builders that put them in its address.
import { clusterPath, withParam, withQuery } from './routeNames';

/** The query parameters that open a node's details on the nodes screen, on one of its tabs. */
export const NODES_NODE_PARAM = 'node';
export const NODES_TAB_PARAM = 'tab';

/** The tabs of a node's details: its statistics and its hot threads. */
export const NODE_DETAILS_TABS = ['stats', 'hotThreads'] as const;
export type NodeDetailsTab = (typeof NODE_DETAILS_TABS)[number];

/**
 * The nodes screen, with the details of node `options.node` (its id, percent-encoded) open on
 * `options.tab` when given (its statistics otherwise).
 */
export function nodesPath(
  clusterIndex: number,
  options: { node?: string; tab?: NodeDetailsTab } = {},
): string {
  return withQuery(clusterPath('nodes')(clusterIndex), {
    [NODES_NODE_PARAM]: options.node,
    [NODES_TAB_PARAM]: options.node === undefined ? undefined : options.tab,
  });
}

/** The query parameters of the metrics screen: the node it shows (the cluster's otherwise) and its range. */
export const METRICS_NODE_PARAM = 'node';
export const METRICS_RANGE_PARAM = 'range';

/** The spans of time the metrics screen shows, the newest samples last. */
export const METRICS_RANGES = ['5m', '15m', '1h'] as const;
export type MetricsRange = (typeof METRICS_RANGES)[number];

/** The metrics screen, on node `options.node` (its id) and range `options.range` when given. */
export function metricsPath(
  clusterIndex: number,
  options: { node?: string; range?: MetricsRange } = {},
): string {
  return withQuery(clusterPath('metrics')(clusterIndex), {
    [METRICS_NODE_PARAM]: options.node,
    [METRICS_RANGE_PARAM]: options.range,
  });
}

/** The query parameter that opens the search screen on an index or alias. */
export const SEARCH_INDEX_PARAM = 'index';

/**
 * The search screen, opened on `index` when given: the name goes in the query string,
 * percent-encoded with encodeURIComponent (so '+', '%', '#', '&' and non-ASCII survive).
 */
export function searchPath(clusterIndex: number, options: { index?: string } = {}): string {
  return withParam(clusterPath('search')(clusterIndex), SEARCH_INDEX_PARAM, options.index);
}

/** The query parameter that opens the shards grid filtered on an index. */
export const SHARDS_INDEX_PARAM = 'index';

/** The shards grid, filtered on `options.index` when given (percent-encoded). */
export function shardsPath(clusterIndex: number, options: { index?: string } = {}): string {
  return withParam(clusterPath('shards')(clusterIndex), SHARDS_INDEX_PARAM, options.index);
}

/** The query parameter that points the tasks screen at one task (its `node:id`). */
export const TASK_PARAM = 'task';

/** The tasks screen, pointed at task `options.task` when given (percent-encoded). */
export function tasksPath(clusterIndex: number, options: { task?: string } = {}): string {
  return withParam(clusterPath('tasks')(clusterIndex), TASK_PARAM, options.task);
}

/** The query parameter that opens the indices screen on a data stream's backing indices. */
export const INDICES_STREAM_PARAM = 'stream';
/** The query parameter that opens the indices screen with its filter set to a text. */
export const INDICES_FILTER_PARAM = 'filter';

/**
 * The indices screen, showing only the backing indices of data stream `options.stream` when given
 * (percent-encoded), hidden ones included; with its filter set to `options.filter` when given.
 */
export function indicesPath(
  clusterIndex: number,
  options: { stream?: string; filter?: string } = {},
): string {
  return withQuery(clusterPath('indices')(clusterIndex), {
    [INDICES_STREAM_PARAM]: options.stream,
    [INDICES_FILTER_PARAM]: options.filter,
  });
}

/** The query parameter that opens the lifecycle screen on one of its views. */
export const LIFECYCLE_VIEW_PARAM = 'view';

/** The lifecycle screen's views: its policies, or its indices whose policy step failed. */
export type LifecycleView = 'policies' | 'failed';

/** The lifecycle screen, on `options.view` when given (its policies otherwise). */
export function lifecyclePath(
  clusterIndex: number,
  options: { view?: LifecycleView } = {},
): string {
  return withParam(clusterPath('lifecycle')(clusterIndex), LIFECYCLE_VIEW_PARAM, options.view);
}

/** The query parameter that opens the templates screen on one kind of template. */
export const TEMPLATES_KIND_PARAM = 'kind';

/** The kinds of template: index (composable) templates, component templates, legacy templates. */
export const TEMPLATE_KINDS = ['index', 'component', 'legacy'] as const;

export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** The templates screen, on `options.kind` when given (the cluster's default kind otherwise). */
export function indexTemplatesPath(
  clusterIndex: number,
  options: { kind?: TemplateKind } = {},
): string {
  return withParam(
    clusterPath('index_templates')(clusterIndex),
    TEMPLATES_KIND_PARAM,
    options.kind,
  );
}

/** The query parameter that opens the security screen on one of its views. */
export const SECURITY_VIEW_PARAM = 'view';

/**
 * The security screen's views: users, roles and role mappings on both engines, Elasticsearch's API keys,
 * OpenSearch's action groups, tenants and audit configuration, and the answer to "why can't this
 * user do that?".
 */
export const SECURITY_VIEWS = [
  'users',
  'roles',
  'mappings',
  'keys',
  'actiongroups',
  'tenants',
  'audit',
  'access',
] as const;

export type SecurityView = (typeof SECURITY_VIEWS)[number];

/** The security screen, on `options.view` when given (its users otherwise). */
export function securityPath(clusterIndex: number, options: { view?: SecurityView } = {}): string {
  return withParam(clusterPath('security')(clusterIndex), SECURITY_VIEW_PARAM, options.view);
}

/**
 * The views of the transfer screen: documents into an index, out of one, or from one cluster's
 * index to another cluster (or this one under another name).
 */
export const TRANSFER_VIEWS = ['import', 'export', 'copy'] as const;
export type TransferView = (typeof TRANSFER_VIEWS)[number];

/**
 * The query parameters of the transfer screen: its view, the index it starts on, and the query
 * whose matches an export starts on (the search screen's, as JSON text).
 */
export const TRANSFER_VIEW_PARAM = 'view';
export const TRANSFER_INDEX_PARAM = 'index';
export const TRANSFER_QUERY_PARAM = 'query';

/**
 * The transfer screen, on `options.view` (import when not given), with `options.index` as the
 * index to import into or export from and `options.query` as the query (JSON text) an export
 * reads the matches of, each percent-encoded.
 */
export function transferPath(
  clusterIndex: number,
  options: { view?: TransferView; index?: string; query?: string } = {},
): string {
  return withQuery(clusterPath('transfer')(clusterIndex), {
    [TRANSFER_VIEW_PARAM]: options.view,
    [TRANSFER_INDEX_PARAM]: options.index,
    [TRANSFER_QUERY_PARAM]: options.query,
  });
}

/**
 * The query parameters of the diagnostics screen: its view, the profiler's index pattern and
 * query (JSON text) to start on, and the index whose disk usage the disk view is on.
 */
export const DIAGNOSTICS_VIEW_PARAM = 'view';
export const DIAGNOSTICS_INDEX_PARAM = 'index';
export const DIAGNOSTICS_QUERY_PARAM = 'query';

/**
 * The views of the diagnostics screen: why the cluster is unwell, how a text is analysed, why a
 * search is slow, where an index's disk goes.
 */
export const DIAGNOSTICS_VIEWS = ['health', 'analysis', 'profiler', 'disk'] as const;
export type DiagnosticsView = (typeof DIAGNOSTICS_VIEWS)[number];

/**
 * The diagnostics screen, on `options.view` (text analysis when not given), the profiler with
 * `options.index` and `options.query` (JSON text) filled in, each percent-encoded.
 */
export function diagnosticsPath(
  clusterIndex: number,
  options: { view?: DiagnosticsView; index?: string; query?: string } = {},
): string {
  return withQuery(clusterPath('diagnostics')(clusterIndex), {
    [DIAGNOSTICS_VIEW_PARAM]: options.view,
    [DIAGNOSTICS_INDEX_PARAM]: options.index,
    [DIAGNOSTICS_QUERY_PARAM]: options.query,
  });
}
