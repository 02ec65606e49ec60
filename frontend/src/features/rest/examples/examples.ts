// The built-in example requests of the examples dialog. Descriptions are
// i18n keys under rest.examples.descriptions.
import type { KeysUnder } from '../../../i18n/translate';
import { filterRows } from '../../../lib/filter';
import type { RestRequest } from '../../../engine/clusterDb';

const API_DOCS = 'https://www.elastic.co/docs/api/doc/elasticsearch/operation';

export interface RestExample extends RestRequest {
  /** Stable id; also the i18n key of the description. */
  id: KeysUnder<'rest.examples.descriptions'>;
  /** Documentation link. */
  doc: string;
}

const EXAMPLE_INDEX = 'example-index';

const BULK_BODY = [
  '{ "index": { "_index": "example-index", "_id": "1" } }',
  '{ "title": "first document" }',
  '{ "delete": { "_index": "example-index", "_id": "2" } }',
  '{ "create": { "_index": "example-index", "_id": "3" } }',
  '{ "title": "third document" }',
  '{ "update": { "_index": "example-index", "_id": "1" } }',
  '{ "doc": { "tags": ["updated"] } }',
  '',
].join('\n');

const json = (value: unknown) => JSON.stringify(value, null, 2);

export const REST_EXAMPLES: readonly RestExample[] = [
  {
    id: 'catIndices',
    method: 'GET',
    path: '_cat/indices',
    body: '',
    doc: `${API_DOCS}/operation-cat-indices`,
  },
  {
    id: 'catAliases',
    method: 'GET',
    path: '_cat/aliases',
    body: '',
    doc: `${API_DOCS}/operation-cat-aliases`,
  },
  {
    id: 'catShards',
    method: 'GET',
    path: '_cat/shards',
    body: '',
    doc: `${API_DOCS}/operation-cat-shards`,
  },
  { id: 'bulk', method: 'POST', path: '_bulk', body: BULK_BODY, doc: `${API_DOCS}/operation-bulk` },
  {
    id: 'apiKey',
    method: 'POST',
    path: '_security/api_key',
    body: json({ name: 'example-api-key', expiration: '1d' }),
    doc: `${API_DOCS}/operation-security-create-api-key`,
  },
  {
    id: 'flush',
    method: 'POST',
    path: '_flush',
    body: '',
    doc: `${API_DOCS}/operation-indices-flush`,
  },
  {
    id: 'reloadSecureSettings',
    method: 'POST',
    path: '_nodes/reload_secure_settings',
    body: '',
    doc: `${API_DOCS}/operation-nodes-reload-secure-settings`,
  },
  {
    id: 'createIndex',
    method: 'PUT',
    path: EXAMPLE_INDEX,
    body: json({ settings: { index: { number_of_shards: 2, number_of_replicas: 1 } } }),
    doc: `${API_DOCS}/operation-indices-create`,
  },
  // The API path is '_all/_settings' (with the underscore), which is what works when used.
  {
    id: 'allWritable',
    method: 'PUT',
    path: '_all/_settings',
    body: json({ index: { blocks: { read_only_allow_delete: 'false' } } }),
    doc: `${API_DOCS}/operation-indices-put-settings`,
  },
  {
    id: 'deleteIndex',
    method: 'DELETE',
    path: EXAMPLE_INDEX,
    body: '',
    doc: `${API_DOCS}/operation-indices-delete`,
  },
];

export interface ExampleRow extends RestExample {
  description: string;
}

export const EXAMPLE_FILTER_COLUMNS = ['method', 'path', 'description'] as const;

/** The examples whose method, path or (translated) description match the filter text. */
export function filterExamples(rows: readonly ExampleRow[], text: string): ExampleRow[] {
  return filterRows(rows, text, EXAMPLE_FILTER_COLUMNS);
}
