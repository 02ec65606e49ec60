// The documentation link of the console's heading, versioned by the cluster's major.minor.
import type { Distribution } from '../../../engine/version';
import { majorMinorOf } from '../../../engine/version';

const ELASTICSEARCH_GUIDE = 'https://www.elastic.co/guide/en/elasticsearch/reference';
// From 9.0 the reference moved to unversioned pages; the REST API reference is kept per major.
const ELASTICSEARCH_API = 'https://www.elastic.co/docs/api/doc/elasticsearch';
const OPENSEARCH_DOCS = 'https://docs.opensearch.org';

export function restDocsUrl(distribution: Distribution, version: string): string {
  const majorMinor = majorMinorOf(version);
  if (distribution === 'opensearch') {
    return `${OPENSEARCH_DOCS}/${majorMinor || 'latest'}/api-reference/`;
  }
  const major = Number.parseInt(majorMinor, 10);
  if (Number.isNaN(major)) return `${ELASTICSEARCH_GUIDE}/current/rest-apis.html`;
  if (major >= 9) return `${ELASTICSEARCH_API}/v${major}/`;
  return `${ELASTICSEARCH_GUIDE}/${majorMinor}/rest-apis.html`;
}

/**
 * The page of one endpoint (`docs`, the catalogue's link to the latest documentation) for the
 * cluster's version: Elasticsearch's API reference per major from 8 on, OpenSearch's docs per
 * major.minor; the latest page otherwise.
 */
export function endpointDocsUrl(docs: string, distribution: Distribution, version: string): string {
  const majorMinor = majorMinorOf(version);
  if (majorMinor === '') return docs;
  if (distribution === 'opensearch') {
    const latest = `${OPENSEARCH_DOCS}/latest/`;
    return docs.startsWith(latest)
      ? `${OPENSEARCH_DOCS}/${majorMinor}/${docs.slice(latest.length)}`
      : docs;
  }
  const major = Number.parseInt(majorMinor, 10);
  const api = `${ELASTICSEARCH_API}/`;
  return major >= 8 && docs.startsWith(api) ? `${api}v${major}/${docs.slice(api.length)}` : docs;
}
