// The New index form: a name and shard and replica counts that
// default to 1. An empty count is sent as the default; 0 replicas is kept (a single node needs
// it, rather than turning zero into 1); shards must be at least 1.
import type { NewIndex } from '../../../api/operations/indices';
import { indexNameProblem, type IndexNameProblem } from '../../../engine/indexNameRules';

export interface NewIndexForm {
  name: string;
  /** What the number inputs hold: a number, or '' when cleared. */
  shards: number | string;
  replicas: number | string;
}

export const NEW_INDEX_DEFAULTS: NewIndexForm = { name: '', shards: 1, replicas: 1 };

const DEFAULT_COUNT = 1;

function count(value: number | string): number | null {
  if (value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? Math.trunc(parsed) : null;
}

/** The typed count, or the default for an empty or unreadable field. */
function countOrDefault(value: number | string): number {
  return count(value) ?? DEFAULT_COUNT;
}

export interface NewIndexProblems {
  /** null while the name is empty (the field is only required) or valid. */
  name: IndexNameProblem | null;
  shards: 'atLeastOne' | null;
  replicas: 'negative' | null;
}

/** What is wrong with each field, for the messages beside them. */
export function newIndexProblems(form: NewIndexForm): NewIndexProblems {
  const name = form.name.trim();
  const shards = count(form.shards);
  const replicas = count(form.replicas);
  return {
    name: name === '' ? null : indexNameProblem(name),
    shards: shards !== null && shards < 1 ? 'atLeastOne' : null,
    replicas: replicas !== null && replicas < 0 ? 'negative' : null,
  };
}

/** A valid name is required; shards at least 1 and replicas at least 0 (empty means default). */
export function isNewIndexValid(form: NewIndexForm): boolean {
  const problems = newIndexProblems(form);
  return (
    form.name.trim() !== '' &&
    problems.name === null &&
    problems.shards === null &&
    problems.replicas === null
  );
}

export function toNewIndex(form: NewIndexForm): NewIndex {
  return {
    name: form.name.trim(),
    shards: countOrDefault(form.shards),
    replicas: countOrDefault(form.replicas),
  };
}
