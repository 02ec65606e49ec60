// The force merge of the Force merge dialog: which engines take it as a task, and the request
// for the options given (or why the engine would refuse them).
import { indexPath } from '../../../lib/indexName';
import type { PlannedRequest } from './reshapeTypes';

export interface ForceMergeOptions {
  /**
   * Send wait_for_completion=false, for an answer with a task (the engine profile's forceMergeTask). Absent:
   * the plain request, which the engine answers once the merge is over.
   */
  asTask?: boolean;
  /** Merge each shard down to this many segments (at least 1). */
  maxNumSegments?: number;
  /** Only expunge deleted documents. */
  onlyExpungeDeletes?: boolean;
  /** Flush after the merge (the engine's default: true). */
  flush?: boolean;
}

/**
 * 'exclusiveOptions': max_num_segments with only_expunge_deletes=true, which Elasticsearch 8
 * refuses ("mutually exclusive") and older engines accept with a deprecation warning, ignoring
 * max_num_segments. 'invalidMaxSegments': not a whole number of at least 1.
 */
export type ForceMergeProblem = 'exclusiveOptions' | 'invalidMaxSegments';

/**
 * POST {index}/_forcemerge with the options given, or why the engine would refuse them. With
 * asTask, wait_for_completion=false is sent and the engine answers with a task; else it answers
 * with the shards merged once the merge is over. `index` is one name or pattern, or a list of
 * names (each escaped, joined with ','); none merges every index.
 */
export function forceMergeRequest(
  index: string | readonly string[],
  options: ForceMergeOptions,
): PlannedRequest | ForceMergeProblem {
  const { maxNumSegments, onlyExpungeDeletes, flush, asTask } = options;
  if (maxNumSegments !== undefined && (!Number.isInteger(maxNumSegments) || maxNumSegments < 1))
    return 'invalidMaxSegments';
  if (maxNumSegments !== undefined && onlyExpungeDeletes === true) return 'exclusiveOptions';
  const params: Record<string, string> = asTask === true ? { wait_for_completion: 'false' } : {};
  if (maxNumSegments !== undefined) params.max_num_segments = String(maxNumSegments);
  if (onlyExpungeDeletes !== undefined) params.only_expunge_deletes = String(onlyExpungeDeletes);
  if (flush !== undefined) params.flush = String(flush);
  const names = indexPath(index);
  return { method: 'POST', path: names === '' ? '_forcemerge' : `${names}/_forcemerge`, params };
}
