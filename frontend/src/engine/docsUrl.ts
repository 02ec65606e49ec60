// The documentation pages of each engine: the REST API reference and one endpoint's page, versioned
// by the cluster's major.minor, and the query string syntax.
import type { EngineProfile } from './profile';
import { majorMinorOf } from './version';

const ELASTICSEARCH_GUIDE = 'https://www.elastic.co/guide/en/elasticsearch/reference';
// From 9.0 the reference moved to unversioned pages; the REST API reference is kept per major.
const ELASTICSEARCH_API = 'https://www.elastic.co/docs/api/doc/elasticsearch';
const OPENSEARCH_DOCS = 'https://docs.opensearch.org';

export function restDocsUrl(engine: EngineProfile): string {
  const majorMinor = majorMinorOf(engine.version);
  if (engine.distribution === 'opensearch') {
    return `${OPENSEARCH_DOCS}/${majorMinor || 'latest'}/api-reference/`;
  }
  const { major } = engine.version;
  if (major === null || majorMinor === '') return `${ELASTICSEARCH_GUIDE}/current/rest-apis.html`;
  if (major >= 9) return `${ELASTICSEARCH_API}/v${major}/`;
  return `${ELASTICSEARCH_GUIDE}/${majorMinor}/rest-apis.html`;
}

/**
 * The page of one endpoint (`docs`, the catalogue's link to the latest documentation) for the
 * cluster's version: Elasticsearch's API reference per major from 8 on, OpenSearch's docs per
 * major.minor; the latest page otherwise.
 */
export function endpointDocsUrl(docs: string, engine: EngineProfile): string {
  const majorMinor = majorMinorOf(engine.version);
  if (majorMinor === '') return docs;
  if (engine.distribution === 'opensearch') {
    const latest = `${OPENSEARCH_DOCS}/latest/`;
    return docs.startsWith(latest)
      ? `${OPENSEARCH_DOCS}/${majorMinor}/${docs.slice(latest.length)}`
      : docs;
  }
  const major = engine.version.major ?? 0;
  const api = `${ELASTICSEARCH_API}/`;
  return major >= 8 && docs.startsWith(api) ? `${api}v${major}/${docs.slice(api.length)}` : docs;
}

const QUERY_STRING_DOCS = {
  elasticsearch: `${ELASTICSEARCH_GUIDE}/current/query-dsl-query-string-query.html#query-string-syntax`,
  opensearch: `${OPENSEARCH_DOCS}/latest/query-dsl/full-text/query-string/`,
} as const;

/** The engine's page on the query string syntax (the search screen's query field). */
export function queryStringDocsUrl(engine: EngineProfile): string {
  return QUERY_STRING_DOCS[engine.distribution];
}
