// The calls of the ingest pipeline simulator: running a pipeline (an unsaved body or a saved one)
// over sample documents with every processor's result, and reading sample documents from an
// index. Simulating is a read: the cluster changes nothing, and write protection lets it through.
import { encodePathSegment, escapeIndexName } from '../../lib/indexName';
import { clusterRequest, pathWithQuery } from '../client';
import type { ClusterTarget } from '../types';

/** One sample document as the simulate call takes it. */
export interface SimulateDoc {
  _index?: string;
  _id?: string;
  _routing?: string;
  _source: Record<string, unknown>;
  [metadata: string]: unknown;
}

/** Which pipeline runs: the body being edited, or the saved pipeline of that id. */
export type SimulateSource =
  { kind: 'draft'; pipeline: Record<string, unknown> } | { kind: 'saved'; id: string };

/** The request as sent and as shown to the user before it goes. */
export interface SimulateRequest {
  method: 'POST';
  path: string;
  params: { verbose: true };
  body: { pipeline?: Record<string, unknown>; docs: SimulateDoc[] };
}

export function simulateRequest(source: SimulateSource, docs: SimulateDoc[]): SimulateRequest {
  const params = { verbose: true } as const;
  if (source.kind === 'saved')
    return {
      method: 'POST',
      path: `_ingest/pipeline/${encodePathSegment(source.id)}/_simulate`,
      params,
      body: { docs },
    };
  return {
    method: 'POST',
    path: '_ingest/pipeline/_simulate',
    params,
    body: { pipeline: source.pipeline, docs },
  };
}

/** The request line as the user reads it: method, path and query. */
export function simulateRequestLine(request: SimulateRequest): string {
  return `${request.method} ${pathWithQuery(request.path, request.params)}`;
}

/** POST _ingest/pipeline[/{id}]/_simulate?verbose=true: the answer as the engine sent it. */
export function simulatePipeline(
  target: ClusterTarget,
  request: SimulateRequest,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, { ...request, signal });
}

/** Where sample documents come from: the first `size` of an index, or one document by id. */
export type SampleQuery = { index: string; size: number } | { index: string; id: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A hit or a got document as a sample: its index, id, routing and source. */
function sampleOf(hit: unknown): SimulateDoc | null {
  if (!isRecord(hit) || !isRecord(hit._source)) return null;
  const doc: Record<string, unknown> = {};
  for (const key of ['_index', '_id', '_routing'])
    if (typeof hit[key] === 'string') doc[key] = hit[key];
  return { ...doc, _source: hit._source };
}

/** The documents of a search or get answer that carry a source. */
export function samplesFromAnswer(answer: unknown): SimulateDoc[] {
  const hits = isRecord(answer) && isRecord(answer.hits) ? answer.hits.hits : [answer];
  if (!Array.isArray(hits)) return [];
  return hits.map(sampleOf).filter((doc): doc is SimulateDoc => doc !== null);
}

/** GET {index}/_search?size=N or GET {index}/_doc/{id}, read as sample documents. */
export async function getSampleDocuments(
  target: ClusterTarget,
  query: SampleQuery,
  signal?: AbortSignal,
): Promise<SimulateDoc[]> {
  const index = escapeIndexName(query.index);
  const answer =
    'id' in query
      ? await clusterRequest<unknown>(target, {
          method: 'GET',
          path: `${index}/_doc/${encodePathSegment(query.id)}`,
          signal,
        })
      : await clusterRequest<unknown>(target, {
          method: 'GET',
          path: `${index}/_search`,
          params: { size: query.size },
          signal,
        });
  return samplesFromAnswer(answer);
}
