// Where the footer points (the source repository and the product's home page,
// which is the repository's README). The engine links lead to each engine's own reference.
export const PROJECT_SOURCE_URL = 'https://github.com/shardscope/shardscope';
export const PROJECT_DOCS_URL = 'https://github.com/shardscope/shardscope#readme';
export const ELASTICSEARCH_DOCS_URL = 'https://www.elastic.co/docs/reference/elasticsearch';
export const OPENSEARCH_DOCS_URL = 'https://docs.opensearch.org/latest/';
