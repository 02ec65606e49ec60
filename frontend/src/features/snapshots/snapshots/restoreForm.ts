// The Restore snapshot form. Both toggles start off:
// include_global_state on overwrites the cluster's templates and persistent
// settings, and off is Elasticsearch's own default; ignore_unavailable off reports a missing index.
import type { RestoreOptions } from '../../../api/operations/snapshots';

export interface RestoreForm {
  indices: string[];
  renamePattern: string;
  renameReplacement: string;
  ignoreUnavailable: boolean;
  includeGlobalState: boolean;
}

/** Nothing picked yet: the user chooses what to restore. Both toggles start off. */
export const RESTORE_DEFAULTS: RestoreForm = {
  indices: [],
  renamePattern: '',
  renameReplacement: '',
  ignoreUnavailable: false,
  includeGlobalState: false,
};

/** At least one index must be picked. */
export function isRestoreValid(form: RestoreForm): boolean {
  return form.indices.length > 0;
}

/** The options sent to _restore; blank rename fields restore under the original names. */
export function restoreOptionsOf(form: RestoreForm): RestoreOptions {
  const options: RestoreOptions = {
    indices: form.indices,
    ignoreUnavailable: form.ignoreUnavailable,
    includeGlobalState: form.includeGlobalState,
  };
  if (form.renamePattern.trim() !== '') options.renamePattern = form.renamePattern;
  if (form.renameReplacement.trim() !== '') options.renameReplacement = form.renameReplacement;
  return options;
}

/**
 * The names the picked indices get, for a preview under the rename fields. The cluster applies
 * Java's String.replaceAll(pattern, replacement): every match replaced, '$1' naming a group,
 * which a global JavaScript RegExp does the same way for ordinary patterns.
 */
export function renamedIndices(form: RestoreForm): { from: string; to: string }[] {
  if (form.renamePattern.trim() === '') return [];
  let pattern: RegExp;
  try {
    pattern = new RegExp(form.renamePattern, 'g');
  } catch {
    return [];
  }
  return form.indices.map((from) => ({ from, to: from.replace(pattern, form.renameReplacement) }));
}

/** The indices a restore creates (or overwrites, where a closed index has the name): renamed ones under their new name. */
export function restoreTargets(form: RestoreForm): string[] {
  const renamed = renamedIndices(form);
  return renamed.length > 0 ? renamed.map(({ to }) => to) : [...form.indices];
}
