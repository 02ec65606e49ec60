// Endpoints several screens share: the disk of each node and the indices under the flood-stage
// block; and useDiskWatermarks, which reads the watermarks in force from the cluster settings.
import { useMemo } from 'react';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { diskSummary, type DiskSummary } from '../engine/diskSummary';
import { diskWatermarks, type DiskWatermarks } from '../engine/watermarks';
import { clusterApi, clusterQuery, ON_OPEN } from './clusterApi';
import { clusterSettingsApi, useGetClusterSettingsQuery } from './clusterSettingsApi';
import {
  catAllocation,
  floodBlockedIndices,
  floodBlockSettings,
  nodeDisks,
  removeFloodBlock,
  type NodeDisk,
} from './operations/disk';

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

export const { useNodeDisksQuery, useFloodBlockedIndicesQuery, useRemoveFloodBlockMutation } =
  diskApi;

/** The asks of the flood-stage alert: the blocked indices and the disk summary. */
export function floodBlockOnOpen(): ThunkAction<Promise<unknown>, unknown, unknown, UnknownAction> {
  return (dispatch) =>
    Promise.all([
      dispatch(diskApi.endpoints.floodBlockedIndices.initiate(undefined, ON_OPEN)),
      dispatch(diskSummaryOnOpen()),
    ]);
}

/** The asks of the disk summary (watermarks and every node's disk), for a screen being opened. */
export function diskSummaryOnOpen(): ThunkAction<
  Promise<unknown>,
  unknown,
  unknown,
  UnknownAction
> {
  return (dispatch) =>
    Promise.all([
      dispatch(clusterSettingsApi.endpoints.getClusterSettings.initiate(WITH_DEFAULTS, ON_OPEN)),
      dispatch(diskApi.endpoints.nodeDisks.initiate(undefined, ON_OPEN)),
    ]);
}

// The same cache entry as the cluster settings screen's: one request serves both.
const WITH_DEFAULTS = { includeDefaults: true };

export interface DiskWatermarksState {
  /** null until the settings arrive, or when they cannot be read. */
  watermarks: DiskWatermarks | null;
  /** The first answer has not arrived yet. */
  loading: boolean;
  refetch: () => void;
}

/** The watermarks in force, from GET _cluster/settings?include_defaults=true. */
export function useDiskWatermarks(options: { pollingInterval?: number } = {}): DiskWatermarksState {
  const query = useGetClusterSettingsQuery(WITH_DEFAULTS, options);
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
  const disks = useNodeDisksQuery(undefined, options);
  const summary = useMemo(
    () => (watermarks && disks.data ? diskSummary(disks.data, watermarks) : null),
    [watermarks, disks.data],
  );
  return { watermarks, summary, loading: loading || disks.isLoading };
}
