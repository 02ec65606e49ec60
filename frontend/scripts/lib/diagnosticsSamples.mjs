// Generated Diagnostics answers of the sizes the speed goals name, in the engines' shapes: a
// search profile of 20 shards with a 200-node query tree each, an explained analysis of a
// 10,000-character text, and a health report of 30 indicators. Used by
// scripts/bench-diagnostics.mjs (the readers) and by e2e/bench/diagnostics.bench.ts (the screen
// in the browser).

/** A query tree of `size` nodes: each BooleanQuery has up to 4 children, times made up. */
export function queryTree(size, seed) {
  let made = 0;
  const node = (depth) => {
    made += 1;
    const children = [];
    while (depth < 6 && made < size && children.length < 4) children.push(node(depth + 1));
    const breakdown = {
      score: made,
      score_count: 1,
      build_scorer: seed * made,
      build_scorer_count: 1,
    };
    return {
      type: children.length > 0 ? 'BooleanQuery' : 'TermQuery',
      description: `field:${made}`,
      time_in_nanos: (made * 7919 * seed) % 1000003,
      breakdown,
      children,
    };
  };
  const roots = [];
  while (made < size) roots.push(node(0));
  return roots;
}

/** A search profile of 20 shards, each with a 200-node query tree. */
export function profile(seed) {
  return {
    shards: Array.from({ length: 20 }, (_, shard) => ({
      id: `[node${shard % 3}][logs][${shard}]`,
      searches: [
        {
          query: queryTree(200, seed + shard),
          rewrite_time: 1000,
          collector: [
            { name: 'SimpleTopScoreDocCollector', reason: 'search_top_hits', time_in_nanos: 10 },
          ],
        },
      ],
      aggregations: [],
    })),
  };
}

/**
 * An explained analysis of a text of about `length` characters: html_strip, the standard
 * tokenizer, then lowercase, stop (every fifth token dropped) and snowball (a letter cut).
 */
export function explained(length) {
  const words = [];
  let text = '';
  while (text.length < length) {
    const word = `Word${words.length % 97}`;
    words.push({
      token: word,
      start_offset: text.length,
      end_offset: text.length + word.length,
      type: '<ALPHANUM>',
      position: words.length,
    });
    text += `${word} `;
  }
  const lower = words.map((token) => ({ ...token, token: token.token.toLowerCase() }));
  const stopped = lower.filter((_, n) => n % 5 !== 0);
  return {
    detail: {
      custom_analyzer: true,
      charfilters: [{ name: 'html_strip', filtered_text: [text] }],
      tokenizer: { name: 'standard', tokens: words },
      tokenfilters: [
        { name: 'lowercase', tokens: lower },
        { name: 'stop', tokens: stopped },
        { name: 'snowball', tokens: stopped.map((t) => ({ ...t, token: t.token.slice(0, -1) })) },
      ],
    },
  };
}

/** 30 indicators, each diagnosis naming `perIndicator` indices and a node. */
export function healthReport(perIndicator = 1000) {
  const indicators = {};
  for (let i = 0; i < 30; i += 1) {
    indicators[`indicator_${i}`] = {
      status: ['green', 'yellow', 'red'][i % 3],
      symptom: `symptom ${i}`,
      impacts: [{ id: `i${i}`, severity: 1 + (i % 3), description: 'x', impact_areas: ['search'] }],
      diagnosis: [
        {
          id: `d${i}`,
          cause: 'c',
          action: 'a',
          help_url: 'https://example.org',
          affected_resources: {
            indices: Array.from({ length: perIndicator }, (_, n) => `logs-${i}-${n}`),
            nodes: [{ node_id: 'n1', name: 'node-1' }],
          },
        },
      ],
    };
  }
  return { cluster_name: 'bench', status: 'red', indicators };
}
