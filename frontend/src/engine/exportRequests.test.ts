import { describe, expect, it } from 'vitest';
import { catalogueTexts, specificationsAt } from '../../scripts/catalogue/catalogues.mjs';
import { indexPath } from '../lib/indexName';
import { isRecord } from '../lib/storage';
import { ExportCluster } from './exportCluster.fixture';
import {
  closeRequest,
  countOf,
  countRequest,
  exportReading,
  firstCursor,
  openRequest,
  pageRequest,
  pointInTimeSort,
  readPage,
  type EngineRequest,
  type ExportCursor,
  type ExportSearch,
} from './exportRequests';
import { engineProfile, type EngineProfile } from './profile';
import { atLeast } from './version';

const ES8 = engineProfile('elasticsearch', '8.15.2');
const ES7_11 = engineProfile('elasticsearch', '7.11.2');
const ES7_9 = engineProfile('elasticsearch', '7.9.3');
const OS2_11 = engineProfile('opensearch', '2.11.1');
const OS3_3 = engineProfile('opensearch', '3.3.0');
const OS2_3 = engineProfile('opensearch', '2.3.0');

const PROFILES: [string, EngineProfile][] = [
  ['Elasticsearch 8.15', ES8],
  ['Elasticsearch 7.11', ES7_11],
  ['Elasticsearch 7.9', ES7_9],
  ['OpenSearch 2.11', OS2_11],
  ['OpenSearch 3.3', OS3_3],
  ['OpenSearch 2.3', OS2_3],
];

const SEARCH: ExportSearch = { index: 'logs-*', size: 5, keepAlive: '2m' };

/** Reads a whole export from `cluster` as the export screen does; the read is always closed. */
function exportAll(profile: EngineProfile, search: ExportSearch, cluster: ExportCluster) {
  const open = openRequest(profile, search);
  let cursor = firstCursor(profile, open ? cluster.send(open) : undefined) as ExportCursor;
  const ids: string[] = [];
  const pages: number[] = [];
  try {
    for (;;) {
      const page = readPage(cluster.send(pageRequest(profile, search, cursor)), search, cursor);
      ids.push(...page.hits.map((hit) => hit._id));
      pages.push(page.hits.length);
      cursor = page.cursor;
      if (page.last) break;
    }
  } finally {
    const close = closeRequest(cursor);
    if (close) cluster.send(close);
  }
  return { ids, pages };
}

const distinct = (ids: string[]) => new Set(ids).size;

describe('exportReading', () => {
  it('reads by point in time where the engine has one, by scroll before', () => {
    expect(PROFILES.map(([, profile]) => exportReading(profile))).toEqual([
      'pit',
      'pit',
      'scroll',
      'point_in_time',
      'point_in_time',
      'scroll',
    ]);
  });
});

