// The engine's rules for a new index name, checked before the name is sent, so the user reads
// what is wrong beside the field instead of in an error from the cluster.

export type IndexNameProblem = 'uppercase' | 'character' | 'start' | 'dots' | 'length';

/** The characters an index name may not hold (':' too, since 7.0 and in every fork release). */
const FORBIDDEN = /[\\/*?"<>|,# :]/;
const FORBIDDEN_START = /^[_\-+]/;
const MAX_BYTES = 255;

/** A date-math name ('<logs-{now/d}>'): the cluster resolves it and checks the result itself. */
function isDateMath(name: string): boolean {
  return name.startsWith('<') && name.endsWith('>') && name.length > 2;
}

/** What is wrong with `name` as a new index name, or null when the engine would accept it. */
export function indexNameProblem(name: string): IndexNameProblem | null {
  if (isDateMath(name)) return null;
  if (name === '.' || name === '..') return 'dots';
  if (name !== name.toLowerCase()) return 'uppercase';
  if (FORBIDDEN.test(name)) return 'character';
  if (FORBIDDEN_START.test(name)) return 'start';
  if (new TextEncoder().encode(name).length > MAX_BYTES) return 'length';
  return null;
}
