// The nodes screen's data: _cat/nodes with the screen's columns and full ids,
// and _nodes for the attributes.
import { clusterApi, clusterQuery } from '../../api/clusterApi';
import { DISK_SUMMARY_QUERIES } from '../../api/diskApi';
import { screenQuery, type ScreenData } from '../../api/screenQuery';
import { toClusterErrorInfo } from '../../api/errors';
import { catNodes, nodes, NODE_SCREEN_COLUMNS } from '../../api/operations/nodes';
import type { ClusterTarget } from '../../api/types';
import { attributesByNodeId, type NodeAttributes } from './attributes';
import { nodeRows, type NodeRow } from './nodeRows';

/**
 * Attributes are secondary: when _nodes fails (a user allowed _cat but not node info, say) the
 * table still shows, without attributes, and the failure is logged.
 */
async function nodeAttributes(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<Record<string, NodeAttributes>> {
  try {
    return attributesByNodeId(await nodes(target, signal));
  } catch (error) {
    if (toClusterErrorInfo(error).code !== 'aborted')
      console.error('Could not read node attributes', error);
    return {};
  }
}

export async function loadNodeRows(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<NodeRow[]> {
  const [rows, attributes] = await Promise.all([
    catNodes(target, { h: NODE_SCREEN_COLUMNS, fullId: true, bytes: 'b' }, signal),
    nodeAttributes(target, signal),
  ]);
  return nodeRows(Array.isArray(rows) ? rows : [], attributes);
}

export const nodesApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    nodeList: build.query<NodeRow[], void>({
      queryFn: clusterQuery((target, _arg, signal) => loadNodeRows(target, signal)),
      providesTags: ['Nodes'],
    }),
  }),
});

export const NODE_LIST = screenQuery(nodesApi.endpoints.nodeList, () => undefined);

/** What the nodes screen first shows (see `ScreenData`): the list and the disk column. */
export const NODES_DATA: ScreenData = { queries: [NODE_LIST, ...DISK_SUMMARY_QUERIES] };
