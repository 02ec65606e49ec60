// A node's disk for the disk column: the byte counts of _cat/allocation (matched by node name)
// where it has them, else the percent of _cat/nodes; measured against the watermarks in force.
import type { NodeDisk } from '../../api/operations/disk';
import {
  evaluateDisk,
  usedFraction,
  type DiskEvaluation,
  type DiskWatermarks,
} from '../../engine/watermarks';
import { currentOfMax, type NodeRow } from './nodeRows';

export interface NodeDiskView extends DiskEvaluation {
  /** 'used / total' under the bar; '' when unknown. */
  detail: string;
  /** The watermarks the marks show; null when the settings could not be read. */
  watermarks: DiskWatermarks | null;
}

/** The disks by node name. */
export function disksByName(disks: readonly NodeDisk[]): Map<string, NodeDisk> {
  return new Map(disks.map((disk) => [disk.node, disk]));
}

export function nodeDiskView(
  node: Pick<NodeRow, 'name' | 'diskPercent' | 'diskCurrent' | 'diskMax'>,
  disk: NodeDisk | undefined,
  watermarks: DiskWatermarks | null,
): NodeDiskView {
  const bytes = disk && disk.total !== null && disk.used !== null ? disk : null;
  const usage = bytes
    ? { total: bytes.total, used: bytes.used, percent: bytes.percent }
    : { total: null, used: null, percent: node.diskPercent ?? disk?.percent ?? null };
  const detail = bytes
    ? currentOfMax(bytes.used, bytes.total)
    : currentOfMax(node.diskCurrent, node.diskMax);
  if (!watermarks) {
    const thresholds = { low: null, high: null, flood: null };
    return { used: usedFraction(usage), thresholds, level: null, detail, watermarks };
  }
  return { ...evaluateDisk(usage, watermarks), detail, watermarks };
}
