// The language the page will show, known before the app runs: the one kept under 'i18n', else
// the browser's first. The page's early script names that language's strings file as a module
// preload (the build lists the files in a JSON block of index.html, plugins/routeCode.ts), so the
// strings arrive and compile while the app's entry does, instead of being asked for after it.
import { isRecord, loadPersisted } from '../lib/storage';
import { detectLanguage, isLanguage, type Language } from './languages';

export const LANGUAGE_STORAGE_KEY = 'i18n';

/** The `id` of the JSON block of each language's strings file. */
export const LANGUAGE_CODE_ID = 'shardscope-language-code';

export function parseLanguage(raw: unknown): { lang: Language } | null {
  return isRecord(raw) && isLanguage(raw.lang) ? { lang: raw.lang } : null;
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The language the app starts in. */
export function keptLanguage(): Language {
  return (
    loadPersisted(LANGUAGE_STORAGE_KEY, parseLanguage, null)?.lang ??
    detectLanguage(browserLanguages())
  );
}

/**
 * Names the kept language's strings file in the page as a module preload. Does nothing when the
 * page lists no file for it (a page not written by the build) or lists one that is not a file of
 * the app's own (`./assets/…` only).
 */
export function preloadLanguage(page: Document): void {
  let files: unknown;
  try {
    files = JSON.parse(page.getElementById(LANGUAGE_CODE_ID)?.textContent ?? 'null');
  } catch {
    return;
  }
  const file = isRecord(files) ? files[keptLanguage()] : undefined;
  if (typeof file !== 'string' || !/^\.\/assets\/[\w.-]+\.js$/.test(file)) return;
  const link = page.createElement('link');
  link.rel = 'modulepreload';
  link.href = file;
  page.head.appendChild(link);
}
