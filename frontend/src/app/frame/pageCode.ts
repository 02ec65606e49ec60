// The code the page will run first, named as preloads by the page's early script: the screen's
// code the server lists for the address (`#shardscope-route-code`, server/src/route_code.rs) and
// the kept language's strings (i18n/languageCode.ts). The browser then fetches and compiles them
// while the app's entry compiles, instead of once the entry has run. They are named only once the
// page has painted its frame: on two cores, fetching and compiling them at once held the first
// paint back by 20-40 ms.
import { keptLanguageFile } from '../../i18n/languageCode';
import { afterNextPaint } from '../../lib/afterPaint';

/** The `id` of the server's block of the address's files. */
export const ROUTE_CODE_ID = 'shardscope-route-code';

const OWN_FILE = /^(?:\.\/)?assets\/[\w.-]+\.(?:js|css)$/;

/** The files the server lists for the page's address; none when it lists none or is unreadable. */
export function routeCodeFiles(page: Document): string[] {
  let files: unknown;
  try {
    files = JSON.parse(page.getElementById(ROUTE_CODE_ID)?.textContent ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(files)
    ? files.filter((file): file is string => typeof file === 'string' && OWN_FILE.test(file))
    : [];
}

/**
 * A preload of `file` as the app's loaders will ask for it: a script as a module preload, a style
 * sheet with `crossorigin` (the build's own style tags and its loader use it), so that the
 * preloaded copy is the one used and nothing is fetched twice.
 */
function preloadOf(page: Document, file: string): HTMLLinkElement {
  const link = page.createElement('link');
  if (file.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
    link.crossOrigin = '';
  } else {
    link.rel = 'modulepreload';
  }
  link.href = file;
  return link;
}

/** Names the route's code and the language's strings as preloads, now. */
export function namePageCode(page: Document): void {
  const language = keptLanguageFile(page);
  const files = [...routeCodeFiles(page), ...(language ? [language] : [])];
  for (const file of files) page.head.appendChild(preloadOf(page, file));
}

/** Names them once the page has painted its first frame (after the frame's next task). */
export function namePageCodeAfterPaint(page: Document): void {
  afterNextPaint(() => namePageCode(page));
}
