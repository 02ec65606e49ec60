// The import form's reads of the cluster: what the target's name is (an index, an alias, a data
// stream, or nothing yet) with its mapping, the names an import can go to, and the largest body
// the cluster takes. All of them only read, and a name that does not exist is an answer, not a
// failure.
import { clusterApi, clusterQuery } from '../../../api/clusterApi';
import { clusterRequest, ClusterRequestError } from '../../../api/client';
import { catIndexNames } from '../../../api/operations/indices';
import { targetEngine, type ClusterTarget } from '../../../api/types';
import { escapeIndexName } from '../../../lib/indexName';
import { isRecord } from '../../../lib/storage';
import { maxBodyBytes } from '../run/limits';
import type { TargetInfo } from './importSetup';

const MISSING: TargetInfo = { kind: 'missing', mapping: null };

const isMissing = (thrown: unknown) =>
  thrown instanceof ClusterRequestError && thrown.status === 404;

type ResolvedList = 'indices' | 'aliases' | 'data_streams';

/** The names one list of a `GET _resolve/index/{name}` answer holds. */
function resolvedNames(answer: unknown, list: ResolvedList): string[] {
  const items = isRecord(answer) ? answer[list] : undefined;
  if (!Array.isArray(items)) return [];
  return items
    .map((item: unknown) => (isRecord(item) ? item.name : undefined))
    .filter((name): name is string => typeof name === 'string');
}

/** What `name` is by a `GET _resolve/index/{name}` answer. */
export function resolvedKind(answer: unknown, name: string): TargetInfo['kind'] {
  if (resolvedNames(answer, 'data_streams').includes(name)) return 'dataStream';
  if (resolvedNames(answer, 'aliases').includes(name)) return 'alias';
  return resolvedNames(answer, 'indices').includes(name) ? 'index' : 'missing';
}

/** What `name` is, asked of `_resolve/index` where the engine has it, with its mapping. */
async function targetInfo(
  target: ClusterTarget,
  name: string,
  signal?: AbortSignal,
): Promise<TargetInfo> {
  const path = escapeIndexName(name);
  let kind: TargetInfo['kind'] = 'index';
  try {
    if (targetEngine(target).dataStreams) {
      const params = { expand_wildcards: 'all' };
      const resolved = await clusterRequest(target, {
        method: 'GET',
        path: `_resolve/index/${path}`,
        params,
        signal,
      });
      kind = resolvedKind(resolved, name);
      if (kind === 'missing') return MISSING;
    }
    const mapping = await clusterRequest(target, {
      method: 'GET',
      path: `${path}/_mapping`,
      signal,
    });
    return { kind, mapping };
  } catch (thrown) {
    if (isMissing(thrown)) return MISSING;
    throw thrown;
  }
}

/** The indices, aliases and data streams an import may go to (hidden ones left out). */
async function targetNames(target: ClusterTarget, signal?: AbortSignal): Promise<string[]> {
  if (!targetEngine(target).dataStreams) return catIndexNames(target, '*', signal);
  const answer = await clusterRequest(target, { method: 'GET', path: '_resolve/index/*', signal });
  const lists: ResolvedList[] = ['data_streams', 'aliases', 'indices'];
  const names = new Set(lists.flatMap((list) => resolvedNames(answer, list)));
  return [...names].sort((a, b) => a.localeCompare(b));
}

export const importTargetApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    importTarget: build.query<TargetInfo, string>({
      queryFn: clusterQuery((target, name: string, signal) => targetInfo(target, name, signal)),
      keepUnusedDataFor: 0,
    }),
    importTargetNames: build.query<string[], void>({
      queryFn: clusterQuery((target, _arg: void, signal) => targetNames(target, signal)),
    }),
    importBodyLimit: build.query<number | null, void>({
      queryFn: clusterQuery((target) => maxBodyBytes(target)),
    }),
  }),
});

export const { useImportTargetQuery, useImportTargetNamesQuery, useImportBodyLimitQuery } =
  importTargetApi;
