import { describe, expect, it } from 'vitest';
import type { RecoveryResponse } from '../../../api/operations/shards';
import { filterRecoveryRows, flattenRecovery, isStageInProgress } from './recoveryRows';
import { peerRecoveryCopy, RESTORING_ROW } from './testRecovery';

// GET _recovery?human as the Elasticsearch reference shows it (a snapshot restore in progress),
// plus a finished peer recovery of a replica.
const RESPONSE = {
  index1: {
    shards: [
      {
        id: 0,
        type: 'SNAPSHOT',
        stage: 'INDEX',
        primary: true,
        start_time: '2014-02-24T12:15:59.716',
        start_time_in_millis: 1393244159716,
        stop_time: '0s',
        stop_time_in_millis: 0,
        total_time: '2.9m',
        total_time_in_millis: 175576,
        source: {
          repository: 'my_repository',
          snapshot: 'my_snapshot',
          index: 'index1',
          version: '8.15.0',
          restoreUUID: 'PDh1ZAOaRbiGIVtCvZOMww',
        },
        target: {
          id: 'ryqJ5lO5S4-lSFbGntkEkg',
          host: 'my.fqdn',
          transport_address: 'my.fqdn',
          ip: '10.0.1.7',
          name: 'my_es_node',
        },
        index: {
          size: {
            total: '75.4mb',
            total_in_bytes: 79063092,
            reused: '0b',
            reused_in_bytes: 0,
            recovered: '65.7mb',
            recovered_in_bytes: 68891939,
            percent: '87.1%',
          },
          files: { total: 73, reused: 0, recovered: 69, percent: '94.5%' },
          total_time: '0s',
          total_time_in_millis: 0,
        },
        translog: {
          recovered: 0,
          total: 0,
          percent: '100.0%',
          total_on_start: 0,
          total_time: '0s',
          total_time_in_millis: 0,
        },
        verify_index: {
          check_index_time: '0s',
          check_index_time_in_millis: 0,
          total_time: '0s',
          total_time_in_millis: 0,
        },
      },
    ],
  },
  index2: { shards: [peerRecoveryCopy(1, 'DONE', 1393244160000)] },
} as unknown as RecoveryResponse;

describe('flattenRecovery', () => {
  it('makes one row per shard copy with its fields', () => {
    const rows = flattenRecovery(RESPONSE);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(RESTORING_ROW);
    expect(rows[1]).toMatchObject({
      index: 'index2',
      shard: 1,
      primary: false,
      sourceNode: 'node-a',
      sourceHost: '10.0.0.1',
      translogOps: 10,
    });
  });

  it('gives every copy of an index its own key', () => {
    const response = {
      logs: {
        shards: [
          { id: 0, primary: true },
          { id: 0, primary: false },
        ],
      },
    } as RecoveryResponse;
    expect(flattenRecovery(response).map((row) => row.key)).toEqual(['logs#0', 'logs#1']);
  });

  it('survives empty and malformed answers', () => {
    expect(flattenRecovery({})).toEqual([]);
    expect(flattenRecovery(null)).toEqual([]);
    const odd = { logs: {}, other: { shards: [null, { id: '2' }] } } as unknown as RecoveryResponse;
    expect(flattenRecovery(odd)).toEqual([
      expect.objectContaining({
        index: 'other',
        shard: 2,
        stage: '',
        type: '',
        sourceNode: null,
        bytesTotal: null,
      }),
    ]);
  });
});

describe('filterRecoveryRows', () => {
  const rows = flattenRecovery(RESPONSE);

  it('keeps the rows of the chosen stage', () => {
    expect(filterRecoveryRows(rows, '', 'DONE').map((r) => r.index)).toEqual(['index2']);
    expect(filterRecoveryRows(rows, '', null)).toHaveLength(2);
  });

  it('filters on the index name only', () => {
    expect(filterRecoveryRows(rows, 'INDEX1', null).map((r) => r.index)).toEqual(['index1']);
    expect(filterRecoveryRows(rows, 'node-a', null)).toEqual([]);
  });
});

describe('isStageInProgress', () => {
  it('is true for every stage but DONE', () => {
    expect(isStageInProgress('DONE')).toBe(false);
    expect(['INIT', 'INDEX', 'VERIFY_INDEX', 'TRANSLOG', 'FINALIZE'].every(isStageInProgress)).toBe(
      true,
    );
  });
});
