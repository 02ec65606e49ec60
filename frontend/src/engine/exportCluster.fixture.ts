// A cluster in memory that answers the requests of an export as the engine of a profile does:
// point in time or scroll by version, `_shard_doc` only where the engine sorts by it, sorting,
// search_after, slices, ids that change from answer to answer, and what stays open until closed.
// Its documents lie in two shards, so that a sort by the place in a shard alone repeats.
import { isRecord } from '../lib/storage';
import type { EngineRequest } from './exportRequests';
import type { EngineProfile } from './profile';
import { atLeast } from './version';

interface StoredDoc {
  _index: string;
  _id: string;
  shard: number;
  doc: number;
  _source: { n: number; label: string };
}

/** A point in time, or a scroll with the documents it has still to give, `size` a page. */
interface Context {
  key: number;
  rest?: StoredDoc[];
  size?: number;
}

const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

export class ExportCluster {
  readonly docs: StoredDoc[];
  /** Every request, as `METHOD path`. */
  readonly log: string[] = [];
  /** The open points in time and scrolls: each id ever given, to the context it names. */
  private readonly contexts = new Map<string, Context>();
  private readonly open = new Set<number>();
  private opened = 0;
  private issued = 0;

  constructor(
    private readonly profile: EngineProfile,
    total: number,
  ) {
    this.docs = Array.from({ length: total }, (_, n) => ({
      _index: n % 3 === 0 ? 'logs-a' : 'logs-b',
      // Ids in another order than the documents' places.
      _id: ((n * 7919) % 1000).toString(36),
      shard: n % 2,
      doc: Math.floor(n / 2),
      _source: { n, label: `doc ${n}` },
    }));
  }

  /** How many points in time and scrolls are still open. */
  get openContexts(): number {
    return this.open.size;
  }

  send(request: EngineRequest): unknown {
    const { method, path } = request;
    this.log.push(`${method} ${path}`);
    const body = record(request.body);
    const es = this.profile.distribution === 'elasticsearch';
    const version = this.profile.version;
    if (method === 'POST' && /^[^/]+\/_count$/.test(path))
      return { count: this.matching(body.query).length, _shards: { total: 2, failed: 0 } };
    if (method === 'POST' && /^[^/]+\/_pit$/.test(path) && es && atLeast(version, '7.10'))
      return { id: this.openContext(), _shards: { total: 2, successful: 2, failed: 0 } };
    if (method === 'POST' && /^[^/]+\/_search\/point_in_time$/.test(path) && !es)
      if (atLeast(version, '2.4'))
        return { pit_id: this.openContext(), _shards: { total: 2, failed: 0 }, creation_time: 1 };
    if (method === 'POST' && path === '_search') return this.pitSearch(body);
    if (method === 'POST' && /^[^/]+\/_search$/.test(path) && request.params?.scroll)
      return this.startScroll(body);
    if (method === 'POST' && path === '_search/scroll') return this.scroll(body);
    if (method === 'DELETE' && path === '_pit' && es) return this.close([body.id]);
    if (method === 'DELETE' && path === '_search/point_in_time' && !es)
      return this.close(body.pit_id);
    if (method === 'DELETE' && path === '_search/scroll') return this.close(body.scroll_id);
    throw new Error(`no handler found for uri [/${path}] and method [${method}]`);
  }

  private matching(query: unknown): StoredDoc[] {
    const gte = record(record(record(query).range).n).gte;
    return this.docs.filter((doc) => typeof gte !== 'number' || doc._source.n >= gte);
  }

  private sliced(docs: StoredDoc[], slice: unknown): StoredDoc[] {
    const { id, max } = record(slice);
    if (typeof id !== 'number' || typeof max !== 'number') return docs;
    return docs.filter((doc) => (doc.shard * 31 + doc.doc) % max === id);
  }

  private openContext(): string {
    const key = ++this.opened;
    this.open.add(key);
    return this.issue({ key });
  }

