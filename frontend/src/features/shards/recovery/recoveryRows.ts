// Shard recovery rows: GET _recovery answers a map of index name to its shard
// copies' recoveries; each copy becomes one row.

import type { RecoveryNode, RecoveryResponse, RecoveryShard } from '../../../api/operations/shards';
import { filterRows, matchesFilter, parseFilter } from '../../../lib/filter';
import { toNumber } from '../../../lib/json';

/** The recovery stages, in the order a recovery goes through them. */
export const RECOVERY_STAGES = [
  'INIT',
  'INDEX',
  'VERIFY_INDEX',
  'TRANSLOG',
  'FINALIZE',
  'DONE',
] as const;

/** The filterable column of the shard recovery table. */
export const RECOVERY_FILTER_COLUMNS = ['index'] as const;

export interface RecoveryRow {
  /** Unique within one answer: the index and the copy's position in its list. */
  key: string;
  index: string;
  shard: number;
  primary: boolean;
  type: string;
  stage: string;
  totalTimeInMillis: number | null;
  startTimeInMillis: number | null;
  stopTimeInMillis: number | null;
  sourceHost: string | null;
  sourceNode: string | null;
  targetHost: string | null;
  targetNode: string | null;
  filesRecovered: number | null;
  filesTotal: number | null;
  filesPercent: string | null;
  bytesRecovered: number | null;
  bytesTotal: number | null;
  bytesPercent: string | null;
  translogOpsRecovered: number | null;
  translogOps: number | null;
  translogOpsPercent: string | null;
}

function numberOf(value: unknown): number | null {
  return toNumber(value) ?? null;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function endpoint(node: RecoveryNode | undefined) {
  return { node: textOf(node?.name), host: textOf(node?.host) ?? textOf(node?.ip) };
}

/** One copy's recovery as a row. */
export function recoveryRowOf(index: string, shard: RecoveryShard, position: number): RecoveryRow {
  const source = endpoint(shard.source);
  const target = endpoint(shard.target);
  const files = shard.index?.files;
  const size = shard.index?.size;
  return {
    key: `${index}#${position}`,
    index,
    shard: numberOf(shard.id) ?? -1,
    primary: shard.primary === true,
    type: textOf(shard.type) ?? '',
    stage: textOf(shard.stage) ?? '',
    totalTimeInMillis: numberOf(shard.total_time_in_millis),
    startTimeInMillis: numberOf(shard.start_time_in_millis),
    stopTimeInMillis: numberOf(shard.stop_time_in_millis),
    sourceHost: source.host,
    sourceNode: source.node,
    targetHost: target.host,
    targetNode: target.node,
    filesRecovered: numberOf(files?.recovered),
    filesTotal: numberOf(files?.total),
    filesPercent: textOf(files?.percent),
    bytesRecovered: numberOf(size?.recovered_in_bytes),
    bytesTotal: numberOf(size?.total_in_bytes),
    bytesPercent: textOf(size?.percent),
    translogOpsRecovered: numberOf(shard.translog?.recovered),
    translogOps: numberOf(shard.translog?.total),
    translogOpsPercent: textOf(shard.translog?.percent),
  };
}

/** Every copy of every index, in the order of the answer. Malformed entries are skipped. */
export function flattenRecovery(response: RecoveryResponse | null | undefined): RecoveryRow[] {
  if (!response || typeof response !== 'object') return [];
  const rows: RecoveryRow[] = [];
  for (const [index, entry] of Object.entries(response)) {
    const shards = Array.isArray(entry?.shards) ? entry.shards : [];
    shards.forEach((shard, position) => {
      if (shard && typeof shard === 'object') rows.push(recoveryRowOf(index, shard, position));
    });
  }
  return rows;
}

/** Rows of the chosen stage (all without one) whose index matches the text filter. */
export function filterRecoveryRows(
  rows: readonly RecoveryRow[],
  filter: string,
  stage: string | null,
): RecoveryRow[] {
  const staged = stage ? rows.filter((row) => row.stage === stage) : rows;
  return filterRows(staged, filter, RECOVERY_FILTER_COLUMNS);
}

/** The table's filter function: the text filter on the index name. */
export function matchesRecoveryFilter(row: RecoveryRow, filter: string): boolean {
  return matchesFilter(row, parseFilter(filter, RECOVERY_FILTER_COLUMNS), RECOVERY_FILTER_COLUMNS);
}

/** A stage other than DONE shows in the warning colour. */
export function isStageInProgress(stage: string): boolean {
  return stage !== 'DONE';
}
