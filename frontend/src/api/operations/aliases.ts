// Alias operations of data spec 7.2.

import { encodePathSegment, escapeIndexName } from '../../lib/indexName';
import { clusterRequest } from '../client';
import type { ClusterTarget } from '../types';

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
