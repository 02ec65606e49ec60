// The New index form (data spec 2.4, 3.3, 5.1): a name and shard and replica counts that
// default to 1. An empty or zero count is sent as 1.
import type { NewIndex } from '../../api/operations/indices';

export interface NewIndexForm {
  name: string;
  /** What the number inputs hold: a number, or '' when cleared. */
  shards: number | string;
  replicas: number | string;
}

export const NEW_INDEX_DEFAULTS: NewIndexForm = { name: '', shards: 1, replicas: 1 };

function count(value: number | string): number | null {
  if (value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? Math.trunc(parsed) : null;
}

/** 1 for an empty, zero or unreadable count. */
function countOrOne(value: number | string): number {
  const parsed = count(value);
  return parsed === null || parsed === 0 ? 1 : parsed;
}

/** A name is required; a negative count is refused (empty and zero become 1). */
export function isNewIndexValid(form: NewIndexForm): boolean {
  const negative = [form.shards, form.replicas].some((value) => (count(value) ?? 0) < 0);
  return form.name.trim() !== '' && !negative;
}

export function toNewIndex(form: NewIndexForm): NewIndex {
  return { name: form.name.trim(), shards: countOrOne(form.shards), replicas: countOrOne(form.replicas) };
}
