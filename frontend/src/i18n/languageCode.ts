// The language the page will show, known before the app runs: the one kept under 'i18n', else
// the browser's first. The page's early script names that language's strings file as a module
// preload (the build lists the files in a JSON block of index.html, plugins/routeCode.ts; see
// app/frame/pageCode.ts), so the strings arrive and compile while the app's entry does, instead
// of being asked for after it.
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
 * The kept language's strings file as the page lists it (`./assets/…`), or null when the page
 * lists none for it (a page not written by the build) or one that is not a file of the app's own.
 */
export function keptLanguageFile(page: Document): string | null {
  let files: unknown;
  try {
    files = JSON.parse(page.getElementById(LANGUAGE_CODE_ID)?.textContent ?? 'null');
  } catch {
    return null;
  }
  const file = isRecord(files) ? files[keptLanguage()] : undefined;
  return typeof file === 'string' && /^\.\/assets\/[\w.-]+\.js$/.test(file) ? file : null;
}
