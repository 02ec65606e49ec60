import { describe, expect, it } from 'vitest';
import { dataStreamRows } from './dataStreamRows';
import { dataStreamRow, streamAnswer } from './testDataStreams';

/** A backing index of the documented streams, which their ILM policy manages. */
const ilmBackingIndex = (indexName: string, indexUuid: string) => ({
  index_name: indexName,
  index_uuid: indexUuid,
  prefer_ilm: true,
  ilm_policy: 'my-lifecycle-policy',
  managed_by: 'Index Lifecycle Management',
});

// The first stream of GET _data_stream as documented by Elasticsearch (indices/get_data_stream/
// examples/200_response/indicesGetDataStreamResponseExample1.yaml), field for field.
const ES_STREAM = {
  name: 'my-data-stream',
  timestamp_field: { name: '@timestamp' },
  indices: [
    ilmBackingIndex('.ds-my-data-stream-2099.03.07-000001', 'xCEhwsp8Tey0-FLNFYVwSg'),
    ilmBackingIndex('.ds-my-data-stream-2099.03.08-000002', 'PA_JquKGSiKcAKBA8DJ5gw'),
  ],
  generation: 2,
  _meta: { 'my-meta-field': 'foo' },
  status: 'GREEN',
  next_generation_managed_by: 'Index Lifecycle Management',
  prefer_ilm: true,
  template: 'my-index-template',
  ilm_policy: 'my-lifecycle-policy',
  hidden: false,
  system: false,
  allow_custom_routing: false,
  replicated: false,
  rollover_on_write: false,
};

/** The documented answer: that stream, and a second one of the same template and policy. */
const ES_STREAMS = {
  data_streams: [
    ES_STREAM,
    {
      ...ES_STREAM,
      name: 'my-data-stream-two',
      indices: [
        ilmBackingIndex('.ds-my-data-stream-two-2099.03.08-000001', '3liBu2SYS5axasRt6fUIpA'),
      ],
      generation: 1,
      status: 'YELLOW',
    },
  ],
};

// GET _data_stream/_stats as documented by Elasticsearch (indices/data_streams_stats/examples/
// 200_response/indicesDataStreamStatsResponseExample1.yaml), field for field.
const ES_STATS = {
  _shards: { total: 10, successful: 5, failed: 0 },
  data_stream_count: 2,
  backing_indices: 5,
  total_store_size: '7kb',
  total_store_size_bytes: 7268,
  data_streams: [
    {
      data_stream: 'my-data-stream',
      backing_indices: 3,
      store_size: '3.7kb',
      store_size_bytes: 3772,
      maximum_timestamp: 1607512028000,
    },
    {
      data_stream: 'my-data-stream-two',
      backing_indices: 2,
      store_size: '3.4kb',
      store_size_bytes: 3496,
      maximum_timestamp: 1607425567000,
    },
  ],
};

/** The documented Elasticsearch stream, moved from ILM to the data stream lifecycle (8.11+). */
const ES_LIFECYCLE_STREAM = {
  ...ES_STREAM,
  indices: ES_STREAM.indices.map((index) => ({
    ...index,
    prefer_ilm: false,
    managed_by: 'Data stream lifecycle',
  })),
  next_generation_managed_by: 'Data stream lifecycle',
  prefer_ilm: false,
  lifecycle: {
    enabled: true,
    data_retention: '7d',
    effective_retention: '7d',
    retention_determined_by: 'data_stream_configuration',
  },
};

// GET _data_stream of Elasticsearch 7.9 (no hidden, system or lifecycle fields yet; generation
// without the date in backing index names).
const ES_79_STREAMS = {
  data_streams: [
    streamAnswer('my-data-stream', ['.ds-my-data-stream-000001', '.ds-my-data-stream-000002'], {
      template: 'my-index-template',
      ilm_policy: 'my-lifecycle-policy',
    }),
  ],
};

