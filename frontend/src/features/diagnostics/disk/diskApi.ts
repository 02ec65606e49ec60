// The disk usage view's cluster call as an RTK Query endpoint: an index's disk usage beside its
// fields' reads, a mutation, asked afresh at each run (the view confirms the cost first).
import { clusterApi, clusterQuery } from '../../../api/clusterApi';
import { indexDiskUsage, type IndexDiskUsageArg } from '../../../api/operations/diagnostics';
import { readDiskReport, type DiskReport } from './diskReport';

export const diskApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    indexDiskUsage: build.mutation<DiskReport | null, IndexDiskUsageArg>({
      queryFn: clusterQuery(async (target, arg, signal) =>
        readDiskReport(await indexDiskUsage(target, arg, signal), arg.index),
      ),
    }),
  }),
});

export const { useIndexDiskUsageMutation } = diskApi;
