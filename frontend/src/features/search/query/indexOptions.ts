// The index filter's options: alias names with the indices they point to, from _cat/aliases.
import type { CatRow } from '../../../api/operations/cat';
import type { AliasTargets } from '../../../components/IndexSelect/indexPattern';

export function aliasTargets(answer: unknown): AliasTargets {
  const targets = Object.create(null) as Record<string, string[]>;
  if (!Array.isArray(answer)) return targets;
  for (const row of answer as (CatRow | null)[]) {
    const alias = row?.alias;
    const index = row?.index;
    if (typeof alias !== 'string' || typeof index !== 'string') continue;
    (targets[alias] ??= []).push(index);
  }
  return targets;
}