describe('dataStreamRows', () => {
  it('reads the documented Elasticsearch answers into rows', () => {
    expect(dataStreamRows(ES_STREAMS, ES_STATS)).toEqual([
      dataStreamRow('my-data-stream', {
        status: 'green',
        template: 'my-index-template',
        generation: 2,
        backingIndices: [
          '.ds-my-data-stream-2099.03.07-000001',
          '.ds-my-data-stream-2099.03.08-000002',
        ],
        storeSizeBytes: 3772,
        maximumTimestamp: 1607512028000,
        lifecycle: { kind: 'ilm', policy: 'my-lifecycle-policy' },
        managedBy: 'Index Lifecycle Management',
      }),
      dataStreamRow('my-data-stream-two', {
        status: 'yellow',
        template: 'my-index-template',
        generation: 1,
        backingIndices: ['.ds-my-data-stream-two-2099.03.08-000001'],
        storeSizeBytes: 3496,
        maximumTimestamp: 1607425567000,
        lifecycle: { kind: 'ilm', policy: 'my-lifecycle-policy' },
        managedBy: 'Index Lifecycle Management',
      }),
    ]);
  });

  it('leaves size and timestamp unknown for a stream the stats answer lacks', () => {
    const stats = { ...ES_STATS, data_streams: ES_STATS.data_streams.slice(1) };
    const [first, second] = dataStreamRows(ES_STREAMS, stats);
    expect([first.storeSizeBytes, first.maximumTimestamp]).toEqual([null, null]);
    expect(second.storeSizeBytes).toBe(3496);
    expect(dataStreamRows(ES_STREAMS, null).map((row) => row.storeSizeBytes)).toEqual([null, null]);
  });

  it('gives no maximum timestamp for an empty stream, which the engine reports as 0', () => {
    const stats = {
      ...ES_STATS,
      data_streams: [{ ...ES_STATS.data_streams[0], store_size_bytes: 225, maximum_timestamp: 0 }],
    };
    const [row] = dataStreamRows(ES_STREAMS, stats);
    expect([row.storeSizeBytes, row.maximumTimestamp]).toEqual([225, null]);
  });

  it('reads the data stream lifecycle and its retention', () => {
    const [row] = dataStreamRows({ data_streams: [ES_LIFECYCLE_STREAM] }, ES_STATS);
    expect(row.lifecycle).toEqual({ kind: 'lifecycle', dataRetention: '7d' });
    expect(row.managedBy).toBe('Data stream lifecycle');
  });

  it('keeps a lifecycle without retention, and ignores one switched off', () => {
    const unbounded = {
      ...ES_LIFECYCLE_STREAM,
      ilm_policy: undefined,
      indices: [],
      lifecycle: { enabled: true },
    };
    const disabled = {
      ...unbounded,
      lifecycle: { enabled: false },
      next_generation_managed_by: 'Unmanaged',
    };
    const rows = dataStreamRows({ data_streams: [unbounded, disabled] }, null);
    expect(rows.map((row) => row.lifecycle)).toEqual([{ kind: 'lifecycle' }, { kind: 'none' }]);
    expect(rows[1].managedBy).toBe('Unmanaged');
  });

  it('follows next_generation_managed_by when a stream has both an ILM policy and a lifecycle', () => {
    const lifecycle = { enabled: true, data_retention: '30d' };
    const preferIlm = { ...ES_STREAM, lifecycle };
    const preferLifecycle = { ...ES_LIFECYCLE_STREAM, lifecycle };
    const rows = dataStreamRows({ data_streams: [preferIlm, preferLifecycle] }, null);
    expect(rows.map((row) => row.lifecycle)).toEqual([
      { kind: 'ilm', policy: 'my-lifecycle-policy' },
      { kind: 'lifecycle', dataRetention: '30d' },
    ]);
  });

  it('reads the flags of hidden, system and replicated streams', () => {
    const stream = { ...ES_STREAM, name: '.fleet-actions-results', hidden: true, system: true };
    const follower = { ...ES_STREAM, replicated: true };
    const rows = dataStreamRows({ data_streams: [stream, follower] }, null);
    expect(rows.map((row) => [row.hidden, row.system, row.replicated])).toEqual([
      [true, true, false],
      [false, false, true],
    ]);
  });

  it('reads the answer of Elasticsearch 7.9, without managed-by fields', () => {
    const [row] = dataStreamRows(ES_79_STREAMS, ES_STATS);
    expect(row).toMatchObject({
      name: 'my-data-stream',
      status: 'green',
      backingIndices: ['.ds-my-data-stream-000001', '.ds-my-data-stream-000002'],
      lifecycle: { kind: 'ilm', policy: 'my-lifecycle-policy' },
      managedBy: null,
      hidden: false,
      system: false,
      replicated: false,
    });
  });

  it('gives no rows for answers of the wrong shape', () => {
    for (const answer of [null, undefined, 'GREEN', 42, [], {}, { data_streams: {} }]) {
      expect(dataStreamRows(answer, answer, answer)).toEqual([]);
    }
  });

  it('skips malformed streams and indices, and defaults malformed fields', () => {
    const streams = {
      data_streams: [
        null,
        'my-data-stream',
        { indices: [] },
        { name: 42 },
        {
          name: 'broken',
          status: 'PURPLE',
          template: { name: 'x' },
          generation: 'two',
          indices: [null, { index_uuid: 'x' }, { index_name: '.ds-broken-000001' }, 'idx'],
          ilm_policy: 7,
          lifecycle: 'forever',
          next_generation_managed_by: 'Someone',
          hidden: 'true',
        },
      ],
    };
    const stats = {
      data_streams: [
        { data_stream: 'broken', store_size_bytes: '3.7kb', maximum_timestamp: null },
        { store_size_bytes: 1 },
        'broken',
      ],
    };
    expect(dataStreamRows(streams, stats)).toEqual([
      dataStreamRow('broken', {
        status: null,
        template: null,
        generation: null,
        backingIndices: ['.ds-broken-000001'],
        storeSizeBytes: null,
        maximumTimestamp: null,
        lifecycle: { kind: 'none' },
        managedBy: null,
      }),
    ]);
  });
});
