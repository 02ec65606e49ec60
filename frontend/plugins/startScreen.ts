// The code the start screen shares with other screens, in a file of its own. A visit that starts
// at the console's address opens the dashboard. The code it shares (tables, cards, the data
// cache's operations) was in the `screens` file with that of every other screen, and the
// dashboard ran all of it: 436 KB evaluated, and about 0.25 MB of the page's memory held for code
// it never calls. Its shared code now has its own file; the other screens load both files.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import {
  ALL_NAMES,
  barrelExports,
  importedModule,
  isBarrel,
  isPackageFile,
  namesImportedFrom,
  type WantedNames,
} from './barrels.ts';

/** What the bundler tells a code-splitting group of a module. */
export interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { readonly importedIds: readonly string[]; readonly code?: string | null } | null;
}

export interface StartScreen {
  /** The file and group name of the start screen's shared code. */
  name: string;
  /** The start screen's module and the modules it loads by itself, without a click. */
  roots: readonly URL[];
  /** Modules that stay in their own files even when the start screen imports them. */
  exclude: RegExp;
  /** The file of what the other screens share, which the start screen must not load. */
  shared: string;
}

/** A module to visit, with the names wanted from it (or the code of the module importing it). */
interface Visit {
  id: string;
  names?: WantedNames;
  importerCode?: string | null;
}

/** A barrel's modules that hold one name it exports (or all of them, for `*`). */
function barrelTargets(
  barrel: string,
  importedIds: readonly string[],
  exports: ReturnType<typeof barrelExports>,
  name: string,
): Visit[] {
  const everything = importedIds.map((id) => ({ id, names: ALL_NAMES }));
  if (name === ALL_NAMES) return everything;
  const reexport = exports.named.get(name);
  if (reexport) {
    const target = importedModule(barrel, reexport.specifier, importedIds);
    return target ? [{ id: target, names: new Set([reexport.name]) }] : everything;
  }
  // A name from `export * from`, or one the barrel makes itself (`export { icons }`).
  const stars = exports.star.flatMap(
    (specifier) => importedModule(barrel, specifier, importedIds) ?? [],
  );
  return stars.length > 0 ? stars.map((id) => ({ id, names: new Set([name]) })) : everything;
}

/**
 * Every module the roots import, statically, at any depth (the roots too). Through a package's
 * barrel, only the modules of the names imported: the start screen's Text and Group from
 * @mantine/core, not the package's every component.
 */
export function staticClosure(roots: readonly string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const barrelNames = new Map<string, Set<string>>();
  const stack: Visit[] = roots.map((id) => ({ id }));
  while (stack.length > 0) {
    const { id, names, importerCode } = stack.pop()!;
    // Only a barrel is visited again: another importer may want other names from it.
    if (seen.has(id) && !barrelNames.has(id)) continue;
    const info = graph.getModuleInfo(id);
    const code = info?.code;
    if (!info || !code || !isPackageFile(id) || !isBarrel(code)) {
      seen.add(id);
      stack.push(...(info?.importedIds ?? []).map((to) => ({ id: to, importerCode: code })));
      continue;
    }
    const exports = barrelExports(code);
    let followed = barrelNames.get(id);
    if (!followed) {
      followed = new Set();
      barrelNames.set(id, followed);
      seen.add(id);
      const sideEffects = exports.sideEffects.flatMap(
        (specifier) => importedModule(id, specifier, info.importedIds) ?? [],
      );
      stack.push(...sideEffects.map((to) => ({ id: to, names: ALL_NAMES })));
    }
    if (followed.has(ALL_NAMES)) continue;
    const wanted = names ?? (importerCode ? namesImportedFrom(importerCode, id) : ALL_NAMES);
    for (const name of wanted === ALL_NAMES ? [ALL_NAMES] : wanted) {
      if (followed.has(name)) continue;
      followed.add(name);
      stack.push(...barrelTargets(id, info.importedIds, exports, name));
    }
  }
  return seen;
}

/**
 * The code-splitting group of the start screen's shared code: what its roots import that another
 * chunk imports too (what only the start screen imports stays in its own chunk). It is put before
 * the group of what the screens share, so that it takes these modules first.
 */
export function startScreenGroup({ name, roots, exclude }: StartScreen) {
  const rootIds = roots.map((root) => fileURLToPath(root));
  const closures = new WeakMap<ModuleGraph, Set<string>>();
  return {
    name: (id: string, graph: ModuleGraph): string | null => {
      let closure = closures.get(graph);
      if (!closure) {
        closure = staticClosure(rootIds, graph);
        closures.set(graph, closure);
      }
      return closure.has(id) && !exclude.test(id) ? name : null;
    },
    minShareCount: 2,
  };
}

/** A written chunk, as far as the check reads it. */
export interface WrittenChunk {
  readonly fileName: string;
  readonly name: string;
  readonly imports: readonly string[];
  readonly moduleIds: readonly string[];
}

/**
 * Why the start screen's code would load the screens' shared file: the chain of files from a root's
 * chunk to it; null when none does. Throws when a root is in no chunk (the list is out of date).
 */
export function sharedFileChain(
  chunks: readonly WrittenChunk[],
  roots: readonly string[],
  shared: string,
): string[] | null {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  for (const root of roots) {
    const start = chunks.find((chunk) => chunk.moduleIds.includes(root));
    if (!start) throw new Error(`the start screen's module ${root} is in no chunk`);
    const paths = new Map<string, string[]>([[start.fileName, [start.fileName]]]);
    const queue = [start];
    for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
      const path = paths.get(chunk.fileName)!;
      if (chunk.name === shared) return path;
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (!next || paths.has(file)) continue;
        paths.set(file, [...path, file]);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Fails the build when the start screen's code imports the screens' shared file. */
export function startScreenGuard({ roots, shared }: StartScreen): Plugin {
  const rootIds = roots.map((root) => fileURLToPath(root));
  return {
    name: 'shardscope-start-screen',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [output] : [],
      );
      const chain = sharedFileChain(chunks, rootIds, shared);
      if (chain) {
        this.error(
          `the start screen's code loads the '${shared}' file, which it should not run: ${chain.join(' -> ')}`,
        );
      }
    },
  };
}
