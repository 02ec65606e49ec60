// The names a path part takes, read from the cluster for the path's completion: one light call
// per kind (names only, through filter_path, _cat columns or a summary), cached per cluster for a
// minute. Snapshots are those of the repository typed before them (one entry per repository);
// pipelines and policies are read the way the path's engine lists them: ingest pipeline ids,
// ILM policies on Elasticsearch and ISM policies on OpenSearch. Tasks are the running ones
// (`node:id`). Fields have no call here (fieldNames.ts reads them for the body) and offer no
// names, nor does a kind whose read the cluster refuses. An `{index}` part takes index names,
// aliases and data streams: each alias and data stream is marked as such, to be told apart in the
// list (a cluster that does not serve aliases or data streams gives index names alone).
import { clusterApi, clusterQuery } from '../../../api/clusterApi';
import { clusterRequest } from '../../../api/client';
import { ILM_POLICIES_PATH } from '../../../api/operations/ilm';
import { ISM_POLICIES_PATH, ISM_POLICY_LIST_PARAMS } from '../../../api/operations/ism';
import type { ClusterTarget } from '../../../api/types';
import type { EngineProfile, LifecycleApi } from '../../../engine/profile';
import { encodePathSegment } from '../../../lib/indexName';
import type { PartKind } from './catalogueTypes';

/** How long (s) the names of a kind stay cached, and are not asked for again. */
export const PART_NAMES_KEPT_S = 60;

/** The cluster a path is typed for: the profile of its engine and version. */
export type NamesCluster = EngineProfile;

/**
 * Which names to read: a kind, and what else its names depend on. Only what the kind needs is
 * set, so the cache holds one entry per kind (per repository for snapshots).
 */
export interface PartNamesArg {
  kind: PartKind;
  /** Snapshots: the repository they are in, as typed in the path. */
  repository?: string;
  /** Pipelines: the engine lists them without their definitions. */
  pipelineSummary?: boolean;
  /** Policies: the engine's lifecycle API, whose calls for them differ. */
  lifecycle?: LifecycleApi;
}

/**
 * The names of a kind, sorted in code-unit order without repeats, and the kind of those that are
 * not of the kind asked for (aliases and data streams among the names an `{index}` part takes).
 */
export interface NameList {
  names: string[];
  kinds?: Record<string, PartKind>;
}

type Read = (target: ClusterTarget, signal?: AbortSignal) => Promise<string[]>;
type ListRead = (target: ClusterTarget, signal?: AbortSignal) => Promise<NameList>;

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

/** GET `path` filtered to `list[].key`, and those values. */
function namedList(
  path: string,
  list: string,
  key = 'name',
  params: Record<string, string> = {},
): Read {
  return async (target, signal) => {
    const answer = await clusterRequest<Record<string, unknown> | null>(target, {
      method: 'GET',
      path,
      params: { ...params, filter_path: `${list}.${key}` },
      signal,
    });
    return namesOf(valuesIn(answer?.[list], key));
  };
}

/** GET `path` with `params` (which keep each entry small), and the answer's keys. */
function keysOf(path: string, params: Record<string, string>): Read {
  return async (target, signal) => {
    const answer = await clusterRequest<unknown>(target, { method: 'GET', path, params, signal });
    return answer && typeof answer === 'object' ? Object.keys(answer).sort() : [];
  };
}

/** The `key` of each entry of `items`, when it is a list. */
function valuesIn(items: unknown, key: string): unknown[] {
  return Array.isArray(items) ? items.map((item) => (item as Record<string, unknown>)?.[key]) : [];
}

function namesOf(values: unknown[]): string[] {
  const names = values.filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
  return [...new Set(names)].sort();
}

/** Index names, aliases and data streams (each marked): what an `{index}` part takes. */
const indexTargets: ListRead = async (target, signal) => {
  const [indices, aliases, streams] = await Promise.all([
    catColumn('_cat/indices', 'index', { expand_wildcards: 'all' })(target, signal),
    catColumn('_cat/aliases', 'alias')(target, signal).catch(() => []),
    namedList('_data_stream', 'data_streams')(target, signal).catch(() => []),
  ]);
  const kinds: Record<string, PartKind> = {};
  for (const alias of aliases) kinds[alias] = 'aliases';
  for (const stream of streams) kinds[stream] = 'data_streams';
  return { names: namesOf([...indices, ...aliases, ...streams]), kinds };
};

/**
 * The snapshots of `repository`, without their details (`verbose=false` reads the repository's
 * index alone, not a file per snapshot). Elasticsearch 7 answers several repositories as
 * `responses[].snapshots`.
 */
