// Documented profile answers, for tests.
//
// Elasticsearch: the `match` query of the Profile API page (elastic/elasticsearch,
// docs/reference/search/profile.asciidoc, "Usage"; times as strings there), with the aggregations
// of its "Profiling Aggregations" section and the fetch section of the 8.x page; shapes as in
// api-specs elasticsearch/specification/_global/search/_types/profile.ts.
// OpenSearch: the shape of api-specs opensearch/spec/schemas/_core.search.yaml (ShardProfile),
// with `fetch` as the list OpenSearch 3.2 sends and every time 0, as a test engine without timers
// answers.

const queryBreakdown = (build: number, weight: number, nextDoc: number, score: number) => ({
  score,
  score_count: 4,
  build_scorer: build,
  build_scorer_count: 1,
  match: 0,
  match_count: 0,
  create_weight: weight,
  create_weight_count: 1,
  next_doc: nextDoc,
  next_doc_count: 5,
  advance: 0,
  advance_count: 0,
  compute_max_score: 0,
  compute_max_score_count: 0,
  shallow_advance: 0,
  shallow_advance_count: 0,
  set_min_competitive_score: 0,
  set_min_competitive_score_count: 0,
});

const aggBreakdown = (build: number, init: number, collect: number) => ({
  reduce: 0,
  build_aggregation: build,
  build_aggregation_count: 1,
  initialize: init,
  initialize_count: 1,
  reduce_count: 0,
  collect,
  collect_count: 4,
});

/** The Elasticsearch shard's profile: "[2aE02wS1R8q_QFnYu6vDVQ][twitter][0]". */
export const ES_SHARD = {
  id: '[2aE02wS1R8q_QFnYu6vDVQ][twitter][0]',
  searches: [
    {
      query: [
        {
          type: 'BooleanQuery',
          description: 'message:some message:number',
          time_in_nanos: '1873811',
          breakdown: queryBreakdown(2935582, 919297, 53876, 51306),
          children: [
            {
              type: 'TermQuery',
              description: 'message:some',
              time_in_nanos: '391943',
              breakdown: queryBreakdown(784451, 1669564, 10111, 28776),
            },
            {
              type: 'TermQuery',
              description: 'message:number',
              time_in_nanos: '210682',
              breakdown: queryBreakdown(42602, 89323, 2852, 4552),
            },
          ],
        },
      ],
      rewrite_time: 51443,
      collector: [
        {
          name: 'CancellableCollector',
          reason: 'search_cancelled',
          time_in_nanos: '304311',
          children: [
            {
              name: 'SimpleTopScoreDocCollector',
              reason: 'search_top_hits',
              time_in_nanos: '32273',
            },
          ],
        },
      ],
    },
  ],
  aggregations: [
    {
      type: 'LongTermsAggregator',
      description: 'my_scoped_agg',
      time_in_nanos: 195386,
      breakdown: aggBreakdown(81171, 22753, 91456),
    },
    {
      type: 'GlobalAggregator',
      description: 'my_global_agg',
      time_in_nanos: 190430,
      breakdown: aggBreakdown(59990, 29619, 100815),
      children: [
        {
          type: 'LongTermsAggregator',
          description: 'my_level_agg',
          time_in_nanos: 160329,
          breakdown: aggBreakdown(55712, 10559, 94052),
        },
      ],
    },
  ],
  fetch: {
    type: 'fetch',
    description: '',
    time_in_nanos: 660555,
    breakdown: {
      next_reader: 7292,
      next_reader_count: 1,
      load_stored_fields: 299325,
      load_stored_fields_count: 5,
      load_source: 3863,
      load_source_count: 5,
    },
    debug: { stored_fields: ['_id', '_routing', '_source'] },
    children: [
      {
        type: 'FetchSourcePhase',
        description: '',
        time_in_nanos: 20443,
        breakdown: { next_reader: 745, next_reader_count: 1, process: 19698, process_count: 5 },
        debug: { fast_path: 5 },
      },
    ],
  },
};

/** The Elasticsearch search answer holding ES_SHARD. */
export const ES_ANSWER = {
  took: 25,
  timed_out: false,
  _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
  hits: { total: { value: 4, relation: 'eq' }, max_score: 0.5093388, hits: [] },
  profile: { shards: [ES_SHARD] },
};

const zeroQuery = (type: string, description: string, children?: unknown[]) => ({
  type,
  description,
  time_in_nanos: 0,
  breakdown: queryBreakdown(0, 0, 0, 0),
  ...(children ? { children } : {}),
});

/** An OpenSearch profile whose timers all read 0, with two shards of one index. */
export const OS_PROFILE = {
  shards: [0, 1].map((shard) => ({
    id: `[n1OsNode][books][${shard}]`,
    inbound_network_time_in_millis: 0,
    outbound_network_time_in_millis: 0,
    searches: [
      {
        query: [
          zeroQuery('BooleanQuery', '+title:dune +author:herbert', [
            zeroQuery('TermQuery', 'title:dune'),
            zeroQuery('TermQuery', 'author:herbert'),
          ]),
        ],
        rewrite_time: 0,
        collector: [
          { name: 'SimpleTopScoreDocCollector', reason: 'search_top_hits', time_in_nanos: 0 },
        ],
      },
    ],
    aggregations: [],
    fetch: [
      {
        type: 'fetch',
        description: 'fetch',
        time_in_nanos: 0,
        breakdown: { load_stored_fields: 0, load_stored_fields_count: 1, load_source: 0 },
      },
    ],
  })),
};
