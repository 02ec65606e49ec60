// `_analyze` answers for tests.
//
// STANDARD_TOKENS: Elasticsearch's answer to its documented request
// (specification/indices/analyze/examples/request/indicesAnalyzeRequestExample1.yaml:
// analyzer standard, text "this is a test"), as the Analyze API page shows it.
// OPENSEARCH_EXPLAIN: an explained answer in the shape of OpenSearch's description
// (opensearch/spec/schemas/indices.analyze.yaml: AnalyzeDetail, CharFilterDetail, TokenDetail,
// ExplainAnalyzeToken with bytes, positionLength and termFrequency) for
// {"char_filter": ["html_strip"], "tokenizer": "standard", "filter": ["lowercase", "stop"],
//  "text": "<p>The QUICK fox</p>", "explain": true}.

const alnum = (token: string, start: number, position: number) => ({
  token,
  start_offset: start,
  end_offset: start + token.length,
  type: '<ALPHANUM>',
  position,
});

export const STANDARD_TOKENS = {
  tokens: [alnum('this', 0, 0), alnum('is', 5, 1), alnum('a', 8, 2), alnum('test', 10, 3)],
};

/** The stop analyzer on the same text: the stop words are gone, positions kept. */
export const STOP_TOKENS = {
  tokens: [{ ...alnum('test', 10, 3), type: 'word' }],
};

const explained = (token: string, start: number, position: number) => ({
  ...alnum(token, start, position),
  bytes: `[${[...token].map((c) => c.charCodeAt(0).toString(16)).join(' ')}]`,
  positionLength: 1,
  termFrequency: 1,
});

export const OPENSEARCH_EXPLAIN = {
  detail: {
    custom_analyzer: true,
    charfilters: [{ name: 'html_strip', filtered_text: ['\nThe QUICK fox\n'] }],
    tokenizer: {
      name: 'standard',
      tokens: [explained('The', 3, 0), explained('QUICK', 7, 1), explained('fox', 13, 2)],
    },
    tokenfilters: [
      {
        name: 'lowercase',
        tokens: [explained('the', 3, 0), explained('quick', 7, 1), explained('fox', 13, 2)],
      },
      { name: 'stop', tokens: [explained('quick', 7, 1), explained('fox', 13, 2)] },
    ],
  },
};
