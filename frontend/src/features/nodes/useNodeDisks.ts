// The disk column's data: the watermarks in force and _cat/allocation, combined per node.
import { useCallback, useMemo } from 'react';
import { NODE_DISKS, useDiskWatermarks } from '../../api/diskApi';
import { useScreenQuery } from '../../api/screenQuery';
import type { DiskWatermarks } from '../../engine/watermarks';
import { disksByName, nodeDiskView, type NodeDiskView } from './nodeDisk';
import type { NodeRow } from './nodeRows';

const NO_DISKS: never[] = [];

export interface NodeDisks {
  watermarks: DiskWatermarks | null;
  diskOf: (node: NodeRow) => NodeDiskView;
  refetch: () => void;
}

export function useNodeDisks(): NodeDisks {
  const { watermarks, refetch: refetchSettings } = useDiskWatermarks();
  const allocation = useScreenQuery(NODE_DISKS);
  const disks = useMemo(() => disksByName(allocation.data ?? NO_DISKS), [allocation.data]);
  const diskOf = useCallback(
    (node: NodeRow) => nodeDiskView(node, disks.get(node.name), watermarks),
    [disks, watermarks],
  );
  const { refetch: refetchAllocation } = allocation;
  const refetch = useCallback(() => {
    refetchSettings();
    void refetchAllocation();
  }, [refetchSettings, refetchAllocation]);
  return { watermarks, diskOf, refetch };
}
