// The export's calls to the cluster: the requests of the read (count, point in time or scroll,
// pages, close), sent through the request layer as they are built, and the columns a CSV export
// can offer for an index, read from its mapping. All of them only read, so a read-only cluster
// exports too.
import { clusterApi, clusterQuery } from '../../../api/clusterApi';
import { clusterRequest } from '../../../api/client';
import type { ClusterTarget } from '../../../api/types';
import type { SendRequest } from '../../../engine/exportRun';
import { abortable } from '../../../lib/abortable';
import { indexPath } from '../../../lib/indexName';
import { mappingAnswerColumns } from '../../../lib/transfer/mappingColumns';

/** Why an export's request stopped waiting: the user cancelled it. */
const cancelled = () => new DOMException('The export was cancelled.', 'AbortError');

/** Sends the export's requests (their paths already escaped) to `target`. */
export function clusterSender(target: ClusterTarget): SendRequest {
  return (request, signal) =>
    abortable(clusterRequest<unknown>(target, { ...request, signal }), signal, cancelled);
}

export const exportApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    /** The CSV columns of the fields of `index`'s mapping (every index a pattern names). */
    exportColumns: build.query<string[], string>({
      queryFn: clusterQuery(async (target, index, signal) =>
        mappingAnswerColumns(
          await clusterRequest<unknown>(target, {
            method: 'GET',
            path: `${indexPath(index)}/_mapping`,
            signal,
          }),
        ),
      ),
    }),
  }),
});

export const { useExportColumnsQuery } = exportApi;
