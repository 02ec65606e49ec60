// Rows of the cluster list in the dropdown: filtered and sorted by name.
import type { Cluster } from '../../../api/types';

export interface ClusterRow {
  /** Position in the saved list: what the routes and the actions use. */
  index: number;
  cluster: Cluster;
  active: boolean;
}

/** The columns the cluster list's filter searches. */
export const CLUSTER_FILTER_COLUMNS = ['name', 'uri', 'clusterName'] as const;

type FilterColumn = (typeof CLUSTER_FILTER_COLUMNS)[number];

/** The column a lower-cased 'column:' prefix names, if it is one of the filter's columns. */
function filterColumn(name: string): FilterColumn | undefined {
  return CLUSTER_FILTER_COLUMNS.find((column) => column.toLowerCase() === name);
}

/**
 * A case-insensitive substring match on name, uri or clusterName; the form
 * 'column:value' searches that column only, and matches everything while either part is blank.
 */
export function matchesClusterFilter(row: ClusterRow, filterText: string): boolean {
  const text = filterText.trim().toLowerCase();
  if (text === '') return true;
  const separator = text.indexOf(':');
  const column = separator > 0 ? filterColumn(text.slice(0, separator).trim()) : undefined;
  if (column) {
    const value = text.slice(separator + 1).trim();
    return value === '' || contains(row.cluster[column], value);
  }
  return CLUSTER_FILTER_COLUMNS.some((name) => contains(row.cluster[name], text));
}

function contains(field: string | undefined, text: string): boolean {
  return typeof field === 'string' && field.toLowerCase().includes(text);
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Every saved cluster, sorted by name (then uri, so equal names keep a stable order). */
export function clusterRows(
  clusters: readonly Cluster[],
  activeIndex: number | null,
): ClusterRow[] {
  return clusters
    .map((cluster, index) => ({ index, cluster, active: index === activeIndex }))
    .sort(
      (a, b) =>
        byName.compare(a.cluster.name, b.cluster.name) ||
        byName.compare(a.cluster.uri, b.cluster.uri),
    );
}
