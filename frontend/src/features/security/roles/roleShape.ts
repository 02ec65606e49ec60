// Whether a role's definition has its known keys in the shapes the engine gives them, so that the
// form can show it without losing anything: each engine names its keys, the check is the same.
import { isRecord } from '../../../lib/storage';
import type { RoleProblem } from './roleProblems';

/** The keys of an engine's role definition that have a fixed shape. */
export interface RoleShape {
  /** Keys holding a list. */
  lists: readonly string[];
  /** Of those, the lists whose members are objects (the entries the form edits one by one). */
  entryLists: readonly string[];
  /** Keys holding an object. */
  objects: readonly string[];
}

/**
 * The first known key of `definition` with another shape (a list, an entry, an object, then the
 * description, which is text), or null when the form can show it all.
 */
export function shapeProblem(
  definition: Record<string, unknown>,
  shape: RoleShape,
): RoleProblem | null {
  const wrong = (keys: readonly string[], fits: (value: unknown) => boolean) =>
    keys.find((key) => definition[key] !== undefined && !fits(definition[key]));
  const key =
    wrong(shape.lists, Array.isArray) ??
    wrong(shape.entryLists, (value) => !Array.isArray(value) || value.every(isRecord)) ??
    wrong(shape.objects, isRecord) ??
    wrong(['description'], (value) => typeof value === 'string');
  return key === undefined ? null : { kind: 'shape', key };
}
