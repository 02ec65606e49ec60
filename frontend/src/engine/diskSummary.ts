// The cluster's disks at a glance: the fullest node and how many nodes are above each watermark
// (a node above the high watermark is counted above the low one too).
import {
  evaluateDisk,
  type DiskUsage,
  type DiskWatermarks,
  type WatermarkName,
} from './watermarks';

export interface NamedDisk extends DiskUsage {
  node: string;
}

export interface DiskSummary {
  /** null when no node reports its disk. */
  fullest: { node: string; used: number } | null;
  above: Record<WatermarkName, number>;
  /** The nodes above the flood-stage watermark, by name. */
  floodNodes: string[];
}

const RANK: Record<string, number> = { ok: 0, low: 1, high: 2, flood: 3 };

export function diskSummary(disks: readonly NamedDisk[], marks: DiskWatermarks): DiskSummary {
  const summary: DiskSummary = {
    fullest: null,
    above: { low: 0, high: 0, flood: 0 },
    floodNodes: [],
  };
  for (const disk of disks) {
    const { used, level } = evaluateDisk(disk, marks);
    if (used === null) continue;
    if (!summary.fullest || used > summary.fullest.used)
      summary.fullest = { node: disk.node, used };
    const rank = RANK[level ?? 'ok'];
    if (rank >= 1) summary.above.low += 1;
    if (rank >= 2) summary.above.high += 1;
    if (rank >= 3) {
      summary.above.flood += 1;
      summary.floodNodes.push(disk.node);
    }
  }
  return summary;
}
