// Runs the Elasticsearch catalogue generator and prints its figures and a few spot checks.
// Usage (from frontend/): node scripts/catalogue/elasticsearch.check.mjs [path to shared/api-specs]
// Exits with status 1 when a spot check fails.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { elasticsearchCatalogue } from './elasticsearch.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const specRoot = process.argv[2] ?? path.join(here, '..', '..', '..', '..', 'shared', 'api-specs');
const BUDGET = 200 * 1024;

const started = performance.now();
const catalogue = elasticsearchCatalogue(specRoot);
const elapsed = performance.now() - started;
const json = JSON.stringify(catalogue);
const brotli = zlib.brotliCompressSync(Buffer.from(json)).length;

console.log(`endpoints: ${catalogue.endpoints.length}`);
console.log(`types: ${Object.keys(catalogue.types).length}`);
console.log(`size: ${json.length} bytes raw, ${brotli} bytes brotli (budget ${BUDGET})`);
console.log(`generation: ${Math.round(elapsed)} ms`);

let failures = 0;
function check(label, ok, shown) {
  if (!ok) failures++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${JSON.stringify(shown)}`);
}

const endpoint = (name) => catalogue.endpoints.find((e) => e.name === name);
/** Follows named types to their definition. */
const resolve = (type) =>
  typeof type === 'string' && catalogue.types[type] ? resolve(catalogue.types[type]) : type;
/** Keys of an object type, through references and alternatives. */
const keysOf = (type) => {
  const resolved = resolve(type);
  if (resolved?.oneOf) return resolved.oneOf.flatMap(keysOf);
  return Object.keys(resolved?.keys ?? {});
};
const hasAll = (keys, wanted) => wanted.every((key) => keys.includes(key));

check('brotli size within budget', brotli <= BUDGET, brotli);

const search = endpoint('search');
check('search paths', sameList(search.paths, ['/_search', '/{index}/_search']), search.paths);
check('search methods', sameList(search.methods, ['GET', 'POST']), search.methods);
check('search param size', search.params.size === 'number', search.params.size);
const expand = search.params.expand_wildcards;
const expandValues = resolve(expand)?.enum ?? [];
check(
  'search param expand_wildcards',
  hasAll(expandValues, ['all', 'open', 'closed', 'hidden', 'none']),
  { type: expand, enum: expandValues },
);
const bodyKeys = keysOf(search.body);
check(
  'search body keys',
  hasAll(bodyKeys, ['query', 'aggs', 'aggregations', 'size', 'from', 'sort', '_source']),
  bodyKeys,
);
check('search docs', /^https:\/\//.test(search.docs ?? ''), search.docs);

const queryKeys = keysOf('QueryContainer');
check(
  'QueryContainer keys',
  hasAll(queryKeys, ['bool', 'match', 'term', 'terms', 'range', 'exists', 'nested', 'multi_match']),
  `${queryKeys.length} keys: ${queryKeys.slice(0, 12).join(', ')}, ...`,
);
check('QueryContainer takes one key', catalogue.types.QueryContainer.one === true, true);

const boolKeys = keysOf('BoolQuery');
check(
  'bool query keys',
  hasAll(boolKeys, ['must', 'filter', 'should', 'must_not', 'minimum_should_match', 'boost']),
  boolKeys,
);

const match = resolve('QueryContainer').keys.match;
const matchForms = resolve(match.fields)?.oneOf ?? [];
check(
  'match: fields of MatchQuery or a value',
  match.fields === 'MatchQuery' &&
    matchForms.includes('string') &&
    keysOf('MatchQuery').includes('query'),
  { match, forms: matchForms.map((form) => (typeof form === 'string' ? form : 'keys')) },
);

const catIndices = endpoint('cat.indices');
check(
  'cat.indices paths',
  sameList(catIndices.paths, ['/_cat/indices', '/_cat/indices/{index}']),
  catIndices.paths,
);
check('cat.indices part index', catIndices.parts?.index === 'indices', catIndices.parts);

const recent = catalogue.endpoints.find((e) => Number(e.since?.split('.')[0]) >= 8);
check('an endpoint added in 8.x or later', Boolean(recent), recent && pick(recent));

check(
  'global params',
  hasAll(Object.keys(catalogue.globalParams ?? {}), [
    'error_trace',
    'filter_path',
    'human',
    'pretty',
  ]),
  catalogue.globalParams,
);

console.log(failures ? `${failures} check(s) failed` : 'all checks passed');
process.exitCode = failures ? 1 : 0;

function sameList(a = [], b = []) {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

function pick({ name, methods, paths, since }) {
  return { name, methods, paths, since };
}
