// The requests that read any number of documents for an export, page after page, on every engine
// the console supports: a point in time paged with search_after where the engine has one
// (Elasticsearch 7.10+, OpenSearch 2.4+), a scroll on older engines. Each read is sorted so that
// every document comes exactly once, may be split into slices read side by side, and is closed
// at the end, on cancel and on error (exportRun sends them so), so that nothing is left holding
// the cluster's memory. The progress is measured against the number of matches, which the first
// page of each slice counts (one query instead of a `_count` beside it that the cluster would run
// first), and `_count` of the same query for a resumed export.
import { indexPath } from '../lib/indexName';
import { isRecord } from '../lib/storage';
import type { ExportHit } from '../lib/transfer/exportHit';
import type { EngineProfile } from './profile';

/** One request to the cluster: the path relative to its address, already escaped. */
export interface EngineRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  params?: Record<string, string>;
  body?: unknown;
}

/** How the documents are read: Elasticsearch's `_pit`, OpenSearch's point_in_time, or a scroll. */
export type ExportReading = 'pit' | 'point_in_time' | 'scroll';

export function exportReading(profile: EngineProfile): ExportReading {
  return profile.pointInTime === 'none' ? 'scroll' : profile.pointInTime;
}

export interface ExportSearch {
  /** The indices, aliases, data streams or pattern the documents come from. */
  index: string;
  /** The user's query; every document when it is missing. */
  query?: unknown;
  /** Documents per page. */
  size: number;
  /** How long the cluster keeps the point in time or scroll open between two pages ('5m'). */
  keepAlive: string;
  /** One of `max` slices: the slices 0 to max - 1 together read every document once. */
  slice?: { id: number; max: number };
  /** Only these fields of each document (the columns of a CSV); the whole document if missing. */
  source?: readonly string[];
}

/**
 * Where a read stands: what the next page is asked with. A cursor kept while its point in time
 * lives resumes an export from the last page read (`after` holds that page's last sort values).
 */
export type ExportCursor =
  | { reading: 'pit' | 'point_in_time'; id: string; after: unknown[] | null }
  | { reading: 'scroll'; id: string | null };

const queryOf = (search: ExportSearch): unknown => search.query ?? { match_all: {} };

/** The number of documents the export will read, for its progress (a resumed export's). */
export function countRequest(search: ExportSearch): EngineRequest {
  return {
    method: 'POST',
    path: `${indexPath(search.index)}/_count`,
    body: { query: queryOf(search) },
  };
}

/** The count of a `_count` answer; null when it gives none. */
export function countOf(answer: unknown): number | null {
  const count = isRecord(answer) ? answer.count : undefined;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
}

/** The request that opens the point in time; null on an engine read by scroll. */
export function openRequest(profile: EngineProfile, search: ExportSearch): EngineRequest | null {
  const reading = exportReading(profile);
  if (reading === 'scroll') return null;
  const endpoint = reading === 'pit' ? '_pit' : '_search/point_in_time';
  return {
    method: 'POST',
    path: `${indexPath(search.index)}/${endpoint}`,
    params: { keep_alive: search.keepAlive },
  };
}

/**
 * The cursor of a read's first page: the point in time's id from the answer to openRequest
 * (Elasticsearch names it `id`, OpenSearch `pit_id`), null when the answer holds none. A scroll
 * starts without one.
 */
export function firstCursor(profile: EngineProfile, opened?: unknown): ExportCursor | null {
  const reading = exportReading(profile);
  if (reading === 'scroll') return { reading, id: null };
  const id = isRecord(opened) ? opened[reading === 'pit' ? 'id' : 'pit_id'] : undefined;
  return typeof id === 'string' && id !== '' ? { reading, id, after: null } : null;
}

/**
 * The sort that orders a point in time's documents one after the other, so that search_after
 * neither skips nor repeats one: `_shard_doc` where the engine has it. Before it (Elasticsearch
 * 7.10 and 7.11, OpenSearch before 3.3) the document's place in its shard, then its id: the
 * place alone repeats from shard to shard.
 */
export function pointInTimeSort(profile: EngineProfile): unknown[] {
  return profile.shardDocSort ? [{ _shard_doc: 'asc' }] : [{ _doc: 'asc' }, { _id: 'asc' }];
}

