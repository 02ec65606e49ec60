// The names a path part takes, read from the cluster for the path's completion: one light call
// per kind (names only, through filter_path or _cat columns), cached per cluster for a minute.
// Kinds without a light call (snapshots, pipelines, tasks, policies, fields) offer no names.
import { clusterApi, clusterQuery } from '../../../api/clusterApi';
import { clusterRequest } from '../../../api/client';
import type { ClusterTarget } from '../../../api/types';
import type { PartKind } from './catalogueTypes';

/** How long (s) the names of a kind stay cached, and are not asked for again. */
export const PART_NAMES_KEPT_S = 60;

type Read = (target: ClusterTarget, signal?: AbortSignal) => Promise<string[]>;

/** GET `path` with `params`, and the `key` of every row of the answer. */
function catColumn(path: string, key: string, params: Record<string, string> = {}): Read {
  return async (target, signal) => {
    const rows = await clusterRequest<unknown>(target, {
      method: 'GET',
      path,
      params: { format: 'json', h: key, ...params },
      signal,
    });
    return Array.isArray(rows)
      ? namesOf(rows.map((row) => (row as Record<string, unknown>)?.[key]))
      : [];
  };
}

/** GET `path` filtered to `list[].name`, and those names. */
function namedList(path: string, list: string): Read {
  return async (target, signal) => {
    const answer = await clusterRequest<Record<string, unknown> | null>(target, {
      method: 'GET',
      path,
      params: { filter_path: `${list}.name` },
      signal,
    });
    const items = answer?.[list];
    return Array.isArray(items)
      ? namesOf(items.map((item) => (item as { name?: unknown })?.name))
      : [];
  };
}

/** GET `path` filtered to one small field per entry, and the entries' keys. */
function keysOf(path: string, field: string): Read {
  return async (target, signal) => {
    const answer = await clusterRequest<Record<string, unknown> | null>(target, {
      method: 'GET',
      path,
      params: { filter_path: `*.${field}` },
      signal,
    });
    return answer && typeof answer === 'object' ? Object.keys(answer).sort() : [];
  };
}

function namesOf(values: unknown[]): string[] {
  const names = values.filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  return [...new Set(names)].sort();
}

/** Index names, aliases and data streams: what an `{index}` part takes. */
const indexTargets: Read = async (target, signal) => {
  const [indices, aliases, streams] = await Promise.all([
    catColumn('_cat/indices', 'index', { expand_wildcards: 'all' })(target, signal),
    catColumn('_cat/aliases', 'alias')(target, signal).catch(() => []),
    namedList('_data_stream', 'data_streams')(target, signal).catch(() => []),
  ]);
  return namesOf([...indices, ...aliases, ...streams]);
};

const READS: Partial<Record<PartKind, Read>> = {
  indices: indexTargets,
  aliases: catColumn('_cat/aliases', 'alias'),
  data_streams: namedList('_data_stream', 'data_streams'),
  index_templates: namedList('_index_template', 'index_templates'),
  component_templates: namedList('_component_template', 'component_templates'),
  repositories: keysOf('_snapshot', 'type'),
  nodes: catColumn('_cat/nodes', 'name'),
};

/** Whether names of `kind` can be read from the cluster. */
export function readsNames(kind: PartKind): boolean {
  return READS[kind] !== undefined;
}

export const partNamesApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    partNames: build.query<string[], PartKind>({
      queryFn: clusterQuery(
        (target, kind, signal) => READS[kind]?.(target, signal) ?? Promise.resolve([]),
      ),
      keepUnusedDataFor: PART_NAMES_KEPT_S,
    }),
  }),
});

export const { usePartNamesQuery } = partNamesApi;
