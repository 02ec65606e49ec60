import { describe, expect, it } from 'vitest';
import { dataStreamRows } from './dataStreamRows';
import { dataStreamRow, streamAnswer } from './testDataStreams';

// GET _data_stream of OpenSearch (spec/schemas/indices._common.yaml, DataStream): the required
// fields only, which are all OpenSearch sends.
const OPENSEARCH_STREAMS = {
  data_streams: [
    streamAnswer(
      'logs-nginx.access',
      ['.ds-logs-nginx.access-000001', '.ds-logs-nginx.access-000002'],
      { status: 'green', template: 'logs-template' },
    ),
  ],
};

// GET _data_stream/_stats of OpenSearch (DataStreamStats), asked with human=false.
const OPENSEARCH_STATS = {
  _shards: { total: 2, successful: 2, failed: 0 },
  data_stream_count: 1,
  backing_indices: 2,
  total_store_size_bytes: 20480,
  data_streams: [
    {
      data_stream: 'logs-nginx.access',
      backing_indices: 2,
      store_size_bytes: 20480,
      maximum_timestamp: 1717171717000,
    },
  ],
};

// GET _plugins/_ism/explain/.ds-logs-nginx.access-* of OpenSearch (spec/schemas/ism._common.yaml,
// ExplainIndexResponse): the older index follows another policy than the write index.
const OPENSEARCH_ISM_EXPLAIN = {
  '.ds-logs-nginx.access-000001': {
    'index.plugins.index_state_management.policy_id': 'logs-old',
    'index.opendistro.index_state_management.policy_id': 'logs-old',
    enabled: true,
  },
  '.ds-logs-nginx.access-000002': {
    'index.plugins.index_state_management.policy_id': 'logs-rollover',
    'index.opendistro.index_state_management.policy_id': 'logs-rollover',
    enabled: true,
  },
  total_managed_indices: 2,
};

describe('dataStreamRows', () => {
  it('reads the OpenSearch answers, with no lifecycle unless ISM explain is given', () => {
    expect(dataStreamRows(OPENSEARCH_STREAMS, OPENSEARCH_STATS)).toEqual([
      dataStreamRow('logs-nginx.access', {
        status: 'green',
        template: 'logs-template',
        generation: 2,
        backingIndices: ['.ds-logs-nginx.access-000001', '.ds-logs-nginx.access-000002'],
        storeSizeBytes: 20480,
        maximumTimestamp: 1717171717000,
        lifecycle: { kind: 'none' },
        managedBy: null,
      }),
    ]);
  });

  it("takes the write index's ISM policy from the explain answer", () => {
    const [row] = dataStreamRows(OPENSEARCH_STREAMS, OPENSEARCH_STATS, OPENSEARCH_ISM_EXPLAIN);
    expect(row.lifecycle).toEqual({ kind: 'ism', policy: 'logs-rollover' });
  });

  it('falls back to an older backing index, or the Open Distro key, for the ISM policy', () => {
    const explain = {
      '.ds-logs-nginx.access-000001': {
        'index.opendistro.index_state_management.policy_id': 'logs-old',
      },
      '.ds-logs-nginx.access-000002': {
        'index.plugins.index_state_management.policy_id': null,
        'index.opendistro.index_state_management.policy_id': null,
        enabled: null,
      },
      total_managed_indices: 1,
    };
    const [row] = dataStreamRows(OPENSEARCH_STREAMS, null, explain);
    expect(row.lifecycle).toEqual({ kind: 'ism', policy: 'logs-old' });
  });

  it('reads the ISM policy under any of the keys the engine names it by', () => {
    const explain = {
      '.ds-logs-nginx.access-000002': { index: '.ds-logs-nginx.access-000002', policy_id: 'p' },
    };
    const [row] = dataStreamRows(OPENSEARCH_STREAMS, null, explain);
    expect(row.lifecycle).toEqual({ kind: 'ism', policy: 'p' });
  });
});
