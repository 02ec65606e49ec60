// Alias operations.

import { encodePathSegment, escapeIndexName } from '../../lib/indexName';
import { clusterRequest } from '../client';
import type { ClusterTarget } from '../types';
import { catParams, catPath } from './cat';
import type { CatRow } from './cat';

export type IndexAliasResponse = Record<string, { aliases?: Record<string, unknown> }>;

/** GET {index}/_alias. */
export function indexGetAlias(
  target: ClusterTarget,
  index: string,
  signal?: AbortSignal,
): Promise<IndexAliasResponse> {
  return clusterRequest<IndexAliasResponse>(target, {
    method: 'GET',
    path: `${escapeIndexName(index)}/_alias`,
    signal,
  });
}

/** The alias names of `index` in a GET _alias answer (keys of [index].aliases), sorted. */
export function aliasNamesOf(response: IndexAliasResponse, index: string): string[] {
  return Object.keys(response[index]?.aliases ?? {}).sort();
}

/** PUT {index}/_alias/{alias}. */
export function indexAddAlias(
  target: ClusterTarget,
  index: string,
  alias: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, { method: 'PUT', path: aliasPath(index, alias), signal });
}

/** DELETE {index}/_alias/{alias}. */
export function indexDeleteAlias(
  target: ClusterTarget,
  index: string,
  alias: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'DELETE',
    path: aliasPath(index, alias),
    signal,
  });
}

function aliasPath(index: string, alias: string): string {
  return `${escapeIndexName(index)}/_alias/${encodePathSegment(alias)}`;
}

/**
 * GET _cat/aliases?format=json&h=alias,index: every alias of the cluster in one call, so a list
 * of many indices fills its aliases column without one request per index.
 */
export function catAliases(target: ClusterTarget, signal?: AbortSignal): Promise<CatRow[]> {
  return clusterRequest<CatRow[]>(target, {
    method: 'GET',
    path: catPath('aliases'),
    params: catParams({ h: ['alias', 'index'] }),
    signal,
  });
}