function snapshotNames(repository: string): Read {
  return async (target, signal) => {
    const answer = await clusterRequest<{ snapshots?: unknown; responses?: unknown } | null>(
      target,
      {
        method: 'GET',
        path: `_snapshot/${encodePathSegment(repository)}/_all`,
        params: {
          verbose: 'false',
          filter_path: 'snapshots.snapshot,responses.snapshots.snapshot',
        },
        signal,
      },
    );
    const perRepository = valuesIn(answer?.responses, 'snapshots').flatMap((snapshots) =>
      valuesIn(snapshots, 'snapshot'),
    );
    return namesOf([...valuesIn(answer?.snapshots, 'snapshot'), ...perRepository]);
  };
}

/**
 * Ingest pipeline ids. Elasticsearch from 7.13 lists them without their definitions; before, and
 * on OpenSearch, which has no summary, each pipeline is kept to its processors, which every
 * pipeline has (an absent field would lose the pipelines without it).
 */
function pipelineIds(summary: boolean): Read {
  return keysOf(
    '_ingest/pipeline',
    summary ? { summary: 'true' } : { filter_path: '*.processors' },
  );
}

/**
 * Lifecycle policies: ILM's on Elasticsearch (each kept to its version, leaving out the indices
 * that use it), ISM's on OpenSearch (`{policies: [{_id}], total_policies}`). The engine is that
 * of the catalogue the path is typed against, which the cluster's distribution chose, so each
 * engine is sent the one call it serves: asking the ILM path and falling back to the ISM one on
 * 400 or 404 would send every OpenSearch cluster a failing call first, and would take an ILM
 * refusal on Elasticsearch for OpenSearch.
 */
function policyNames(lifecycle: LifecycleApi): Read | undefined {
  if (lifecycle === 'none') return undefined;
  return lifecycle === 'ism'
    ? namedList(ISM_POLICIES_PATH, 'policies', '_id', ISM_POLICY_LIST_PARAMS)
    : keysOf(ILM_POLICIES_PATH, { filter_path: '*.version' });
}

/** Kinds whose names depend on the cluster alone. */
const READS: Partial<Record<PartKind, Read>> = {
  aliases: catColumn('_cat/aliases', 'alias'),
  data_streams: namedList('_data_stream', 'data_streams'),
  index_templates: namedList('_index_template', 'index_templates'),
  component_templates: namedList('_component_template', 'component_templates'),
  repositories: keysOf('_snapshot', { filter_path: '*.type' }),
  nodes: catColumn('_cat/nodes', 'name'),
  tasks: catColumn('_cat/tasks', 'task_id'),
};

/** The read of `arg`'s names; undefined when there is none. */
function readOf(arg: PartNamesArg): ListRead | undefined {
  if (arg.kind === 'indices') return indexTargets;
  const read = namesRead(arg);
  return read && (async (target, signal) => ({ names: await read(target, signal) }));
}

/** The read of the names of a kind other than indices; undefined when there is none. */
function namesRead({
  kind,
  repository,
  pipelineSummary,
  lifecycle,
}: PartNamesArg): Read | undefined {
  switch (kind) {
    case 'snapshots':
      return repository ? snapshotNames(repository) : undefined;
    case 'pipelines':
      return pipelineSummary === undefined ? undefined : pipelineIds(pipelineSummary);
    case 'policies':
      return lifecycle ? policyNames(lifecycle) : undefined;
    default:
      return READS[kind];
  }
}

/**
 * What to read for the names of `kind` in a path typed for `cluster`, where `parts` are the
 * values typed for the parts before it (part name -> segment); null when its names cannot be
 * read (fields, other, or snapshots with no repository before them).
 */
export function partNamesArg(
  kind: PartKind,
  cluster: NamesCluster,
  parts: Readonly<Record<string, string>>,
): PartNamesArg | null {
  let arg: PartNamesArg = { kind };
  if (kind === 'snapshots') arg = { kind, repository: parts.repository };
  else if (kind === 'pipelines') arg = { kind, pipelineSummary: cluster.pipelineSummary };
  else if (kind === 'policies') arg = { kind, lifecycle: cluster.lifecycle };
  return readOf(arg) ? arg : null;
}

export const partNamesApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    partNames: build.query<NameList, PartNamesArg>({
      queryFn: clusterQuery(
        (target, arg, signal) => readOf(arg)?.(target, signal) ?? Promise.resolve({ names: [] }),
      ),
      keepUnusedDataFor: PART_NAMES_KEPT_S,
    }),
  }),
});

export const { usePartNamesQuery } = partNamesApi;
