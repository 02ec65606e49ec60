// Calls of the index mappings view: an index's mapping, its limit on the number of fields, and
// adding fields to the mapping. Both engines serve them in this form (Elasticsearch 7 and later,
// OpenSearch 1 and later).
import { escapeIndexName } from '../../lib/indexName';
import { clusterRequest } from '../client';
import type { ClusterTarget } from '../types';

/** The setting that caps the number of fields of an index's mapping. */
export const TOTAL_FIELDS_LIMIT_SETTING = 'index.mapping.total_fields.limit';

/** The path of an index's mapping, for reading it and for adding fields to it. */
export function mappingPath(index: string): string {
  return `${escapeIndexName(index)}/_mapping`;
}

/**
 * The path that reads only the field limit of an index: its own value under `settings` when it
 * was set, otherwise the engine's default under `defaults`, each under its flat name.
 */
export function fieldLimitPath(index: string): string {
  return `${escapeIndexName(index)}/_settings/${TOTAL_FIELDS_LIMIT_SETTING}?include_defaults=true&flat_settings=true`;
}

/** GET {index}/_mapping: `{ [index]: { mappings } }`, as the engine sent it. */
export function getMapping(
  target: ClusterTarget,
  index: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, { method: 'GET', path: mappingPath(index), signal });
}

/** GET {index}/_settings/index.mapping.total_fields.limit, with the default when not set. */
export function getFieldLimit(
  target: ClusterTarget,
  index: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, { method: 'GET', path: fieldLimitPath(index), signal });
}

export interface PutMappingArg {
  index: string;
  /** The fields to add: the engine merges them into the mapping. */
  body: { properties: Record<string, unknown> };
}

/**
 * PUT {index}/_mapping: adds the body's fields. The engine refuses to change the type of a field
 * that exists, and to go beyond the index's field limit.
 */
export function putMapping(
  target: ClusterTarget,
  { index, body }: PutMappingArg,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, { method: 'PUT', path: mappingPath(index), body, signal });
}
