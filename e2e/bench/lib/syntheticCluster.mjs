// A synthetic Elasticsearch 8.15 cluster answered in the browser, for the benchmarks of its screens.

const CORS_HEADERS = {
  'access-control-allow-methods': 'GET,POST,PUT,DELETE,HEAD,OPTIONS',
  'access-control-allow-headers': 'X-Requested-With,Content-Type,Content-Length,Authorization',
  // The page may read the answers' full resource timing.
  'timing-allow-origin': '*',
};

/**
 * Answers a routed cluster request as an Elasticsearch with CORS enabled would: preflights with
 * 204, anything else with the JSON `bodyFor(request)` gives ('{}' when it gives nothing).
 */
export async function answerAsCluster(route, bodyFor) {
  const request = route.request();
  const headers = { 'access-control-allow-origin': (await request.headerValue('origin')) ?? '*', ...CORS_HEADERS };
  if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
  const body = (await bodyFor(request)) ?? '{}';
  return route.fulfill({ status: 200, headers: { 'content-type': 'application/json; charset=UTF-8', ...headers }, body });
}

/** A row's number in five digits: the generated names sort as they are numbered. */
export const pad = (n) => String(n).padStart(5, '0');

/** A uuid-like string, the same for the same number. */
export const fakeUuid = (i) => `uuid${((i * 2654435761) % 4294967296).toString(36)}${pad(i)}`;

/** The first word of the generated index names, in turn. */
export const INDEX_PREFIXES = ['logs', 'metrics', 'traces', 'audit', 'events'];
const HEALTHS = ['green', 'green', 'green', 'yellow', 'red'];

/** `count` indices as Elasticsearch 8 lists them in _cat/indices with format=json. */
export function catIndices(count) {
  const start = Date.UTC(2023, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const closed = i % 97 === 0;
    return {
      index: `${INDEX_PREFIXES[i % INDEX_PREFIXES.length]}-${pad(i)}`,
      health: HEALTHS[i % HEALTHS.length],
      status: closed ? 'close' : 'open',
      uuid: fakeUuid(i),
      pri: String(1 + (i % 5)),
      rep: String(i % 2),
      'docs.count': closed ? null : String((i * 7919) % 1_000_000),
      'store.size': closed ? null : String((i * 104729) % 10_000_000_000),
      sc: closed ? null : String(i % 40),
      cd: String(start + i * 60_000),
    };
  });
}

/** An alias on every tenth of `count` indices (catIndices), as _cat/aliases with format=json lists them. */
export function catAliases(count) {
  return Array.from({ length: count / 10 }, (_, i) => ({ alias: `alias-${pad(i)}`, index: `${INDEX_PREFIXES[(i * 10) % INDEX_PREFIXES.length]}-${pad(i * 10)}` }));
}

const CLUSTER_INFO = {
  name: 'node-0',
  cluster_name: 'bench',
  cluster_uuid: 'bench-cluster-uuid',
  version: { number: '8.15.0', build_flavor: 'default' },
  tagline: 'You Know, for Search',
};

/** The answers by path that every screen asks for first: GET / of an 8.15 node, and a green health. */
export const CLUSTER_ANSWERS = [
  ['/', JSON.stringify(CLUSTER_INFO)],
  ['/_cluster/health', JSON.stringify({ cluster_name: 'bench', status: 'green' })],
];
