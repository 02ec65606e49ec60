// The analysis pieces each engine has built in, offered by the playground's chain builder beside
// the index's own. Kept as data: the names the Elasticsearch specification defines
// (specification/_types/analysis/{analyzers,languages,tokenizers,token_filters,char_filters,
// normalizers}.ts, plugin files left out), which OpenSearch kept when it split from Elasticsearch
// 7.10, and what one engine adds that the other lacks. A name an engine version does not know is
// refused by the engine with its own message, which the screen shows.
import type { Distribution } from '../version';

export interface BuiltInAnalysis {
  analyzers: readonly string[];
  normalizers: readonly string[];
  tokenizers: readonly string[];
  charFilters: readonly string[];
  filters: readonly string[];
}

// prettier-ignore
const LANGUAGE_ANALYZERS = [
  'arabic', 'armenian', 'basque', 'bengali', 'brazilian', 'bulgarian', 'catalan', 'cjk', 'czech',
  'danish', 'dutch', 'english', 'estonian', 'finnish', 'french', 'galician', 'german', 'greek',
  'hindi', 'hungarian', 'indonesian', 'irish', 'italian', 'latvian', 'lithuanian', 'norwegian',
  'persian', 'portuguese', 'romanian', 'russian', 'serbian', 'sorani', 'spanish', 'swedish',
  'thai', 'turkish',
];

// prettier-ignore
const SHARED: BuiltInAnalysis = {
  analyzers: [
    'standard', 'simple', 'whitespace', 'stop', 'keyword', 'pattern', 'fingerprint', 'snowball',
    ...LANGUAGE_ANALYZERS,
  ],
  normalizers: ['lowercase'],
  tokenizers: [
    'standard', 'letter', 'lowercase', 'whitespace', 'uax_url_email', 'classic', 'thai', 'ngram',
    'edge_ngram', 'keyword', 'pattern', 'simple_pattern', 'simple_pattern_split', 'char_group',
    'path_hierarchy',
  ],
  charFilters: ['html_strip', 'mapping', 'pattern_replace'],
  filters: [
    'apostrophe', 'arabic_normalization', 'arabic_stem', 'asciifolding', 'bengali_normalization',
    'brazilian_stem', 'cjk_bigram', 'cjk_width', 'classic', 'common_grams', 'condition',
    'czech_stem', 'decimal_digit', 'delimited_payload', 'dictionary_decompounder', 'dutch_stem',
    'edge_ngram', 'elision', 'fingerprint', 'flatten_graph', 'french_stem',
    'german_normalization', 'german_stem', 'hindi_normalization', 'hunspell',
    'hyphenation_decompounder', 'indic_normalization', 'keep', 'keep_types', 'keyword_marker',
    'keyword_repeat', 'kstem', 'length', 'limit', 'lowercase', 'min_hash', 'multiplexer', 'ngram',
    'pattern_capture', 'pattern_replace', 'persian_normalization', 'persian_stem', 'porter_stem',
    'predicate_token_filter', 'remove_duplicates', 'reverse', 'russian_stem',
    'scandinavian_folding', 'scandinavian_normalization', 'serbian_normalization', 'shingle',
    'snowball', 'sorani_normalization', 'stemmer', 'stemmer_override', 'stop', 'synonym',
    'synonym_graph', 'trim', 'truncate', 'unique', 'uppercase', 'word_delimiter',
    'word_delimiter_graph',
  ],
};

/** OpenSearch's own: the term frequency filter (`delimited_term_freq`, from 2.13). */
const OPENSEARCH: BuiltInAnalysis = {
  ...SHARED,
  filters: [...SHARED.filters, 'delimited_term_freq'],
};

/** The built-in pieces of an engine, each list sorted by name. */
export function builtInAnalysis(distribution: Distribution): BuiltInAnalysis {
  const lists = distribution === 'opensearch' ? OPENSEARCH : SHARED;
  const sorted = (names: readonly string[]) => [...names].sort();
  return {
    analyzers: sorted(lists.analyzers),
    normalizers: sorted(lists.normalizers),
    tokenizers: sorted(lists.tokenizers),
    charFilters: sorted(lists.charFilters),
    filters: sorted(lists.filters),
  };
}
