// Shard rerouting: selecting a chip, where it may be moved, and the move command.

import type { RerouteMove } from '../../../api/operations/cluster';
import type { ShardEntry } from '../grid/shardEntry';

/** The shard chosen for rerouting: one copy of a shard, on its node. */
export interface ShardSelection {
  index: string;
  shard: number;
  primary: boolean;
  node: string;
}

/**
 * Only a started shard on a node can be moved: the cluster refuses to move an unassigned,
 * initializing or relocating one, so those chips are not selectable.
 */
export function isSelectable(entry: ShardEntry): boolean {
  return entry.node !== null && entry.state === 'STARTED';
}

/** Whether `entry` is the selected shard: same node, index and shard number. */
export function isSelected(selection: ShardSelection | null, entry: ShardEntry): boolean {
  return (
    selection !== null &&
    selection.node === entry.node &&
    selection.index === entry.index &&
    selection.shard === entry.shard
  );
}

/** Clicking a chip selects it; clicking the selected one again deselects it. */
export function toggleSelection(
  selection: ShardSelection | null,
  entry: ShardEntry,
): ShardSelection | null {
  if (isSelected(selection, entry)) return null;
  if (!isSelectable(entry) || entry.node === null) return selection;
  return { index: entry.index, shard: entry.shard, primary: entry.primary, node: entry.node };
}

/** A check button shows in the cells of the other nodes of the selected shard's index. */
export function isMoveTarget(
  selection: ShardSelection | null,
  index: string,
  node: string | null,
): boolean {
  return (
    selection !== null && node !== null && selection.index === index && selection.node !== node
  );
}

/** The nodes the selected shard could move to: every node but its own (none on a single node). */
export function moveTargetNodes(selection: ShardSelection, nodes: readonly string[]): string[] {
  return nodes.filter((node) => node !== selection.node);
}

/** Esc leaves relocation mode, unless it was meant for a dialog (the move's confirmation). */
export function leavesRelocationMode(
  event: Pick<KeyboardEvent, 'key' | 'defaultPrevented'>,
  inDialog: boolean,
): boolean {
  return event.key === 'Escape' && !event.defaultPrevented && !inDialog;
}

/** The move command of POST _cluster/reroute. */
export function rerouteMove(selection: ShardSelection, toNode: string): RerouteMove {
  return { index: selection.index, shard: selection.shard, fromNode: selection.node, toNode };
}
