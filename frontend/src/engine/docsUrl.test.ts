import { engineProfile } from './profile';
import { endpointDocsUrl, queryStringDocsUrl, restDocsUrl } from './docsUrl';

describe('restDocsUrl', () => {
  it('links the REST API guide of the cluster major.minor for 7 and 8', () => {
    expect(restDocsUrl(engineProfile('elasticsearch', '8.15.2'))).toBe(
      'https://www.elastic.co/guide/en/elasticsearch/reference/8.15/rest-apis.html',
    );
    expect(restDocsUrl(engineProfile('elasticsearch', '7.17.0'))).toBe(
      'https://www.elastic.co/guide/en/elasticsearch/reference/7.17/rest-apis.html',
    );
  });

  it('links the per-major API reference from 9 on', () => {
    expect(restDocsUrl(engineProfile('elasticsearch', '9.1.3'))).toBe(
      'https://www.elastic.co/docs/api/doc/elasticsearch/v9/',
    );
  });

  it('links the OpenSearch docs of the cluster version', () => {
    expect(restDocsUrl(engineProfile('opensearch', '2.19.1'))).toBe(
      'https://docs.opensearch.org/2.19/api-reference/',
    );
  });

  it('links the current docs while the version is unknown', () => {
    expect(restDocsUrl(engineProfile('elasticsearch', ''))).toBe(
      'https://www.elastic.co/guide/en/elasticsearch/reference/current/rest-apis.html',
    );
    expect(restDocsUrl(engineProfile('opensearch', ''))).toBe(
      'https://docs.opensearch.org/latest/api-reference/',
    );
  });
});

describe('endpointDocsUrl', () => {
  const search = 'https://www.elastic.co/docs/api/doc/elasticsearch/operation/operation-search';
  const osSearch = 'https://docs.opensearch.org/latest/api-reference/search/';

  it("links an endpoint's page in the API reference of the cluster major from 8 on", () => {
    expect(endpointDocsUrl(search, engineProfile('elasticsearch', '8.15.2'))).toBe(
      'https://www.elastic.co/docs/api/doc/elasticsearch/v8/operation/operation-search',
    );
    expect(endpointDocsUrl(search, engineProfile('elasticsearch', '9.1.0'))).toBe(
      'https://www.elastic.co/docs/api/doc/elasticsearch/v9/operation/operation-search',
    );
    // The API reference has no pages per version before 8.
    expect(endpointDocsUrl(search, engineProfile('elasticsearch', '7.17.0'))).toBe(search);
  });

  it("links an endpoint's OpenSearch page of the cluster version", () => {
    expect(endpointDocsUrl(osSearch, engineProfile('opensearch', '2.19.1'))).toBe(
      'https://docs.opensearch.org/2.19/api-reference/search/',
    );
  });

  it('links the latest page while the version is unknown, and other links as they are', () => {
    expect(endpointDocsUrl(osSearch, engineProfile('opensearch', ''))).toBe(osSearch);
    expect(endpointDocsUrl('https://example.com/x', engineProfile('opensearch', '2.19.1'))).toBe(
      'https://example.com/x',
    );
  });
});

describe('queryStringDocsUrl', () => {
  it("links the query string syntax of the cluster's engine", () => {
    expect(queryStringDocsUrl(engineProfile('elasticsearch', '8.15.2'))).toBe(
      'https://www.elastic.co/guide/en/elasticsearch/reference/current/query-dsl-query-string-query.html#query-string-syntax',
    );
    expect(queryStringDocsUrl(engineProfile('opensearch', '2.19.1'))).toBe(
      'https://docs.opensearch.org/latest/query-dsl/full-text/query-string/',
    );
  });
});