  /** A new id for a context: the engines may answer each page with another one. */
  private issue(context: Context): string {
    const id = `ctx${context.key}.${++this.issued}`;
    this.contexts.set(id, context);
    return id;
  }

  private context(id: unknown): Context {
    const context = typeof id === 'string' ? this.contexts.get(id) : undefined;
    if (!context || !this.open.has(context.key))
      throw new Error('search_context_missing_exception');
    return context;
  }

  private sortValue(doc: StoredDoc, field: string): number | string {
    if (field === '_shard_doc') {
      const known = this.profile.distribution === 'elasticsearch' ? '7.12' : '3.3';
      if (!atLeast(this.profile.version, known))
        throw new Error('No mapping found for [_shard_doc] in order to sort on');
      return doc.shard * 2 ** 32 + doc.doc;
    }
    if (field === '_doc') return doc.doc;
    if (field === '_id') return doc._id;
    throw new Error(`No mapping found for [${field}] in order to sort on`);
  }

  private pitSearch(body: Record<string, unknown>) {
    const pit = record(body.pit);
    const { key } = this.context(pit.id);
    if (typeof pit.keep_alive !== 'string') throw new Error('keep_alive is missing');
    const fields = (Array.isArray(body.sort) ? body.sort : []).map(
      (s) => Object.keys(record(s))[0],
    );
    if (fields.length === 0) throw new Error('search_after needs a sort');
    const keyed = this.sliced(this.matching(body.query), body.slice).map((doc) => ({
      doc,
      sort: fields.map((field) => this.sortValue(doc, field)),
    }));
    keyed.sort((a, b) => compareSorts(a.sort, b.sort));
    const after = Array.isArray(body.search_after) ? body.search_after : null;
    const page = keyed
      .filter((hit) => after === null || compareSorts(hit.sort, after) > 0)
      .slice(0, Number(body.size));
    return {
      pit_id: this.issue({ key }),
      _shards: { total: 2, successful: 2, failed: 0 },
      hits: {
        ...totalOf(body, keyed.length),
        hits: page.map(({ doc, sort }) => ({ ...hitOf(doc), sort })),
      },
    };
  }

  private startScroll(body: Record<string, unknown>) {
    const docs = this.sliced(this.matching(body.query), body.slice);
    const ordered = [...docs].sort((a, b) => a.shard - b.shard || a.doc - b.doc);
    const { key } = this.context(this.openContext());
    const first = this.scrollPage({ key, rest: ordered, size: Number(body.size) });
    // A scroll's first page always counts its matches.
    return { ...first, hits: { total: { value: docs.length, relation: 'eq' }, ...first.hits } };
  }

  private scroll(body: Record<string, unknown>) {
    if (typeof body.scroll !== 'string') throw new Error('scroll keep alive is missing');
    return this.scrollPage(this.context(body.scroll_id));
  }

  private scrollPage({ key, rest = [], size }: Context) {
    const page = rest.slice(0, size);
    const next = this.issue({ key, rest: rest.slice(page.length), size });
    return { _scroll_id: next, _shards: { total: 2, failed: 0 }, hits: { hits: page.map(hitOf) } };
  }

  private close(ids: unknown) {
    const keys = (Array.isArray(ids) ? ids : []).map((id) => this.context(id).key);
    for (const key of keys) this.open.delete(key);
    return { succeeded: true, num_freed: keys.length };
  }
}

function hitOf(doc: StoredDoc) {
  return { _index: doc._index, _id: doc._id, _score: null, _source: doc._source };
}

function compareSorts(a: readonly unknown[], b: readonly unknown[]): number {
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i], b[i]] as [number | string, number | string];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** `hits.total` as the engines give it when the search asks `track_total_hits: true`. */
function totalOf(body: Record<string, unknown>, matches: number) {
  return body.track_total_hits === true ? { total: { value: matches, relation: 'eq' } } : {};
}
