// Which actions the OpenSearch security plugin checks against a role's cluster_permissions, with
// no index, rather than against its index_permissions: every `cluster:` action, and a few
// `indices:` actions that act on many indices at once (bulk, mget, msearch, scroll, templates).
// The permissions answer asks about these without an index, and the role form offers them among
// the cluster permissions.

/** The actions the plugin checks as cluster actions although some start with `indices:`. */
const CLUSTER_ACTION_PREFIXES = [
  'cluster:',
  'indices:admin/template/',
  'indices:admin/index_template/',
  'indices:data/read/scroll',
  'indices:data/read/msearch',
];
const CLUSTER_ACTIONS: ReadonlySet<string> = new Set([
  'indices:data/write/bulk',
  'indices:data/read/mget',
  'indices:data/read/mtv',
  'indices:data/write/reindex',
  'indices:data/read/search/template/render',
]);

/** Whether OpenSearch checks `action` against cluster permissions rather than index ones. */
export function isOpensearchClusterAction(action: string): boolean {
  return (
    CLUSTER_ACTIONS.has(action) ||
    CLUSTER_ACTION_PREFIXES.some((prefix) => action.startsWith(prefix))
  );
}
