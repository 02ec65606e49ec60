// What the path field offers at its caret: the path's completion from the engine's API catalogue
// (path segments, the cluster's names for a path part, after `?` the query string's parameters
// and values), and which of the cluster's names that completion wants read.
import type { Catalogue } from '../catalogue/catalogueTypes';
import { matchEndpoints } from '../catalogue/endpoints';
import { pathCompletions, type PartNames, type PathOption } from '../catalogue/pathCompletion';
import { queryCompletions } from '../catalogue/queryCompletion';
import { engineProfile } from '../../../engine/profile';
import { partNamesArg, type NameList, type PartNamesArg } from '../catalogue/partNames';

/** The entries offered for the text from `from` to `to`. */
export interface Completion {
  from: number;
  to: number;
  options: PathOption[];
}

/**
 * The completion at `cursor` in path `text` (null without one), and the names it would offer once
 * they are read from the cluster (`names`, those of `namesArg`).
 */
export function complete(
  catalogue: Catalogue | null,
  version: string,
  method: string,
  text: string,
  cursor: number | null,
  namesArg: PartNamesArg | null,
  names: NameList | undefined,
): { completion: Completion | null; wanted: PartNamesArg | null } {
  if (!catalogue || cursor === null) return { completion: null, wanted: null };
  let wanted: PartNamesArg | null = null;
  const question = text.indexOf('?');
  if (question !== -1 && cursor > question) {
    const [match] = matchEndpoints(catalogue, version, method, text.slice(0, question));
    return {
      completion: withoutTyped(queryCompletions(catalogue, match ?? null, text, cursor), text),
      wanted,
    };
  }
  const cluster = engineProfile(catalogue.engine, version);
  const namesOf: PartNames = (kind, parts) => {
    const arg = partNamesArg(kind, cluster, parts);
    if (!arg) return undefined;
    // Index names come with aliases and data streams: they win where a part takes several kinds.
    if (wanted?.kind !== 'indices') wanted = arg;
    // The same path asks the same of a kind: the names read for the kind are those of `arg`.
    return kind === namesArg?.kind ? names : undefined;
  };
  const completion = pathCompletions(catalogue, version, method, text, cursor, namesOf);
  return { completion: withoutTyped(completion, text), wanted };
}

/** Leaves out the entry that is exactly what is typed already. */
function withoutTyped(completion: Completion | null, text: string): Completion | null {
  if (!completion) return null;
  const typed = text.slice(completion.from, completion.to);
  return { ...completion, options: completion.options.filter((option) => option.apply !== typed) };
}
