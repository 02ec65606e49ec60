// Fixtures of the shard recovery tests.
import type { RecoveryRow } from './recoveryRows';

/**
 * A copy of GET _recovery: a peer recovery from node-a to node-b begun at `start` that took
 * 1h 2m 3s, three quarters of its files and bytes and half its translog recovered; copy 0 is
 * the primary.
 */
export function peerRecoveryCopy(
  id: number,
  stage: string,
  start: number,
  extra: Record<string, unknown> = {},
) {
  return {
    id,
    type: 'PEER',
    stage,
    primary: id === 0,
    start_time_in_millis: start,
    stop_time_in_millis: start + 3_723_000,
    total_time_in_millis: 3_723_000,
    source: { id: 's', host: '10.0.0.1', ip: '10.0.0.1', name: 'node-a' },
    target: { id: 't', host: '10.0.0.2', ip: '10.0.0.2', name: 'node-b' },
    index: {
      size: { total_in_bytes: 2000, recovered_in_bytes: 1500, percent: '75.0%' },
      files: { total: 4, recovered: 3, percent: '75.0%' },
    },
    translog: { recovered: 5, total: 10, percent: '50.0%' },
    ...extra,
  };
}

/** The row of the snapshot restore in progress that the Elasticsearch reference shows. */
export const RESTORING_ROW: RecoveryRow = {
  key: 'index1#0',
  index: 'index1',
  shard: 0,
  primary: true,
  type: 'SNAPSHOT',
  stage: 'INDEX',
  totalTimeInMillis: 175576,
  startTimeInMillis: 1393244159716,
  stopTimeInMillis: 0,
  sourceHost: null,
  sourceNode: null,
  targetHost: 'my.fqdn',
  targetNode: 'my_es_node',
  filesRecovered: 69,
  filesTotal: 73,
  filesPercent: '94.5%',
  bytesRecovered: 68891939,
  bytesTotal: 79063092,
  bytesPercent: '87.1%',
  translogOpsRecovered: 0,
  translogOps: 0,
  translogOpsPercent: '100.0%',
};
