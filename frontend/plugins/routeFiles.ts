// Which built files each screen's address loads beyond the page's entry (see routeCode.ts): the
// server names them in the page it sends for that address, so the browser fetches and compiles
// them while the entry is still compiling, instead of after it has run. Free of Vite's types, so
// that the app's tests can check it.
import type { BuiltChunk } from './lazyFiles.ts';

/** A screen of the route table and the module its `load` imports (`features/home/HomeScreen`). */
export interface ScreenModule {
  name: string;
  module: string;
}

/** An address pattern below the base path and the files to name for it. */
export interface RouteCode {
  path: string;
  files: string[];
}

/**
 * Modules every screen loads with its own code (`router.tsx` asks for the data cache alongside
 * each screen's `load`), relative to `src/`.
 */
export const WITH_EVERY_SCREEN = ['app/clusterApiStore'];

/**
 * The screens of the route table's source (`src/app/routes.tsx`), in its order: each entry's
 * `name` and the first module its `load` imports, relative to `src/`.
 */
export function screenModules(routesSource: string): ScreenModule[] {
  const entries = routesSource.split(/\n\s*\{\s*\n\s*name: '/).slice(1);
  return entries.flatMap((entry) => {
    const name = /^(\w+)'/.exec(entry)?.[1];
    const load = entry.indexOf('load:');
    const imported =
      load < 0 ? undefined : /import\(\s*'\.\.\/([^']+)'\s*\)/.exec(entry.slice(load))?.[1];
    return name && imported ? [{ name, module: imported }] : [];
  });
}

/** The file of the chunk built from `module` (relative to `src/`, no extension). */
function chunkOf(module: string, chunks: readonly BuiltChunk[]): BuiltChunk | undefined {
  const tail = new RegExp(`[\\\\/]src[\\\\/]${module.replaceAll('/', '[\\\\/]')}\\.tsx?$`);
  return chunks.find((chunk) => chunk.facadeModuleId !== null && tail.test(chunk.facadeModuleId));
}

/** `chunk`'s file and those of the chunks it imports at load, with their styles, in order. */
function closure(chunk: string, byName: ReadonlyMap<string, BuiltChunk>, into: Set<string>): void {
  const built = byName.get(chunk);
  if (!built || into.has(chunk)) return;
  into.add(chunk);
  for (const imported of built.imports) closure(imported, byName, into);
  for (const style of built.css) into.add(style);
}

/**
 * Each screen's address pattern (`/cluster/:clusterIndex` + its pattern from `patterns`) with the
 * files its `load` and the modules of WITH_EVERY_SCREEN bring, less what the entry loads. A
 * screen whose module no chunk was built from is an error: the list would silently miss it.
 */
export function routeCode(
  chunks: readonly BuiltChunk[],
  screens: readonly ScreenModule[],
  patterns: Readonly<Record<string, string>>,
): RouteCode[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const atStart = new Set<string>();
  if (entry) closure(entry.fileName, byName, atStart);
  const filesOf = (module: string): string[] => {
    const chunk = chunkOf(module, chunks);
    if (!chunk) throw new Error(`No chunk was built from src/${module}`);
    const files = new Set<string>();
    closure(chunk.fileName, byName, files);
    return [...files].filter((file) => !atStart.has(file));
  };
  const always = WITH_EVERY_SCREEN.flatMap(filesOf);
  return screens.map(({ name, module }) => {
    const pattern = patterns[name];
    if (pattern === undefined) throw new Error(`No address pattern for the screen '${name}'`);
    return {
      path: pattern === '' ? '/cluster/:clusterIndex' : `/cluster/:clusterIndex/${pattern}`,
      files: [...new Set([...filesOf(module), ...always])],
    };
  });
}

/** The `id` of the page's JSON block of languages' strings files (src/i18n/languageCode.ts). */
export const LANGUAGE_CODE_ID = 'shardscope-language-code';

/** Each language's strings file (`src/i18n/locales/en.json?raw` → its chunk's file), by code. */
export function languageFiles(chunks: readonly BuiltChunk[]): Record<string, string> {
  const files: Record<string, string> = {};
  for (const chunk of chunks) {
    const language = /[\\/]src[\\/]i18n[\\/]locales[\\/](\w+)\.json(?:\?raw)?$/.exec(
      chunk.facadeModuleId ?? '',
    )?.[1];
    if (language) files[language] = chunk.fileName;
  }
  return files;
}
