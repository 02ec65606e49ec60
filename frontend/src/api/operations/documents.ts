// Search and document operations.

import { encodePathSegment, escapeIndexName, indexPath } from '../../lib/indexName';
import { clusterRequest, type ClusterRequest } from '../client';
import type { ClusterTarget } from '../types';

export const DEFAULT_DOCUMENT_TYPE = '_doc';
/** Separator of the search table's row keys: index####type####id. */
export const ROW_KEY_SEPARATOR = '####';

export interface SearchHit {
  _index: string;
  _type?: string;
  _id: string;
  _score?: number | null;
  _routing?: string;
  _source?: Record<string, unknown>;
  fields?: Record<string, unknown>;
  sort?: unknown[];
}

export interface SearchResponse {
  took?: number;
  timed_out?: boolean;
  hits: {
    /** A number on old clusters, { value, relation } on current ones. */
    total?: number | { value: number; relation?: string };
    max_score?: number | null;
    hits: SearchHit[];
  };
}

/** POST {indices}/_search, or POST _search when no index is given. */
export function search(
  target: ClusterTarget,
  indices: string | readonly string[] | undefined,
  body: unknown,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  return clusterRequest<SearchResponse>(target, { ...searchRequest(indices, body), signal });
}

/** The request of `search`. */
export function searchRequest(
  indices: string | readonly string[] | undefined,
  body: unknown,
): ClusterRequest {
  const names = indices === undefined ? '' : indexPath(indices);
  return { method: 'POST', path: names === '' ? '_search' : `${names}/_search`, body };
}

/** The total of a search answer, whichever shape hits.total has. */
export function searchTotal(response: SearchResponse): number {
  const total = response.hits?.total;
  if (typeof total === 'number') return total;
  return total?.value ?? 0;
}

export interface DocumentRef {
  index: string;
  /** Mapping type; '_doc' on every current cluster. */
  type?: string;
  id: string;
  routing?: string | null;
}

export interface GetDocumentResponse {
  _index: string;
  _type?: string;
  _id: string;
  _version?: number;
  _seq_no?: number;
  _primary_term?: number;
  _routing?: string;
  found?: boolean;
  _source?: Record<string, unknown>;
}

function documentPath(ref: DocumentRef): string {
  const type = ref.type || DEFAULT_DOCUMENT_TYPE;
  return `${escapeIndexName(ref.index)}/${encodePathSegment(type)}/${encodePathSegment(ref.id)}`;
}

function routingParam(ref: DocumentRef): string | undefined {
  return ref.routing ? ref.routing : undefined;
}

/** GET {index}/{type}/{id}[?routing=]. */
export function getDocument(
  target: ClusterTarget,
  ref: DocumentRef,
  signal?: AbortSignal,
): Promise<GetDocumentResponse> {
  const params = { routing: routingParam(ref) };
  return clusterRequest<GetDocumentResponse>(target, {
    method: 'GET',
    path: documentPath(ref),
    params,
    signal,
  });
}

/** PUT {index}/{type}/{id}?refresh=true[&routing=] with the document source. */
export function indexDocument(
  target: ClusterTarget,
  ref: DocumentRef,
  source: unknown,
  signal?: AbortSignal,
): Promise<unknown> {
  const params = { refresh: true, routing: routingParam(ref) };
  return clusterRequest<unknown>(target, {
    method: 'PUT',
    path: documentPath(ref),
    params,
    body: source,
    signal,
  });
}

/** DELETE {index}/{type}/{id}?refresh=true[&routing=]. */
export function deleteDocument(
  target: ClusterTarget,
  ref: DocumentRef,
  signal?: AbortSignal,
): Promise<unknown> {
  const params = { refresh: true, routing: routingParam(ref) };
  return clusterRequest<unknown>(target, {
    method: 'DELETE',
    path: documentPath(ref),
    params,
    signal,
  });
}

/** The search table's row key of a document. */
export function rowKey(ref: DocumentRef): string {
  return [ref.index, ref.type || DEFAULT_DOCUMENT_TYPE, ref.id].join(ROW_KEY_SEPARATOR);
}

/**
 * Reads a row key back. Index names cannot contain '#', the type never does, so everything
 * after the second separator is the id, even an id that itself contains '####'.
 */
export function documentRefFromRowKey(key: string): DocumentRef {
  const [index, type, ...id] = key.split(ROW_KEY_SEPARATOR);
  return { index, type, id: id.join(ROW_KEY_SEPARATOR) };
}

/**
 * The NDJSON body deleting `refs`: one { delete: { _index, _id } } line each (with routing when
 * the document has one), separated by CRLF and ending with the line break _bulk requires.
 */
export function bulkDeleteBody(refs: readonly DocumentRef[]): string {
  const lines = refs.map((ref) => {
    const action: Record<string, string> = { _index: ref.index, _id: ref.id };
    if (ref.routing) action.routing = ref.routing;
    return JSON.stringify({ delete: action });
  });
  return lines.map((line) => `${line}\r\n`).join('');
}

/** POST _bulk?refresh=true deleting the documents. Item failures are in the answer's items. */
export function docsBulkDelete(
  target: ClusterTarget,
  refs: readonly DocumentRef[],
  signal?: AbortSignal,
): Promise<BulkResponse> {
  return clusterRequest<BulkResponse>(target, {
    method: 'POST',
    path: '_bulk',
    params: { refresh: true },
    body: bulkDeleteBody(refs),
    signal,
  });
}

export interface BulkResponse {
  took?: number;
  errors: boolean;
  items: Record<string, { _index?: string; _id?: string; status?: number; error?: unknown }>[];
}
