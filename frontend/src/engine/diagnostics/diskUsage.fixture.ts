// `_disk_usage` and `_field_usage_stats` answers for tests: Elasticsearch's documented examples
// (specification/indices/disk_usage/examples/200_response/IndicesDiskUsageResponseExample1.yaml and
// specification/indices/field_usage_stats/examples/200_response/
// indicesFieldUsageStatsResponseExample1.yaml), both abbreviated by the documentation itself: a
// field given as {} has its sizes or counts left out. diskUsage.test.ts checks them against the
// specification when it is at hand.

export const DISK_USAGE_INDEX = 'my-index-000001';

export const DISK_USAGE_ANSWER = {
  _shards: {
    total: 1,
    successful: 1,
    failed: 0,
  },
  'my-index-000001': {
    store_size: '929mb',
    store_size_in_bytes: 974192723,
    all_fields: {
      total: '928.9mb',
      total_in_bytes: 973977084,
      inverted_index: {
        total: '107.8mb',
        total_in_bytes: 113128526,
      },
      stored_fields: '623.5mb',
      stored_fields_in_bytes: 653819143,
      doc_values: '125.7mb',
      doc_values_in_bytes: 131885142,
      points: '59.9mb',
      points_in_bytes: 62885773,
      norms: '2.3kb',
      norms_in_bytes: 2356,
      term_vectors: '2.2kb',
      term_vectors_in_bytes: 2310,
      knn_vectors: '0b',
      knn_vectors_in_bytes: 0,
    },
    fields: {
      _id: {
        total: '49.3mb',
        total_in_bytes: 51709993,
        inverted_index: {
          total: '29.7mb',
          total_in_bytes: 31172745,
        },
        stored_fields: '19.5mb',
        stored_fields_in_bytes: 20537248,
        doc_values: '0b',
        doc_values_in_bytes: 0,
        points: '0b',
        points_in_bytes: 0,
        norms: '0b',
        norms_in_bytes: 0,
        term_vectors: '0b',
        term_vectors_in_bytes: 0,
        knn_vectors: '0b',
        knn_vectors_in_bytes: 0,
      },
      _primary_term: {},
      _seq_no: {},
      _version: {},
      _source: {
        total: '603.9mb',
        total_in_bytes: 633281895,
        inverted_index: {},
        stored_fields: '603.9mb',
        stored_fields_in_bytes: 633281895,
        doc_values: '0b',
        doc_values_in_bytes: 0,
        points: '0b',
        points_in_bytes: 0,
        norms: '0b',
        norms_in_bytes: 0,
        term_vectors: '0b',
        term_vectors_in_bytes: 0,
        knn_vectors: '0b',
        knn_vectors_in_bytes: 0,
      },
      context: {
        total: '28.6mb',
        total_in_bytes: 30060405,
        inverted_index: {
          total: '22mb',
          total_in_bytes: 23090908,
        },
        stored_fields: '0b',
        stored_fields_in_bytes: 0,
        doc_values: '0b',
        doc_values_in_bytes: 0,
        points: '0b',
        points_in_bytes: 0,
        norms: '2.3kb',
        norms_in_bytes: 2356,
        term_vectors: '2.2kb',
        term_vectors_in_bytes: 2310,
        knn_vectors: '0b',
        knn_vectors_in_bytes: 0,
      },
      'context.keyword': {},
      message: {},
      'message.keyword': {},
    },
  },
};

export const FIELD_USAGE_ANSWER = {
  _shards: {
    total: 1,
    successful: 1,
    failed: 0,
  },
  'my-index-000001': {
    shards: [
      {
        tracking_id: 'MpOl0QlTQ4SYYhEe6KgJoQ',
        tracking_started_at_millis: 1625558985010,
        routing: {
          state: 'STARTED',
          primary: true,
          node: 'gA6KeeVzQkGURFCUyV-e8Q',
          relocating_node: null,
        },
        stats: {
          all_fields: {
            any: '6',
            inverted_index: {
              terms: 1,
              postings: 1,
              proximity: 1,
              positions: 0,
              term_frequencies: 1,
              offsets: 0,
              payloads: 0,
            },
            stored_fields: 2,
            doc_values: 1,
            points: 0,
            norms: 1,
            term_vectors: 0,
            knn_vectors: 0,
          },
          fields: {
            _id: {
              any: 1,
              inverted_index: {
                terms: 1,
                postings: 1,
                proximity: 1,
                positions: 0,
                term_frequencies: 1,
                offsets: 0,
                payloads: 0,
              },
              stored_fields: 1,
              doc_values: 0,
              points: 0,
              norms: 0,
              term_vectors: 0,
              knn_vectors: 0,
            },
            _source: {},
            context: {},
            'message.keyword': {},
          },
        },
      },
    ],
  },
};
