// A request sequence as the Elasticsearch reference's console examples write it, and the
// requests the console reads from it, for the paste tests.

/** Comments, blank lines and three requests, the first two with a body. */
export const DOCS_EXAMPLE = `# Create the index
PUT my-index-000001
{ "mappings": { "properties": { "title": { "type": "text" } } } }

POST my-index-000001/_doc
{ "title": "hello" }

// then search
GET my-index-000001/_search
{ "query": { "match": { "title": "hello" } } }
`;

/** The requests of DOCS_EXAMPLE, in order. */
export const DOCS_REQUESTS = [
  {
    method: 'PUT',
    path: 'my-index-000001',
    body: '{ "mappings": { "properties": { "title": { "type": "text" } } } }',
  },
  { method: 'POST', path: 'my-index-000001/_doc', body: '{ "title": "hello" }' },
  {
    method: 'POST',
    path: 'my-index-000001/_search',
    body: '{ "query": { "match": { "title": "hello" } } }',
  },
];
