// A package's index file that only passes on its modules' exports (a barrel, as @mantine/core's,
// @mantine/hooks' and @tabler/icons-react's are): a walk of the static imports that goes through
// one reaches every component or icon of the package, not the few the importer names.
import { dirname, resolve } from 'node:path';

/** Every name is wanted: the importer takes the whole namespace, or its imports could not be read. */
export const ALL_NAMES = '*' as const;
export type WantedNames = ReadonlySet<string> | typeof ALL_NAMES;

const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const FROM_STATEMENT = /\b(?:import|export)\b[^;'"]*?\bfrom\s*['"][^'"]+['"]\s*;?/g;
const LOCAL_EXPORT = /\bexport\s*\{[^}]*\}\s*;?/g;
const NAMED_REEXPORT = /\bexport\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const STAR_REEXPORT = /\bexport\s*\*\s*from\s*['"]([^'"]+)['"]/g;
const BARE_IMPORT = /\bimport\s*['"]([^'"]+)['"]\s*;?/g;
const IMPORT =
  /\bimport\s+([\w$]+\s*,\s*)?(\{[^}]*\}|\*\s*as\s+[\w$]+|[\w$]+)?\s*from\s*['"]([^'"]+)['"]/g;

/** Whether a module's code (comments aside) is only imports and exports from other modules. */
export function isBarrel(code: string): boolean {
  const bare = code.replace(COMMENTS, '');
  const rest = bare.replace(FROM_STATEMENT, '');
  return rest !== bare && rest.replace(LOCAL_EXPORT, '').replace(BARE_IMPORT, '').trim() === '';
}

/** `a`, `b as c`, `default as D` of an import or export list, as [inner name, outer name]. */
function listNames(list: string): Array<[inner: string, outer: string]> {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [inner, outer] = part.split(/\s+as\s+/);
      return [inner!, outer ?? inner!];
    });
}

/** Where a barrel takes one of its exports from: the module's specifier and its name there. */
export interface Reexport {
  specifier: string;
  name: string;
}

/**
 * The exports a barrel passes on by name, the modules it passes every export of, and those it
 * imports for their side effects only.
 */
export function barrelExports(code: string): {
  named: Map<string, Reexport>;
  star: string[];
  sideEffects: string[];
} {
  const named = new Map<string, Reexport>();
  for (const [, list, specifier] of code.matchAll(NAMED_REEXPORT)) {
    for (const [name, outer] of listNames(list!)) named.set(outer, { specifier: specifier!, name });
  }
  const star = [...code.matchAll(STAR_REEXPORT)].map(([, specifier]) => specifier!);
  const sideEffects = [...code.matchAll(BARE_IMPORT)].map(([, specifier]) => specifier!);
  return { named, star, sideEffects };
}

/**
 * The module a specifier of `importer` names, among the ids it imports: a relative one resolved
 * beside it, a package's by its folder. Undefined when none matches.
 */
export function importedModule(
  importer: string,
  specifier: string,
  importedIds: readonly string[],
): string | undefined {
  if (specifier.startsWith('.')) {
    const path = slashed(resolve(dirname(importer), specifier));
    return importedIds.find((id) => slashed(id) === path);
  }
  return importedIds.find((id) => inPackage(id, specifier));
}

/** A module id with forward slashes (the bundler's ids on Windows have backslashes). */
function slashed(id: string): string {
  return id.replaceAll('\\', '/');
}

/** Whether module `id` is a file of an installed package. */
export function isPackageFile(id: string): boolean {
  return slashed(id).includes('/node_modules/');
}

/** Whether module `id` is a file of package `name` (`@mantine/core`, `react`). */
function inPackage(id: string, name: string): boolean {
  return slashed(id).includes(`/node_modules/${name}/`);
}

/**
 * The names a module's code imports from the module `imported` (a package's barrel): every name
 * (`*`) when it takes the namespace, or when no import of its code names that package.
 */
export function namesImportedFrom(code: string, imported: string): WantedNames {
  const names = new Set<string>();
  const namesIt = (specifier: string) =>
    !specifier.startsWith('.') && inPackage(imported, specifier);
  let found = false;
  for (const [, defaultPart, rest, specifier] of code.matchAll(IMPORT)) {
    if (!namesIt(specifier!)) continue;
    found = true;
    if (defaultPart) names.add('default');
    if (!rest) continue;
    if (rest.startsWith('*')) return ALL_NAMES;
    if (rest.startsWith('{')) listNames(rest.slice(1, -1)).forEach(([name]) => names.add(name));
    else names.add('default');
  }
  // `import '@mantine/hooks'`: the package's side effects only, no name.
  const bare = [...code.matchAll(BARE_IMPORT)].some(([, specifier]) => namesIt(specifier!));
  return found || bare ? names : ALL_NAMES;
}
