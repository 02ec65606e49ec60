// The list of the code the page may need later (see lazyCode.ts): which files, from the built
// chunks. Free of Vite's types, so that the app's tests can check it.

/** The `id` of the JSON block; `src/app/lazyCode.ts` reads it by this name. */
export const LAZY_CODE_ID = 'shardscope-lazy-code';

/** The part of a built chunk the list is made from. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
  facadeModuleId: string | null;
  css: readonly string[];
  /** The files its code names (a Web Worker's script, say). */
  assets: readonly string[];
}

const LANGUAGE = /[\\/]locales[\\/]/;

/** The files of `chunk` and of the chunks it imports at load, with their styles and workers. */
function filesAt(chunk: string, chunks: ReadonlyMap<string, BuiltChunk>, into: Set<string>): void {
  const built = chunks.get(chunk);
  if (!built || into.has(chunk)) return;
  into.add(chunk);
  for (const style of built.css) into.add(style);
  for (const asset of built.assets) if (asset.endsWith('.js')) into.add(asset);
  for (const imported of built.imports) filesAt(imported, chunks, into);
}

/** The files, in the order found, that the entry's on-demand imports load and the page does not. */
export function lazyFiles(chunks: readonly BuiltChunk[]): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return [];
  const loaded = new Set<string>();
  filesAt(entry.fileName, byName, loaded);
  const lazy = new Set<string>();
  for (const name of entry.dynamicImports) {
    if (LANGUAGE.test(byName.get(name)?.facadeModuleId ?? '')) continue;
    filesAt(name, byName, lazy);
  }
  return [...lazy].filter((file) => !loaded.has(file));
}
