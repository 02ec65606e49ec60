// Index operations (listing, info, settings, create, delete by query, reindex).
// Multi-index maintenance actions are in indexActions.ts, aliases in aliases.ts.

import { escapeIndexName, indexPath } from '../../lib/indexName';
import { clusterRequest } from '../client';
import type { ClusterTarget } from '../types';
import { catParams, catPath } from './cat';
import type { CatOptions, CatRow } from './cat';

/** Columns of the indices screen, requested with bytes=b. */
export const INDEX_LIST_COLUMNS = [
  'index',
  'health',
  'status',
  'uuid',
  'pri',
  'rep',
  'docs.count',
  'store.size',
  'sc',
  'cd',
];

export type HealthFilter = 'green' | 'yellow' | 'red';

export interface CatIndicesOptions extends CatOptions {
  /** Index pattern, placed in the path; all indices when absent. */
  pattern?: string;
  health?: HealthFilter;
  /** Byte unit; 'b' gives exact byte counts. */
  bytes?: 'b';
  /** 'all' includes hidden and system indices (clusters of major version 8 and up). */
  expandWildcards?: 'all';
}

/** GET _cat/indices[/{pattern}]?format=json with h, s, health, bytes, expand_wildcards. */
export function catIndices(
  target: ClusterTarget,
  options: CatIndicesOptions = {},
  signal?: AbortSignal,
): Promise<CatRow[]> {
  const params = catParams(options, {
    health: options.health,
    bytes: options.bytes,
    expand_wildcards: options.expandWildcards,
  });
  return clusterRequest<CatRow[]>(target, {
    method: 'GET',
    path: catPath('indices', options.pattern),
    params,
    signal,
  });
}

/**
 * Index names matching `pattern` (default '*'), for the index pickers. Items are read as
 * item.index or as plain strings. A failure gives an empty list, so a picker just
 * shows no options.
 */
export async function catIndexNames(
  target: ClusterTarget,
  pattern = '*',
  signal?: AbortSignal,
): Promise<string[]> {
  try {
    const rows = await catIndices(target, { pattern: pattern.trim() || '*', h: ['index'] }, signal);
    if (!Array.isArray(rows)) return [];
    return rows
      .map((row: unknown) => (typeof row === 'string' ? row : (row as CatRow | null)?.index))
      .filter((name): name is string => typeof name === 'string');
  } catch {
    return [];
  }
}

/** GET {indices}: settings, mappings and aliases per index. */
export function indexGet(
  target: ClusterTarget,
  indices: string | readonly string[],
  signal?: AbortSignal,
): Promise<IndexGetResponse> {
  return clusterRequest<IndexGetResponse>(target, {
    method: 'GET',
    path: indexPath(indices),
    signal,
  });
}

export interface MappingProperty {
  type?: string;
  fields?: Record<string, MappingProperty>;
  properties?: Record<string, MappingProperty>;
}

/** Per index: mappings are { properties } or, on old clusters, { [type]: { properties } }. */
export type IndexGetResponse = Record<
  string,
  {
    aliases?: Record<string, unknown>;
    mappings?: Record<string, unknown>;
    settings?: Record<string, unknown>;
  }
>;

/** GET {index}/_stats. */
export function indexStats(
  target: ClusterTarget,
  index: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'GET',
    path: `${escapeIndexName(index)}/_stats`,
    signal,
  });
}

/** HEAD {index}: whether the index (or alias) exists. */
export function indexExists(
  target: ClusterTarget,
  index: string,
  signal?: AbortSignal,
): Promise<boolean> {
  return clusterRequest<boolean>(target, { method: 'HEAD', path: escapeIndexName(index), signal });
}

export interface NewIndex {
  name: string;
  shards: number;
  replicas: number;
}

/** PUT {index} with { settings: { number_of_shards, number_of_replicas } }. */
export function indexCreate(
  target: ClusterTarget,
  index: NewIndex,
  signal?: AbortSignal,
): Promise<unknown> {
  const body = { settings: { number_of_shards: index.shards, number_of_replicas: index.replicas } };
  return clusterRequest<unknown>(target, {
    method: 'PUT',
    path: escapeIndexName(index.name),
    body,
    signal,
  });
}

/** PUT {index}/_settings with the settings object. */
export function indexPutSettings(
  target: ClusterTarget,
  index: string,
  settings: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'PUT',
    path: `${escapeIndexName(index)}/_settings`,
    body: settings,
    signal,
  });
}

/**
 * POST {index}/_delete_by_query?wait_for_completion=false&refresh=true matching all documents.
 * Resolves to { task } once the cluster started it, or to the final result when the cluster
 * answers at once.
 */
export function deleteByQuery(
  target: ClusterTarget,
  index: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'POST',
    path: `${escapeIndexName(index)}/_delete_by_query`,
    params: { wait_for_completion: false, refresh: true },
    body: { query: { match_all: {} } },
    signal,
  });
}

/**
 * POST {index}/_clone/{target}. The cluster refuses unless the source is read-only
 * (index.blocks.write true).
 */
export function indexClone(
  target: ClusterTarget,
  source: string,
  dest: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'POST',
    path: `${escapeIndexName(source)}/_clone/${escapeIndexName(dest)}`,
    signal,
  });
}

/** POST _reindex?wait_for_completion=false; resolves to { task } once the cluster started it. */
export function reindex(
  target: ClusterTarget,
  source: string,
  dest: string,
  signal?: AbortSignal,
): Promise<{ task?: string }> {
  return clusterRequest<{ task?: string }>(target, {
    method: 'POST',
    path: '_reindex',
    params: { wait_for_completion: false },
    body: { source: { index: source }, dest: { index: dest } },
    signal,
  });
}
