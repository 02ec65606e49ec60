// Endpoints several screens share: the disk of each node and the indices under the flood-stage
// block; and useDiskWatermarks, which reads the watermarks in force from the cluster settings.
import { useMemo } from 'react';
import { diskSummary, type DiskSummary } from '../engine/diskSummary';
import { diskWatermarks, type DiskWatermarks } from '../engine/watermarks';
import { clusterApi, clusterQuery } from './clusterApi';
import { clusterSettingsApi } from './clusterSettingsApi';
import {
  catAllocation,
  floodBlockedIndices,
  floodBlockSettings,
  nodeDisks,
  removeFloodBlock,
  type NodeDisk,
} from './operations/disk';
import { screenQuery, useScreenQuery } from './screenQuery';

export const diskApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    nodeDisks: build.query<NodeDisk[], void>({
      queryFn: clusterQuery(async (target, _arg, signal) =>
        nodeDisks(await catAllocation(target, signal)),
      ),
      providesTags: ['Nodes'],
    }),
    floodBlockedIndices: build.query<string[], void>({
      queryFn: clusterQuery(async (target, _arg, signal) =>
        floodBlockedIndices(await floodBlockSettings(target, signal)),
      ),
      providesTags: ['Indices'],
    }),
    removeFloodBlock: build.mutation<void, string[]>({
      queryFn: clusterQuery(removeFloodBlock),
      // Some groups may have been lifted before one failed: the lists reload either way.
      invalidatesTags: ['Indices'],
    }),
  }),
});

export const { useRemoveFloodBlockMutation } = diskApi;

// The same cache entry as the cluster settings screen's: one request serves both.
const WITH_DEFAULTS = { includeDefaults: true };

/** The cluster settings with their defaults, where the watermarks in force are read. */
export const DISK_SETTINGS = screenQuery(
  clusterSettingsApi.endpoints.getClusterSettings,
  () => WITH_DEFAULTS,
);

/** Every node's disk. */
export const NODE_DISKS = screenQuery(diskApi.endpoints.nodeDisks, () => undefined);

/** The indices under the flood-stage block. */
export const FLOOD_BLOCKED = screenQuery(diskApi.endpoints.floodBlockedIndices, () => undefined);

/** What the disk summary shows: the watermarks in force and every node's disk. */
export const DISK_SUMMARY_QUERIES = [DISK_SETTINGS, NODE_DISKS];

/** What the flood-stage alert shows: the blocked indices and the disk summary. */
export const FLOOD_BLOCK_QUERIES = [FLOOD_BLOCKED, ...DISK_SUMMARY_QUERIES];

export interface DiskWatermarksState {
  /** null until the settings arrive, or when they cannot be read. */
  watermarks: DiskWatermarks | null;
  /** The first answer has not arrived yet. */
  loading: boolean;
  refetch: () => void;
}

/** The watermarks in force, from GET _cluster/settings?include_defaults=true. */
export function useDiskWatermarks(options: { pollingInterval?: number } = {}): DiskWatermarksState {
  const query = useScreenQuery(DISK_SETTINGS, undefined, options);
  const watermarks = useMemo(() => (query.data ? diskWatermarks(query.data) : null), [query.data]);
  return { watermarks, loading: query.isLoading, refetch: () => void query.refetch() };
}

export interface DiskSummaryState {
  watermarks: DiskWatermarks | null;
  /** null until both the settings and the disks have arrived, or when either failed. */
  summary: DiskSummary | null;
  loading: boolean;
}

/** The watermarks and every node's disk measured against them. */
export function useDiskSummary(options: { pollingInterval?: number } = {}): DiskSummaryState {
  const { watermarks, loading } = useDiskWatermarks(options);
  const disks = useScreenQuery(NODE_DISKS, undefined, options);
  const summary = useMemo(
    () => (watermarks && disks.data ? diskSummary(disks.data, watermarks) : null),
    [watermarks, disks.data],
  );
  return { watermarks, summary, loading: loading || disks.isLoading };
}
