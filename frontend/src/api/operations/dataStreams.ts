// Data stream calls: the list with its sizes, create, delete and roll over. Elasticsearch serves
// them from 7.9 on, OpenSearch from 1.0 on.
import type { EngineProfile } from '../../engine/profile';
import { escapeIndexName } from '../../lib/indexName';
import { clusterRequest } from '../client';
import { targetEngine, type ClusterTarget } from '../types';
import { explainPath } from './managedIndices';

/** GET _data_stream and GET _data_stream/_stats?human=false, as the engine sent them. */
export interface DataStreamAnswers {
  streams: unknown;
  /** null when the stats call failed: the list shows without sizes then. */
  stats: unknown;
  /**
   * OpenSearch only: the ISM explain answer for the backing indices, which names their policies
   * (OpenSearch's data stream answer names none); null elsewhere, or when ISM is not there.
   */
  ismExplain: unknown;
}

/**
 * The paths of the list and its sizes. Elasticsearch lists hidden streams only when asked (the
 * screen hides them unless the user shows them); OpenSearch lists them all and refuses the
 * parameter.
 */
export function dataStreamPaths(engine: EngineProfile): { list: string; stats: string } {
  return engine.dataStreamWildcards
    ? {
        list: '_data_stream?expand_wildcards=all',
        stats: '_data_stream/_stats?human=false&expand_wildcards=all',
      }
    : { list: '_data_stream', stats: '_data_stream/_stats?human=false' };
}

/** The ISM state of every backing index (all are named .ds-…), on OpenSearch. */
export const ISM_EXPLAIN_PATH = explainPath('ism', '.ds-*');

export async function getDataStreams(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<DataStreamAnswers> {
  const engine = targetEngine(target);
  const paths = dataStreamPaths(engine);
  const optional = (path: string) =>
    clusterRequest<unknown>(target, { method: 'GET', path, signal }).catch(() => null);
  const [streams, stats, ismExplain] = await Promise.all([
    clusterRequest<unknown>(target, { method: 'GET', path: paths.list, signal }),
    optional(paths.stats),
    engine.lifecycle === 'ism' ? optional(ISM_EXPLAIN_PATH) : null,
  ]);
  return { streams, stats, ismExplain };
}

/** The names of the cluster's data streams (hidden ones included), read lightly. */
export async function getDataStreamNames(
  target: ClusterTarget,
  signal?: AbortSignal,
): Promise<unknown> {
  const { list } = dataStreamPaths(targetEngine(target));
  const join = list.includes('?') ? '&' : '?';
  return clusterRequest<unknown>(target, {
    method: 'GET',
    path: `${list}${join}filter_path=data_streams.name`,
    signal,
  });
}

/** PUT _data_stream/{name}: needs a composable template with data_stream matching the name. */
export function createDataStream(
  target: ClusterTarget,
  name: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'PUT',
    path: `_data_stream/${escapeIndexName(name)}`,
    signal,
  });
}

/** DELETE _data_stream/{name}: the stream and all its backing indices. */
export function deleteDataStream(
  target: ClusterTarget,
  name: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'DELETE',
    path: `_data_stream/${escapeIndexName(name)}`,
    signal,
  });
}

export interface RolloverArg {
  /** A data stream or an alias with a write index. */
  name: string;
  /** The request body with the conditions (rolloverBody), or none to roll over at once. */
  body?: Record<string, unknown>;
  /** Only says which conditions are met; nothing changes. */
  dryRun: boolean;
}

/** The path of a rollover request. */
export function rolloverPath({ name, dryRun }: Pick<RolloverArg, 'name' | 'dryRun'>): string {
  return `${escapeIndexName(name)}/_rollover${dryRun ? '?dry_run=true' : ''}`;
}

/** POST {name}/_rollover; the answer names the old and new index and each condition's outcome. */
export function rollover(
  target: ClusterTarget,
  arg: RolloverArg,
  signal?: AbortSignal,
): Promise<unknown> {
  return clusterRequest<unknown>(target, {
    method: 'POST',
    path: rolloverPath(arg),
    body: arg.body,
    signal,
  });
}