describe('an export read page by page', () => {
  /** What each way of reading sends: its opening (a scroll's first page), each next page, its close. */
  const SEQUENCES = {
    pit: ['POST logs-*/_pit', 'POST _search', 'DELETE _pit'],
    point_in_time: [
      'POST logs-*/_search/point_in_time',
      'POST _search',
      'DELETE _search/point_in_time',
    ],
    scroll: ['POST logs-*/_search', 'POST _search/scroll', 'DELETE _search/scroll'],
  };

  it.each(PROFILES)('reads every document of %s once and closes', (_, profile) => {
    const [first, next, close] = SEQUENCES[exportReading(profile)];
    const cluster = new ExportCluster(profile, 23);
    const { ids, pages } = exportAll(profile, SEARCH, cluster);
    expect(ids).toHaveLength(23);
    expect(distinct(ids)).toBe(23);
    expect(pages).toEqual([5, 5, 5, 5, 3]);
    const scroll = exportReading(profile) === 'scroll';
    expect(cluster.log).toEqual([first, ...Array<string>(scroll ? 4 : 5).fill(next), close]);
    expect(cluster.openContexts).toBe(0);
  });

  it('ends on an empty page when the documents fill the last page exactly', () => {
    const cluster = new ExportCluster(ES8, 20);
    expect(exportAll(ES8, SEARCH, cluster).pages).toEqual([5, 5, 5, 5, 0]);
    expect(cluster.openContexts).toBe(0);
  });

  it('asks each page with the latest id and after the last sort values', () => {
    const cluster = new ExportCluster(ES8, 12);
    const opened = cluster.send(openRequest(ES8, SEARCH) as EngineRequest);
    const cursor = firstCursor(ES8, opened) as ExportCursor;
    expect(pageRequest(ES8, SEARCH, cursor).body).toEqual({
      query: { match_all: {} },
      size: 5,
      pit: { id: (opened as { id: string }).id, keep_alive: '2m' },
      sort: [{ _shard_doc: 'asc' }],
      track_total_hits: true,
    });
    const answer = cluster.send(pageRequest(ES8, SEARCH, cursor)) as {
      pit_id: string;
      hits: { hits: { sort: unknown[] }[] };
    };
    const first = readPage(answer, SEARCH, cursor);
    // The first page counts the matches for the progress; the pages after it do not count again.
    expect(first.total).toBe(12);
    expect(pageRequest(ES8, SEARCH, first.cursor).body).toMatchObject({
      pit: { id: answer.pit_id },
      search_after: answer.hits.hits[4].sort,
      track_total_hits: false,
    });
    const second = readPage(
      cluster.send(pageRequest(ES8, SEARCH, first.cursor)),
      SEARCH,
      first.cursor,
    );
    expect(second.total).toBeNull();
    expect(answer.pit_id).not.toBe((opened as { id: string }).id);
  });

  it('orders by place and id where the engine has no _shard_doc, which a place alone cannot', () => {
    expect(pointInTimeSort(OS2_11)).toEqual([{ _doc: 'asc' }, { _id: 'asc' }]);
    expect(pointInTimeSort(ES7_11)).toEqual(pointInTimeSort(OS2_11));
    expect(pointInTimeSort(OS3_3)).toEqual([{ _shard_doc: 'asc' }]);
    // The cluster's documents share places across its two shards: by place alone pages skip.
    const cluster = new ExportCluster(OS2_11, 23);
    const claimingShardDoc = { ...OS2_11, shardDocSort: true };
    expect(() => exportAll(claimingShardDoc, SEARCH, cluster)).toThrow('_shard_doc');
    const ids: string[] = [];
    const opened = cluster.send(openRequest(OS2_11, SEARCH) as EngineRequest);
    let cursor = firstCursor(OS2_11, opened) as ExportCursor;
    for (let page = 0; page < 10; page++) {
      const request = pageRequest(OS2_11, SEARCH, cursor);
      (request.body as { sort: unknown[] }).sort = [{ _doc: 'asc' }];
      const read = readPage(cluster.send(request), SEARCH, cursor);
      ids.push(...read.hits.map((hit) => hit._id));
      cursor = read.cursor;
      if (read.last) break;
    }
    expect(distinct(ids)).toBeLessThan(23);
  });

  it('exports what the query matches, as many as its count says', () => {
    const search = { ...SEARCH, query: { range: { n: { gte: 10 } } } };
    for (const profile of [ES8, OS2_3]) {
      const cluster = new ExportCluster(profile, 23);
      const count = countOf(cluster.send(countRequest(search)));
      expect(count).toBe(13);
      expect(exportAll(profile, search, cluster).ids).toHaveLength(13);
    }
  });

  it('asks only the chosen fields of each document', () => {
    const search = { ...SEARCH, source: ['label'] };
    const cursor = firstCursor(OS2_3) as ExportCursor;
    expect(pageRequest(OS2_3, search, cursor)).toEqual({
      method: 'POST',
      path: 'logs-*/_search',
      params: { scroll: '2m' },
      body: { query: { match_all: {} }, size: 5, _source: ['label'], sort: ['_doc'] },
    });
  });
});

describe('reading answers', () => {
  it('reads the point in time id each engine names', () => {
    expect(firstCursor(ES8, { id: 'abc', _shards: {} })).toEqual({
      reading: 'pit',
      id: 'abc',
      after: null,
    });
    expect(firstCursor(OS2_11, { pit_id: 'xyz', creation_time: 1 })).toMatchObject({ id: 'xyz' });
    expect(firstCursor(OS2_11, { id: 'abc' })).toBeNull();
    expect(firstCursor(ES8, { error: { type: 'index_not_found_exception' } })).toBeNull();
  });

  it('reads an answer without hits as the last page, and says when shards failed', () => {
    const cursor: ExportCursor = { reading: 'pit', id: 'p', after: [7] };
    expect(readPage({ error: 'x' }, SEARCH, cursor)).toEqual({
      hits: [],
      cursor,
      last: true,
      failedShards: 0,
      total: null,
    });
    const partial = { _shards: { total: 2, failed: 1 }, hits: { hits: [] } };
    expect(readPage(partial, SEARCH, cursor).failedShards).toBe(1);
    expect(countOf({ error: 'x' })).toBeNull();
  });

  it('takes the count of a first page only when it is exact', () => {
    const first: ExportCursor = { reading: 'pit', id: 'p', after: null };
    const hits = (total: unknown) => ({ hits: { total, hits: [] } });
    expect(readPage(hits({ value: 42, relation: 'eq' }), SEARCH, first).total).toBe(42);
    expect(readPage(hits({ value: 10000, relation: 'gte' }), SEARCH, first).total).toBeNull();
    // Elasticsearch 6 gives the count as a number.
    expect(readPage(hits(7), SEARCH, { reading: 'scroll', id: null }).total).toBe(7);
    expect(readPage(hits(7), SEARCH, { reading: 'scroll', id: 's' }).total).toBeNull();
    expect(readPage(hits('7'), SEARCH, first).total).toBeNull();
  });

  it('has nothing to close before a scroll answers', () => {
    expect(closeRequest({ reading: 'scroll', id: null })).toBeNull();
    expect(closeRequest({ reading: 'point_in_time', id: 'p', after: null })).toEqual({
      method: 'DELETE',
      path: '_search/point_in_time',
      body: { pit_id: ['p'] },
    });
  });
});

