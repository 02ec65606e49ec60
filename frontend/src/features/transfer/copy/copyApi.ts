// A copy's calls to its two clusters. The source is only read: its mapping and settings, which the
// new index on the destination starts from (the number of shards and replicas and the analysis,
// the settings a new index can be given; the rest, such as its uuid or creation date, belong to
// the source index alone), and its documents. The destination is written under one consent: a
// cluster that asks before writes asks once for the whole copy, showing the new index and the
// bulk request with about how many times it goes. Each side's requests carry its own address,
// credentials and protection.
import {
  ClusterRequestError,
  clusterRequest,
  planWrites,
  type WriteConsent,
} from '../../../api/client';
import type { ClusterTarget } from '../../../api/types';
import { bulkRequest } from '../../../engine/bulkRequests';
import { indexPath, escapeIndexName } from '../../../lib/indexName';
import { isRecord } from '../../../lib/storage';

/** The settings of the source index a new index on the destination is given. */
const KEPT_SETTINGS = ['number_of_shards', 'number_of_replicas', 'analysis'] as const;

/** The first index of an answer keyed by index name (a pattern may name several). */
function firstIndex(answer: unknown): Record<string, unknown> {
  if (!isRecord(answer)) return {};
  const first = Object.values(answer)[0];
  return isRecord(first) ? first : {};
}

/**
 * The body of a new index as the source's first index has it: its mappings, and of its settings
 * only those a new index takes (see KEPT_SETTINGS).
 */
export function newIndexBody(
  mappingAnswer: unknown,
  settingsAnswer: unknown,
): Record<string, unknown> {
  const mappings = firstIndex(mappingAnswer).mappings;
  const settings = firstIndex(settingsAnswer).settings;
  const index = isRecord(settings) && isRecord(settings.index) ? settings.index : {};
  const kept: Record<string, unknown> = {};
  for (const name of KEPT_SETTINGS) if (index[name] !== undefined) kept[name] = index[name];
  return {
    ...(Object.keys(kept).length > 0 ? { settings: { index: kept } } : {}),
    mappings: isRecord(mappings) ? mappings : {},
  };
}

/** Reads the source index's mapping and settings into the new index's body. */
export async function sourceIndexBody(
  source: ClusterTarget,
  index: string,
  signal?: AbortSignal,
): Promise<Record<string, unknown>> {
  const path = indexPath(index);
  const [mapping, settings] = await Promise.all([
    clusterRequest<unknown>(source, { method: 'GET', path: `${path}/_mapping`, signal }),
    clusterRequest<unknown>(source, { method: 'GET', path: `${path}/_settings`, signal }),
  ]);
  return newIndexBody(mapping, settings);
}

/** What the destination's name is there: nothing yet, an index or alias, or a data stream. */
export type DestinationKind = 'missing' | 'index' | 'data-stream';

/**
 * What the destination's name is (a data stream takes only `create` actions). An engine without
 * data streams answers their request with an error, read as an index.
 */
export async function destinationKind(
  destination: ClusterTarget,
  name: string,
  signal?: AbortSignal,
): Promise<DestinationKind> {
  const escaped = escapeIndexName(name);
  try {
    const params = { filter_path: '*.settings.index.uuid' };
    await clusterRequest(destination, {
      method: 'GET',
      path: `${escaped}/_settings`,
      params,
      signal,
    });
  } catch (error) {
    if (error instanceof ClusterRequestError && error.status === 404) return 'missing';
    throw error;
  }
  const streams = await clusterRequest<unknown>(destination, {
    method: 'GET',
    path: `_data_stream/${escaped}`,
    signal,
  }).catch(() => null);
  const found = isRecord(streams) ? streams.data_streams : undefined;
  return Array.isArray(found) && found.length > 0 ? 'data-stream' : 'index';
}

/** The request that creates the new index with its mappings and settings. */
export function creationRequest(index: { name: string; body: unknown }) {
  return { method: 'PUT' as const, path: escapeIndexName(index.name), body: index.body };
}

/**
 * Opens the consent of a copy's writes to `name`: the new index when one is made, and about
 * `bodies` bulk requests. End it with endWrites.
 */
export function planCopy(
  name: string,
  creation: { name: string; body: unknown } | null,
  bodies: number,
): WriteConsent {
  const bulk = { ...bulkRequest(name), times: Math.max(1, bodies) };
  return planWrites([...(creation ? [creationRequest(creation)] : []), bulk]);
}