/** What every page of a read asks besides its cursor. */
function pageBody(search: ExportSearch): Record<string, unknown> {
  const body: Record<string, unknown> = { query: queryOf(search), size: search.size };
  if (search.slice) body.slice = { id: search.slice.id, max: search.slice.max };
  if (search.source) body._source = [...search.source];
  return body;
}

/** The request of the page after `cursor`. */
export function pageRequest(
  profile: EngineProfile,
  search: ExportSearch,
  cursor: ExportCursor,
): EngineRequest {
  if (cursor.reading === 'scroll') {
    if (cursor.id !== null)
      return {
        method: 'POST',
        path: '_search/scroll',
        body: { scroll: search.keepAlive, scroll_id: cursor.id },
      };
    // Scrolls read fastest in index order; their first page always counts the matches exactly.
    return {
      method: 'POST',
      path: `${indexPath(search.index)}/_search`,
      params: { scroll: search.keepAlive },
      body: { ...pageBody(search), sort: ['_doc'] },
    };
  }
  const body: Record<string, unknown> = {
    ...pageBody(search),
    pit: { id: cursor.id, keep_alive: search.keepAlive },
    sort: pointInTimeSort(profile),
    // The first page counts the matches for the progress; counting on every page would only
    // slow each.
    track_total_hits: cursor.after === null,
  };
  if (cursor.after !== null) body.search_after = cursor.after;
  return { method: 'POST', path: '_search', body };
}

export interface ExportPage {
  hits: ExportHit[];
  /** Where the read stands after this page. */
  cursor: ExportCursor;
  /** No page follows this one. */
  last: boolean;
  /** Shards that failed to answer: their documents are missing from the page. */
  failedShards: number;
  /**
   * The matches of the page's query (of its slice), counted exactly by a slice's first page;
   * null on the pages after it and when the cluster gave no exact count.
   */
  total: number | null;
}

function isHit(value: unknown): value is ExportHit & { sort?: unknown } {
  return isRecord(value) && typeof value._index === 'string' && typeof value._id === 'string';
}

/**
 * A page's answer read: its hits, the cursor of the next page (the engines may give a new point
 * in time or scroll id with every answer, which the next page must use), and whether it was the
 * last page, which a page with fewer hits than asked is.
 */
export function readPage(answer: unknown, search: ExportSearch, cursor: ExportCursor): ExportPage {
  const record = isRecord(answer) ? answer : {};
  const outer = isRecord(record.hits) ? record.hits.hits : undefined;
  const hits = Array.isArray(outer) ? outer.filter(isHit) : [];
  const shards = isRecord(record._shards) ? record._shards.failed : 0;
  const failedShards = typeof shards === 'number' ? shards : 0;
  const last = hits.length < search.size;
  const first = cursor.reading === 'scroll' ? cursor.id === null : cursor.after === null;
  const total = first ? exactTotal(isRecord(record.hits) ? record.hits.total : undefined) : null;
  if (cursor.reading === 'scroll') {
    const id = typeof record._scroll_id === 'string' ? record._scroll_id : cursor.id;
    return { hits, cursor: { reading: 'scroll', id }, last, failedShards, total };
  }
  const id = typeof record.pit_id === 'string' ? record.pit_id : cursor.id;
  const sort = hits.at(-1)?.sort;
  const after = Array.isArray(sort) ? (sort as unknown[]) : cursor.after;
  return { hits, cursor: { reading: cursor.reading, id, after }, last, failedShards, total };
}

/** `hits.total` when it is exact: `{ value, relation: 'eq' }`, or a number (Elasticsearch 6). */
function exactTotal(total: unknown): number | null {
  const value = isRecord(total) && total.relation === 'eq' ? total.value : total;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/**
 * The request that frees what the read holds on the cluster; null when it holds nothing yet (a
 * scroll before its first answer). The slices of one point in time share it and close it once;
 * each slice of a scroll has its own.
 */
export function closeRequest(cursor: ExportCursor): EngineRequest | null {
  switch (cursor.reading) {
    case 'pit':
      return { method: 'DELETE', path: '_pit', body: { id: cursor.id } };
    case 'point_in_time':
      return { method: 'DELETE', path: '_search/point_in_time', body: { pit_id: [cursor.id] } };
    case 'scroll':
      return cursor.id === null
        ? null
        : { method: 'DELETE', path: '_search/scroll', body: { scroll_id: [cursor.id] } };
  }
}