const specRoot = new URL('../../../../shared/api-specs', import.meta.url).pathname;

/** What the catalogue generator reads of each endpoint in the engines' specifications. */
interface Endpoint {
  name: string;
  methods: string[];
  paths: string[];
  params?: Record<string, unknown>;
  body?: unknown;
  since?: string;
}
interface Catalogue {
  endpoints: Endpoint[];
  types: Record<string, unknown>;
}

/** Every request an export sends on `profile`: count, open, pages (sliced too) and close. */
function requestsOf(profile: EngineProfile): EngineRequest[] {
  const cluster = new ExportCluster(profile, 12);
  const sent: EngineRequest[] = [countRequest(SEARCH)];
  const send = cluster.send.bind(cluster);
  cluster.send = (request) => {
    sent.push(request);
    return send(request);
  };
  exportAll(profile, { ...SEARCH, slice: { id: 1, max: 2 }, source: ['label'] }, cluster);
  return sent;
}

/** The keys of a body type of the catalogue, through named types and alternatives. */
function keysOf(catalogue: Catalogue, type: unknown): Record<string, unknown> {
  const resolved = typeof type === 'string' ? catalogue.types[type] : type;
  if (!isRecord(resolved)) return {};
  if (Array.isArray(resolved.oneOf))
    return Object.assign({}, ...resolved.oneOf.map((one) => keysOf(catalogue, one)));
  return isRecord(resolved.keys) ? resolved.keys : {};
}

/** The keys of `body`, at any depth, that its type in the catalogue does not have. */
function undocumented(catalogue: Catalogue, body: unknown, type: unknown, at: string): string[] {
  if (!isRecord(body)) return [];
  const keys = keysOf(catalogue, type);
  return Object.entries(body).flatMap(([key, value]) =>
    key in keys ? undocumented(catalogue, value, keys[key], `${at}.${key}`) : [`${at}.${key}`],
  );
}

describe.skipIf(!specificationsAt(specRoot))('the export requests in the specifications', () => {
  const texts = specificationsAt(specRoot) ? catalogueTexts(specRoot) : null;
  const catalogues = {
    elasticsearch: JSON.parse(texts?.elasticsearch ?? '{}') as Catalogue,
    opensearch: JSON.parse(texts?.opensearch ?? '{}') as Catalogue,
  };

  it.each(PROFILES)('sends only documented paths, parameters and body keys on %s', (_, profile) => {
    const catalogue = catalogues[profile.distribution];
    const { endpoints } = catalogue;
    const index = `${indexPath(SEARCH.index)}/`;
    for (const request of requestsOf(profile)) {
      const path = request.path.startsWith(index)
        ? `/{index}/${request.path.slice(index.length)}`
        : `/${request.path}`;
      const endpoint = endpoints.find(
        (candidate) => candidate.paths.includes(path) && candidate.methods.includes(request.method),
      );
      const sent = `${request.method} ${path}`;
      expect(endpoint, sent).toBeDefined();
      if (!endpoint) continue;
      if (endpoint.since) expect(atLeast(profile.version, endpoint.since), sent).toBe(true);
      const params = Object.keys(request.params ?? {});
      expect(
        params.filter((name) => !(name in (endpoint.params ?? {}))),
        sent,
      ).toEqual([]);
      expect(undocumented(catalogue, request.body, endpoint.body, 'body'), sent).toEqual([]);
    }
  });
});
