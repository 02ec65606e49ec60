// The app's strings in the shown language: lookup by dotted key, plural forms by the language's
// plural rules (key_one, key_few, key_other...) and {{name}} placeholders. A page shows one
// language (choosing another reloads it), so components read the current translations without
// subscribing to anything. This is all the app used of i18next, which was a tenth of the first
// page's script and ran a chain of resolvers for every text.

/** A locale file: nested objects whose leaves are the strings. */
export interface LocaleStrings {
  readonly [key: string]: string | LocaleStrings;
}

/** Values for a string's {{placeholders}}; a number `count` also picks the plural form. */
export interface TOptions {
  readonly [name: string]: unknown;
  readonly count?: number;
}

/** Every key of a locale tree, dotted. */
type KeysOf<Tree, Prefix extends string = ''> = {
  [K in keyof Tree & string]: Tree[K] extends string
    ? `${Prefix}${K}`
    : KeysOf<Tree[K], `${Prefix}${K}.`>;
}[keyof Tree & string];

/** A plural form's key also answers to its base: 'x_one' and 'x_other' to 'x'. */
type WithPluralBases<Key extends string> =
  | Key
  | (Key extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
      ? Base
      : never);

/**
 * The keys of the English strings, which every locale has (i18n/locales.test.ts): a misspelt key,
 * or one built from a text that may hold anything, fails the type check.
 */
export type TranslationKey = WithPluralBases<KeysOf<typeof import('./locales/en.json')>>;

/** The keys below `Prefix`, without it: what a helper writing `${Prefix}.${key}` may take. */
export type KeysUnder<Prefix extends string> = TranslationKey extends infer Key
  ? Key extends `${Prefix}.${infer Rest}`
    ? Rest
    : never
  : never;

/** The string at `key` with its placeholders filled in; the key itself when there is none. */
export type TFunction = (key: TranslationKey, options?: TOptions) => string;

export interface Translations {
  /** BCP-47 tag of the language (zh, ja), for formatting dates and numbers the same way. */
  readonly language: string;
  readonly t: TFunction;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(strings: LocaleStrings, key: string): string | undefined {
  let node: string | LocaleStrings | undefined = strings;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Fills each {{name}} with its value once: a value is never read for placeholders itself (a
 * cluster's index may be called `{{x}}`). A placeholder without a value stays as written.
 */
export function interpolate(text: string, options: TOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

export function createTranslations(language: string, strings: LocaleStrings): Translations {
  const found = new Map<string, string | undefined>();
  const resolve = (key: string): string | undefined => {
    if (!found.has(key)) found.set(key, lookup(strings, key));
    return found.get(key);
  };
  let plurals: Intl.PluralRules | undefined;
  const pluralKey = (key: string, count: number): string | undefined => {
    if (count === 0) {
      const zero = resolve(`${key}_zero`);
      if (zero !== undefined) return zero;
    }
    plurals ??= new Intl.PluralRules(language);
    return resolve(`${key}_${plurals.select(count)}`);
  };
  const t: TFunction = (key, options) => {
    const count = options?.count;
    const text = (typeof count === 'number' ? pluralKey(key, count) : undefined) ?? resolve(key);
    if (text === undefined) return key;
    return options ? interpolate(text, options) : text;
  };
  return { language, t };
}

/** The page's language, set once at start-up (choosing another reloads the page). */
let current: Translations = createTranslations('en', {});

/** Resolves the page's translations once they are set (the page has one language at a time). */
let translated: (translations: Translations) => void = () => undefined;
const translations = new Promise<Translations>((resolve) => {
  translated = resolve;
});

/** Makes `translations` the page's language; called once at start-up (and by tests). */
export function setTranslations(next: Translations): void {
  current = next;
  translated(next);
}

/**
 * The page's translations once its language's strings are in: for work that may start while they
 * load (a screen's first data, asked for at start-up) and writes a text the user keeps.
 */
export function whenTranslated(): Promise<Translations> {
  return translations.then(() => current);
}

/** The page's translations, for code outside components (dialogs opened by functions). */
export function currentTranslations(): Translations {
  return current;
}

/** The page's translations for a component: `const { t } = useTranslation()`. */
export function useTranslation(): { t: TFunction; i18n: Translations } {
  return { t: current.t, i18n: current };
}
