// Disk operations: per-node disk use from _cat/allocation and the flood-stage block
// (index.blocks.read_only_allow_delete), which the engine puts on the indices of a node whose
// disk passes the flood-stage watermark.

import { chunkByPathLength } from '../../lib/chunk';
import { escapeIndexName, indexPath } from '../../lib/indexName';
import { clusterRequest, NAMES_PLACEHOLDER, withPlannedWrites, type BatchRequest } from '../client';
import type { ClusterTarget } from '../types';
import { catParams, catPath, type CatRow } from './cat';

export const FLOOD_BLOCK_SETTING = 'index.blocks.read_only_allow_delete';

/** One node's disk in bytes; null where the engine does not say. */
export interface NodeDisk {
  node: string;
  total: number | null;
  used: number | null;
  avail: number | null;
  percent: number | null;
}

/** GET _cat/allocation?format=json&bytes=b. */
export function catAllocation(target: ClusterTarget, signal?: AbortSignal): Promise<CatRow[]> {
  return clusterRequest<CatRow[]>(target, {
    method: 'GET',
    path: catPath('allocation'),
    params: catParams({}, { bytes: 'b' }),
    signal,
  });
}

function cellNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * The disks of the _cat/allocation rows. The row that counts unassigned shares names no node
 * (its node column reads UNASSIGNED) and is skipped.
 */
export function nodeDisks(rows: unknown): NodeDisk[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: CatRow) => {
    const node = typeof row?.node === 'string' ? row.node : '';
    if (node === '' || node === 'UNASSIGNED') return [];
    return [
      {
        node,
        total: cellNumber(row['disk.total']),
        used: cellNumber(row['disk.used']),
        avail: cellNumber(row['disk.avail']),
        percent: cellNumber(row['disk.percent']),
      },
    ];
  });
}

/** GET _all/_settings/index.blocks.read_only_allow_delete?flat_settings=true. */
export function floodBlockSettings(target: ClusterTarget, signal?: AbortSignal): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'GET',
    path: `_all/_settings/${FLOOD_BLOCK_SETTING}`,
    params: { flat_settings: true },
    signal,
  });
}

function isTrue(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

function blockOf(settings: unknown): unknown {
  if (typeof settings !== 'object' || settings === null) return undefined;
  const flat = (settings as Record<string, unknown>)[FLOOD_BLOCK_SETTING];
  if (flat !== undefined) return flat;
  // The nested form, for an engine that ignores flat_settings.
  let node: unknown = settings;
  for (const key of FLOOD_BLOCK_SETTING.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The indices of the answer whose block is on, sorted by name. */
export function floodBlockedIndices(answer: unknown): string[] {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return [];
  return Object.entries(answer as Record<string, unknown>)
    .filter(([, entry]) =>
      isTrue(
        blockOf(
          typeof entry === 'object' && entry
            ? (entry as { settings?: unknown }).settings
            : undefined,
        ),
      ),
    )
    .map(([index]) => index)
    .sort();
}

/**
 * PUT {indices}/_settings {"index.blocks.read_only_allow_delete": null}: lifts the block, one
 * request per group of names short enough for a request line, one after the other. A cluster
 * that asks before writes asks once for all of them.
 */
export async function removeFloodBlock(
  target: ClusterTarget,
  indices: readonly string[],
  signal?: AbortSignal,
): Promise<void> {
  const groups = chunkByPathLength(indices);
  const body = removeFloodBlockBody();
  // One request asks on its own; several ask once, for the run.
  const pattern = `${NAMES_PLACEHOLDER}/_settings`;
  const names = indices.map(escapeIndexName);
  const run: BatchRequest[] = groups.length > 1 ? [{ method: 'PUT', pattern, names, body }] : [];
  await withPlannedWrites(run, async (consent) => {
    for (const group of groups) {
      const path = `${indexPath(group)}/_settings`;
      await clusterRequest<unknown>(target, { method: 'PUT', path, body, signal, consent });
    }
  });
}

/** The body that lifts the block: null resets the setting. */
export function removeFloodBlockBody(): Record<string, null> {
  return { [FLOOD_BLOCK_SETTING]: null };
}
