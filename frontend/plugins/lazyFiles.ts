// The list of the code the page may need later (see lazyCode.ts): which files, from the built
// chunks. Free of Vite's types, so that the app's tests can check it.

/** The `id` of the JSON block; `src/app/lazyCode.ts` reads it by this name. */
export const LAZY_CODE_ID = 'shardscope-lazy-code';

/** The `id` of the block of the listed scripts that are compiled too, not only fetched. */
export const COMPILED_CODE_ID = 'shardscope-compiled-code';

/** The part of a built chunk the list is made from. */
export interface BuiltChunk {
  fileName: string;
  /** The chunk's name (a code-splitting group's, or its module's); absent in some tests. */
  name?: string;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
  facadeModuleId: string | null;
  css: readonly string[];
}

/** A data module: a JSON file, or its text (`?raw`, as the locale files are loaded). */
const DATA = /\.json(?:\?raw)?$/;

/**
 * The files of `chunk` and of the chunks it imports at load, with their styles. Not the Web
 * Workers' scripts: the page starts the one it needs at once (the live metrics'), and a
 * worker's fetch is the browser's, not the module loader's.
 */
function filesAt(chunk: string, chunks: ReadonlyMap<string, BuiltChunk>, into: Set<string>): void {
  const built = chunks.get(chunk);
  if (!built || into.has(chunk)) return;
  into.add(chunk);
  for (const style of built.css) into.add(style);
  for (const imported of built.imports) filesAt(imported, chunks, into);
}

/**
 * The files, in the order found, that on-demand imports load, from the entry's down through what
 * they load in turn, and the page does not load at start. Data modules are left out (the
 * languages, the REST console's catalogues): a visit needs one of each, picked when it runs.
 */
export function lazyFiles(chunks: readonly BuiltChunk[]): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return [];
  const loaded = new Set<string>();
  filesAt(entry.fileName, byName, loaded);
  const lazy = new Set<string>();
  const onDemand = (files: Iterable<string>) =>
    [...files].flatMap((file) => byName.get(file)?.dynamicImports ?? []);
  const queue = onDemand(loaded);
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (lazy.has(name) || DATA.test(byName.get(name)?.facadeModuleId ?? '')) continue;
    const reached = new Set<string>();
    filesAt(name, byName, reached);
    for (const file of reached) lazy.add(file);
    queue.push(...onDemand(reached));
  }
  return [...lazy].filter((file) => !loaded.has(file));
}

/** The listed files of the chunks named `compiled`: their scripts are compiled in idle time. */
export function compiledFiles(
  chunks: readonly BuiltChunk[],
  listed: readonly string[],
  compiled: readonly string[],
): string[] {
  return chunks
    .filter((chunk) => chunk.name !== undefined && compiled.includes(chunk.name))
    .map((chunk) => chunk.fileName)
    .filter((file) => listed.includes(file));
}
