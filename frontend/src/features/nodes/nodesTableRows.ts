// What the nodes table shows of each node: the node, its visible attributes, and the filter.
import { matchesFilter, parseFilter, type ParsedFilter } from '../../lib/filter';
import { compileUserRegex } from '../../lib/regex';
import { visibleAttributes } from './attributes';
import { NODE_FILTER_COLUMNS, type NodeRow } from './nodeRows';

export interface NodesTableRow {
  node: NodeRow;
  /** key/value pairs left after the hide-node-attributes pattern. */
  attributes: [string, string][];
  /** The live metrics' version the row shows (liveColumns), when the live columns are shown. */
  liveVersion?: number;
}

/**
 * Rows with the attributes the pattern does not hide. An invalid pattern hides nothing and is
 * logged once per call, never thrown.
 */
export function nodesTableRows(
  nodes: readonly NodeRow[],
  hideAttributesRegex: string,
): NodesTableRow[] {
  const hidden = compileUserRegex(hideAttributesRegex);
  return nodes.map((node) => ({ node, attributes: visibleAttributes(node.attributes, hidden) }));
}

const readNodeField = (row: NodesTableRow, column: string): unknown =>
  (row.node as unknown as Record<string, unknown>)[column];

function matches(row: NodesTableRow, filter: ParsedFilter): boolean {
  return matchesFilter(row, filter, NODE_FILTER_COLUMNS, readNodeField);
}

/** The filter over name, ip, id and version; 'name:es-1' searches one column. */
export function matchesNodeFilter(row: NodesTableRow, filterText: string): boolean {
  return matches(row, parseFilter(filterText, NODE_FILTER_COLUMNS));
}

/** How many rows the filter keeps, for the filter chip's count. */
export function countMatches(rows: readonly NodesTableRow[], filterText: string): number {
  const filter = parseFilter(filterText, NODE_FILTER_COLUMNS);
  if (filter.kind === 'all') return rows.length;
  return rows.reduce((count, row) => (matches(row, filter) ? count + 1 : count), 0);
}
