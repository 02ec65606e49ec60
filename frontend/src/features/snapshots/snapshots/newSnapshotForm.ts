// The New snapshot form and the index names its pickers offer.
import type { CatRow } from '../../../api/operations/cat';
import type { AliasTargets } from '../../../components/IndexSelect/indexPattern';
import type { IndexSelection } from '../../../components/IndexSelect/selection';

/**
 * The name must not be blank. The indices must say something: an empty pattern or an empty
 * pick would reach the cluster as "no indices", which it reads as every index.
 */
export function isNewSnapshotValid(name: string, indices: IndexSelection): boolean {
  if (name.trim() === '') return false;
  return typeof indices === 'string' ? indices.trim() !== '' : indices.length > 0;
}

/** The { indices } of PUT _snapshot/{repository}/{snapshot}: the trimmed pattern, or the pick. */
export function snapshotIndicesOf(indices: IndexSelection): string | string[] {
  return typeof indices === 'string' ? indices.trim() : [...indices];
}

/** Aliases and the indices they point to, from _cat/aliases rows. */
export function aliasTargetsOf(rows: readonly CatRow[]): AliasTargets {
  const targets: Record<string, string[]> = {};
  for (const row of rows) {
    if (!row.alias || !row.index) continue;
    (targets[row.alias] ??= []).push(row.index);
  }
  return targets;
}
