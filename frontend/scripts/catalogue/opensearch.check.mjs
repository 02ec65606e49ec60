/**
 * Builds the OpenSearch catalogue from the reference specifications and prints its figures (endpoints,
 * types, raw and brotli size, time taken) and spot checks of well-known endpoints and types.
 * Exits with 1 when a spot check fails.
 *
 *   node scripts/catalogue/opensearch.check.mjs [path to shared/api-specs]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { opensearchCatalogue } from './opensearch.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const specRoot = process.argv[2] ?? path.resolve(here, '../../../../shared/api-specs');
const BROTLI_BUDGET = 200 * 1024;

const started = performance.now();
const catalogue = opensearchCatalogue(specRoot);
const elapsed = performance.now() - started;
const raw = Buffer.from(JSON.stringify(catalogue));
const brotli = zlib.brotliCompressSync(raw).length;

console.log(`endpoints: ${catalogue.endpoints.length}`);
console.log(`types:     ${Object.keys(catalogue.types).length}`);
console.log(
  `size:      ${kib(raw.length)} raw, ${kib(brotli)} brotli (budget ${kib(BROTLI_BUDGET)})`,
);
console.log(`time:      ${elapsed.toFixed(0)} ms`);
console.log('');

let failures = 0;
const endpoint = (name) => catalogue.endpoints.find((entry) => entry.name === name);
const type = (name) => catalogue.types[name];

/** Prints a spot check: what was found, and whether it holds. */
function check(label, value, holds) {
  const ok = Boolean(holds(value));
  if (!ok) failures++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${JSON.stringify(value)}`);
}

/** A named type with its allowed values written out. */
function resolved(value) {
  return typeof value === 'string' && type(value) ? { [value]: type(value) } : value;
}

/** The keys of an object type, also when it comes with alternatives (a shorthand, say). */
function keysOf(value) {
  const form = type(value) ?? value;
  const withKeys = form?.keys
    ? form
    : form?.oneOf?.map((alt) => type(alt) ?? alt).find((alt) => alt?.keys);
  return withKeys ? Object.keys(withKeys.keys) : [];
}

const includesAll = (expected) => (list) => expected.every((item) => list.includes(item));

check('brotli size within budget', brotli, (size) => size <= BROTLI_BUDGET);
check('globalParams', catalogue.globalParams, (params) =>
  includesAll(['pretty', 'human', 'error_trace', 'filter_path', 'source'])(Object.keys(params)),
);

const search = endpoint('search');
check('search paths', search?.paths, includesAll(['/_search', '/{index}/_search']));
check('search methods', search?.methods, (methods) => methods?.join() === 'GET,POST');
check('search parts', search?.parts, (parts) => parts?.index === 'indices');
check('search param size', search?.params.size, (size) => size === 'number');
check('search param expand_wildcards', resolved(search?.params.expand_wildcards), (value) =>
  includesAll(['all', 'open', 'closed', 'hidden', 'none'])(
    Object.values(value ?? {})[0]?.enum ?? [],
  ),
);
check('search body', search?.body, (body) => typeof body === 'string' && type(body));
check(
  'search body keys',
  keysOf(search?.body),
  includesAll([
    'query',
    'aggs',
    'aggregations',
    'size',
    'from',
    'sort',
    '_source',
    'highlight',
    'post_filter',
  ]),
);
check('search docs', search?.docs, (docs) => docs?.startsWith('https://docs.opensearch.org/'));

check(
  'QueryContainer keys',
  keysOf('QueryContainer'),
  includesAll([
    'bool',
    'match',
    'term',
    'terms',
    'range',
    'exists',
    'nested',
    'multi_match',
    'query_string',
  ]),
);
check('QueryContainer takes one key', type('QueryContainer')?.one, (one) => one === true);
const bool = type('QueryContainer')?.keys.bool;
check(
  `bool query (${bool}) keys`,
  keysOf(bool),
  includesAll(['must', 'filter', 'should', 'must_not', 'minimum_should_match', 'boost']),
);
check('match', type('QueryContainer')?.keys.match, (match) => match?.fields !== undefined);
check('range', type('QueryContainer')?.keys.range, (range) => range?.fields !== undefined);
check(
  'aggregation keys',
  keysOf('AggregationContainer'),
  includesAll(['terms', 'avg', 'date_histogram', 'aggs']),
);

const catIndices = endpoint('cat.indices');
check(
  'cat.indices paths',
  catIndices?.paths,
  (paths) => paths?.join() === '/_cat/indices,/_cat/indices/{index}',
);

const ism = catalogue.endpoints.filter((entry) => entry.name.startsWith('ism.'));
check(
  'ism endpoints',
  ism.map((entry) => entry.name),
  (names) => names.length > 0,
);
check(
  'ism policies paths',
  [...new Set(ism.flatMap((entry) => entry.paths))].filter((p) =>
    p.startsWith('/_plugins/_ism/policies'),
  ),
  includesAll(['/_plugins/_ism/policies', '/_plugins/_ism/policies/{policy_id}']),
);
check(
  'ism.get_policy parts',
  endpoint('ism.get_policy')?.parts,
  (parts) => parts?.policy_id === 'policies',
);

const sorted = catalogue.endpoints.map((entry) => entry.name);
check('endpoints sorted by name', sorted.length, () =>
  sorted.every((name, i) => i === 0 || sorted[i - 1] < name),
);
const unresolved = JSON.stringify(catalogue).match(/\\u0000/g);
check('no unresolved type references', unresolved?.length ?? 0, (count) => count === 0);

console.log('');
console.log(failures === 0 ? 'all spot checks hold' : `${failures} spot check(s) failed`);
process.exitCode = failures === 0 ? 0 : 1;

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
