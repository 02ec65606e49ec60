// How long the console's completion takes per keystroke, on a cluster with 50,000 indices, an
// index of 5,000 fields and a 10,000-line body (the figures are printed, never asserted):
//   npx vitest bench --run --project node src/features/rest/catalogue/completion.bench.ts
import { bench, describe } from 'vitest';
import elasticsearchJson from './elasticsearch.json';
import { bodyCompletions } from './bodyCompletion';
import { bodyContext } from './bodyContext';
import type { Catalogue } from './catalogueTypes';
import { matchEndpoints } from './endpoints';
import { pathCompletions } from './pathCompletion';
import { queryCompletions } from './queryCompletion';

const catalogue = elasticsearchJson as unknown as Catalogue;
const VERSION = '8.15.0';
const INDICES = Array.from({ length: 50_000 }, (_, i) => `logs-${String(i).padStart(5, '0')}`);
const FIELDS = Array.from({ length: 5_000 }, (_, i) => `field_${String(i).padStart(4, '0')}`);
const searchBody = catalogue.endpoints.find((endpoint) => endpoint.name === 'search')?.body;

/** A 10,000-line search body, open where a match query's field goes. */
const LONG_BODY = `{"query": {"bool": {"should": [\n${Array.from(
  { length: 9_998 },
  (_, i) => `{"term": {"field_${i % 5_000}": "value ${i}"}},`,
).join('\n')}\n{"match": {"`;

describe('path, 50,000 indices', () => {
  bench('an index name being typed', () => {
    pathCompletions(catalogue, VERSION, 'GET', 'logs-1234', 9, () => ({ names: INDICES }));
  });
  bench('an endpoint after the index', () => {
    pathCompletions(catalogue, VERSION, 'GET', 'logs-01234/_se', 14, () => ({ names: INDICES }));
  });
  bench('a parameter value', () => {
    const text = 'logs-01234/_search?expand_wildcards=o';
    const [match] = matchEndpoints(catalogue, VERSION, 'GET', 'logs-01234/_search');
    queryCompletions(catalogue, match ?? null, text, text.length);
  });
});

describe('body, 10,000 lines, 5,000 fields', () => {
  bench('a field name in the last clause', () => {
    const context = bodyContext(LONG_BODY, LONG_BODY.length);
    if (context) bodyCompletions(catalogue, searchBody, context, FIELDS);
  });
  bench('a query key in a short body', () => {
    const text = '{"query": {"bool": {"must": [{"ma';
    const context = bodyContext(text, text.length);
    if (context) bodyCompletions(catalogue, searchBody, context, FIELDS);
  });
});
