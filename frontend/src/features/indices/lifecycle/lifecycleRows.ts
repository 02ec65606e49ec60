// The managed indices as the indices table reads them: a map from index name to where it stands,
// built once per answer so each cell and filter looks its row up instead of searching a list;
// the text the 'lifecycle:' filter searches; and the rows the lifecycle select keeps.
import type { ManagedIndex } from '../../../engine/lifecycle';
import { keptItems } from '../../../lib/keptItems';

export type ManagedIndexMap = ReadonlyMap<string, ManagedIndex>;

export function managedIndexMap(indices: readonly ManagedIndex[]): ManagedIndexMap {
  return new Map(indices.map((entry) => [entry.index, entry]));
}

/** The lifecycle select: every index, the managed ones, the others, or those whose step failed. */
export type LifecycleChoice = 'managed' | 'unmanaged' | 'failed';

export const LIFECYCLE_CHOICES: readonly LifecycleChoice[] = ['managed', 'unmanaged', 'failed'];

/** The word a failed index shows and the filter finds, as ILM names the failed step. */
export const FAILED_STEP = 'ERROR';

/**
 * Policy, phase (or state), action and step, and ERROR with the failed step when one failed;
 * empty for an index no policy manages.
 */
export function lifecycleText(entry: ManagedIndex | undefined): string {
  if (!entry) return '';
  const parts = [entry.policy, entry.phase, entry.action, entry.step];
  if (entry.failed && entry.step !== FAILED_STEP) parts.push(FAILED_STEP);
  if (entry.failed) parts.push(entry.failedStep);
  return parts.filter((part): part is string => part !== null && part !== '').join(' ');
}

/** The rows of the chosen kind; every row without a choice or before the answer came. */
export function rowsOfLifecycle<Row extends { index: string }>(
  rows: Row[],
  choice: LifecycleChoice | null,
  managed: ManagedIndexMap | undefined,
): Row[] {
  if (choice === null || managed === undefined) return rows;
  return keptItems(rows, (row) => {
    const entry = managed.get(row.index);
    if (choice === 'unmanaged') return entry === undefined;
    return entry !== undefined && (choice === 'managed' || entry.failed);
  });
}

/** How many of the managed indices failed a step. */
export function failedCount(indices: readonly ManagedIndex[]): number {
  return indices.reduce((count, entry) => count + (entry.failed ? 1 : 0), 0);
}
