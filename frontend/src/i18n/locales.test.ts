// The six locale files must offer the same keys, none of them empty, and every key the
// sources ask for must exist.
import { htmlLang, LANGUAGES, type Language } from './languages';

type Tree = { [key: string]: unknown };

const locales = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

function locale(language: string): Map<string, unknown> {
  const tree = locales[`./locales/${language}.json`];
  if (!tree) throw new Error(`missing locale file ${language}.json`);
  return leaves(tree);
}

/** Keys of t('...') and i18n.t("...") with a literal key. */
export function usedKeys(source: string): string[] {
  const pattern = /\bt\(\s*(['"])([\w.-]+)\1/g;
  return [...source.matchAll(pattern)].map((match) => match[2]);
}

// Plurals are resolved by suffix (i18n/translate.ts): t('x', { count }) reads x_one / x_other.
function exists(keys: Map<string, unknown>, key: string): boolean {
  return keys.has(key) || keys.has(`${key}_one`) || keys.has(`${key}_other`);
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Plural keys of `language` that lack a form its plural rules ask for (x_few in Russian...). */
export function missingPluralForms(keys: readonly string[], language: Language): string[] {
  const forms = new Intl.PluralRules(htmlLang(language)).resolvedOptions().pluralCategories;
  const bases = new Set(
    keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
  );
  return [...bases]
    .flatMap((base) => forms.map((form) => `${base}_${form}`))
    .filter((key) => !keys.includes(key));
}

describe('locale files', () => {
  const english = locale('en');

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the English keys', (language) => {
    expect([...locale(language).keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each(LANGUAGES)('%s has every plural form its language needs', (language) => {
    expect(missingPluralForms([...locale(language).keys()], language)).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no empty strings', (language) => {
    const empty = [...locale(language)].filter(([, v]) => typeof v !== 'string' || v.trim() === '');
    expect(empty.map(([k]) => k)).toEqual([]);
  });

  it('has every key the sources use', () => {
    expect(Object.keys(sources)).toContain('../app/router.tsx');
    const missing = Object.entries(sources).flatMap(([file, text]) =>
      usedKeys(text)
        .filter((key) => !exists(english, key))
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('missingPluralForms', () => {
  it('asks Russian for few and many, English for one and other only', () => {
    const keys = ['a.count_one', 'a.count_other', 'a.plain'];
    expect(missingPluralForms(keys, 'ru')).toEqual(['a.count_few', 'a.count_many']);
    expect(missingPluralForms(keys, 'en')).toEqual([]);
    expect(missingPluralForms(['a.count_other'], 'jp')).toEqual([]);
  });
});

describe('usedKeys', () => {
  it('finds literal keys in calls', () => {
    const text = `t('app.a') + i18n.t("app.b", { n }) + t(\`app.\${x}\`)`;
    expect(usedKeys(text)).toEqual(['app.a', 'app.b']);
  });

  it('does not take other functions for t', () => {
    expect(usedKeys(`split('a.b') format("x.y")`)).toEqual([]);
  });
});
