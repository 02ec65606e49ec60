// The product's languages and how a browser language maps onto them.

export const LANGUAGES = ['en', 'cn', 'fr', 'it', 'ru', 'jp'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * Browser language prefixes that name a product language by another code. 'zh' is read as
 * 'cn'; 'ja' is what browsers report for Japanese, so it is read as 'jp' too.
 */
const ALIASES: Readonly<Record<string, Language>> = { zh: 'cn', ja: 'jp' };

/** BCP-47 tags for the page's lang attribute: the product codes cn and jp are not tags. */
const HTML_LANG: Readonly<Record<Language, string>> = {
  en: 'en',
  cn: 'zh',
  fr: 'fr',
  it: 'it',
  ru: 'ru',
  jp: 'ja',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The product language for one browser language tag such as 'zh-TW' or 'fr_CA'. */
export function languageFromTag(tag: string): Language {
  const prefix = tag.split(/[-_]/)[0].toLowerCase();
  if (isLanguage(prefix)) return prefix;
  return ALIASES[prefix] ?? DEFAULT_LANGUAGE;
}

/** First visit: the first browser language decides. */
export function detectLanguage(browserLanguages: readonly string[]): Language {
  const first = browserLanguages[0];
  return first ? languageFromTag(first) : DEFAULT_LANGUAGE;
}

export function htmlLang(language: Language): string {
  return HTML_LANG[language];
}

/**
 * Each language's name in that language, as language pickers show them: a reader looks for
 * their own language by its own name, so these are the same in every locale.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  cn: '中文',
  fr: 'Français',
  it: 'Italiano',
  ru: 'Русский',
  jp: '日本語',
};
