// i18next setup. Only the active language's strings are fetched: each locale file is its own
// lazily loaded chunk.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setFormatLocale } from '../lib/locale';
import { DEFAULT_LANGUAGE, htmlLang, type Language } from './languages';

type LocaleStrings = Record<string, unknown>;

const localeLoaders = import.meta.glob<LocaleStrings>('./locales/*.json', { import: 'default' });

export async function loadLocale(language: Language): Promise<LocaleStrings> {
  const load = localeLoaders[`./locales/${language}.json`];
  if (!load) throw new Error(`No strings for language '${language}'`);
  return load();
}

/**
 * Starts i18next in `language` and sets the page's lang attribute. i18next runs on the BCP-47
 * tag (zh, ja), not the product code (cn, jp): it picks plural forms and callers format numbers
 * and dates with it, and 'cn' or 'jp' would silently mean the browser's own locale there.
 */
export async function initI18n(language: Language): Promise<typeof i18next> {
  const strings = await loadLocale(language);
  const tag = htmlLang(language);
  await i18next.use(initReactI18next).init({
    lng: tag,
    fallbackLng: htmlLang(DEFAULT_LANGUAGE),
    resources: { [tag]: { translation: strings } },
    // React escapes what it renders; escaping here too would show entities to the user.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = tag;
  setFormatLocale(tag);
  return i18next;
}
