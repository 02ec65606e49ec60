// The page's language at start-up. Only the active language's strings are fetched: each locale
// file is its own lazily loaded chunk, which holds the file's text; its sections are parsed as
// they are needed (localeText.ts).
import { setFormatLocale } from '../lib/locale';
import { htmlLang, type Language } from './languages';
import { lazyLocale } from './localeText';
import {
  createTranslations,
  setTranslations,
  type LocaleStrings,
  type Translations,
} from './translate';

const localeLoaders = import.meta.glob<string>('./locales/*.json', {
  query: '?raw',
  import: 'default',
});

export async function loadLocale(language: Language): Promise<LocaleStrings> {
  const load = localeLoaders[`./locales/${language}.json`];
  if (!load) throw new Error(`No strings for language '${language}'`);
  return lazyLocale(await load());
}

/**
 * Shows the page in `language` and sets its lang attribute. The translations run on the BCP-47
 * tag (zh, ja), not the product code (cn, jp): it picks plural forms and callers format numbers
 * and dates with it, and 'cn' or 'jp' would silently mean the browser's own locale there.
 * Placeholders are filled as they are: React escapes what it renders, and escaping here too
 * would show entities to the user.
 */
export async function initI18n(language: Language): Promise<Translations> {
  const strings = await loadLocale(language);
  const tag = htmlLang(language);
  const translations = createTranslations(tag, strings);
  setTranslations(translations);
  document.documentElement.lang = tag;
  setFormatLocale(tag);
  return translations;
}
