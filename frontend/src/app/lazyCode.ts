// The code of the screens not shown yet is fetched into the browser's cache in idle time, not
// run: running it would keep every screen's compiled code in the page's memory from the start
// (about 2 MB). A screen's code runs when it is opened, or when a link to it is pointed at. The
// code every screen but the dashboard shares (the `screens` file, 315 KB) is compiled as well,
// not run: compiled at the click, it made each opening from the dashboard about 10% slower, and
// compiled ahead it holds about 0.1 MB (plugins/startScreen.ts).

/** The `id` of the list index.html carries (written by `plugins/lazyCode.ts` at build time). */
export const LAZY_CODE_ID = 'shardscope-lazy-code';

/** The `id` of the list of those files that are compiled too (module preloads). */
export const COMPILED_CODE_ID = 'shardscope-compiled-code';

/** The files the list names, as written (relative to the page's base); none when it is unreadable. */
export function lazyCodeFiles(doc: Document, id: string = LAZY_CODE_ID): string[] {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return [];
  try {
    const files: unknown = JSON.parse(text);
    return Array.isArray(files) ? files.filter((file) => typeof file === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Asks the browser to fetch every listed file it has not fetched yet into its cache, at its lowest
 * priority (`<link rel="prefetch">`): no script runs and the page's thread does no work. Each is
 * asked as the module loader and its style sheets will ask for it (CORS, same-origin
 * credentials), so that the cached answer is the one they find. A file of the compiled list is
 * asked as a module preload instead (`<link rel="modulepreload">`): fetched and compiled, not run.
 */
export function prefetchLazyCode(doc: Document = document): void {
  const fetched = new Set(
    performance.getEntriesByType('resource').map((entry) => entry.name.split('#')[0]),
  );
  const origin = new URL(doc.baseURI).origin;
  const compiled = new Set(lazyCodeFiles(doc, COMPILED_CODE_ID));
  for (const file of lazyCodeFiles(doc)) {
    const url = new URL(file, doc.baseURI);
    if (url.origin !== origin || fetched.has(url.href)) continue;
    const link = doc.createElement('link');
    link.rel = compiled.has(file) ? 'modulepreload' : 'prefetch';
    link.crossOrigin = 'anonymous';
    link.href = url.href;
    doc.head.append(link);
  }
}
