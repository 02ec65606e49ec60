// The mappings view's calls as RTK Query endpoints: an index's fields with its field limit, and
// adding a field. Adding one makes that index's mapping old, so the tree reloads; no list of
// indices changes. The tags use 'Indices' with the index's own id, which only this view provides.
import { clusterApi, clusterQuery, invalidatesOnSuccess } from '../../../api/clusterApi';
import {
  getFieldLimit,
  getMapping,
  putMapping,
  type PutMappingArg,
} from '../../../api/operations/mappings';
import type { ClusterTarget } from '../../../api/types';
import { isRecord } from '../../../lib/storage';
import { totalFieldsLimit } from './fieldLimit';
import { mappingTree, type MappingTree } from './mappingTree';

/** What the view shows of an index's mapping. */
export interface IndexMapping {
  tree: MappingTree;
  /** index.mapping.total_fields.limit; null when the settings could not be read. */
  limit: number | null;
}

/** The tag of one index's mapping. */
function mappingTag(index: string) {
  return { type: 'Indices' as const, id: `mapping ${index}` };
}

/**
 * The name the answer holds the index under: `index` itself, or the one index an alias named
 * resolves to.
 */
function answerName(answer: unknown, index: string): string {
  if (!isRecord(answer) || Object.hasOwn(answer, index)) return index;
  const names = Object.keys(answer);
  return names.length === 1 ? names[0] : index;
}

/** The mapping and the limit; the mapping shows even when the settings cannot be read. */
export async function loadIndexMapping(
  target: ClusterTarget,
  index: string,
  signal?: AbortSignal,
): Promise<IndexMapping> {
  const [mapping, limit] = await Promise.all([
    getMapping(target, index, signal),
    getFieldLimit(target, index, signal).then(
      (answer) => totalFieldsLimit(answer, index),
      () => null,
    ),
  ]);
  return { tree: mappingTree(mapping, answerName(mapping, index)), limit };
}

export const mappingsApi = clusterApi.injectEndpoints({
  endpoints: (build) => ({
    indexMapping: build.query<IndexMapping, string>({
      queryFn: clusterQuery(loadIndexMapping),
      providesTags: (_result, _error, index) => [mappingTag(index)],
    }),
    putMapping: build.mutation<unknown, PutMappingArg>({
      queryFn: clusterQuery(putMapping),
      invalidatesTags: invalidatesOnSuccess((arg: PutMappingArg) => [mappingTag(arg.index)]),
    }),
  }),
});

export const { useIndexMappingQuery, usePutMappingMutation } = mappingsApi;
