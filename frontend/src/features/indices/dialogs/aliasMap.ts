// The aliases column is filled from one _cat/aliases answer: alias names by
// index, each list sorted.
import type { CatRow } from '../../../api/operations/cat';

/** Alias names by index name; a plain object so the query cache can hold it. */
export type AliasMap = Readonly<Record<string, readonly string[]>>;

export function aliasesByIndex(answer: unknown): AliasMap {
  // No prototype: an index name is only ever a key.
  const byIndex = Object.create(null) as Record<string, string[]>;
  if (!Array.isArray(answer)) return byIndex;
  for (const item of answer as (CatRow | null)[]) {
    const index = item?.index;
    const alias = item?.alias;
    if (typeof index !== 'string' || typeof alias !== 'string') continue;
    if (Object.hasOwn(byIndex, index)) byIndex[index].push(alias);
    else byIndex[index] = [alias];
  }
  for (const list of Object.values(byIndex)) list.sort();
  return byIndex;
}
