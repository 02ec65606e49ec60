import { describe, expect, it } from 'vitest';
import {
  createTranslations,
  currentTranslations,
  interpolate,
  setTranslations,
  useTranslation,
  type TOptions,
  type Translations,
} from './translate';

/** The translator of the tests' own strings, whose keys are not the app's. */
function ownKeys(translations: Translations): (key: string, options?: TOptions) => string {
  return translations.t as (key: string, options?: TOptions) => string;
}

const STRINGS = {
  app: { title: 'Shardscope', greeting: 'Hello {{name}}, on {{ cluster }}' },
  indices: {
    deleted_one: '{{count}} index deleted',
    deleted_other: '{{count}} indices deleted',
    plain: 'Shown {{count}} times',
  },
  files: {
    items_zero: 'no files',
    items_one: 'one file',
    items_few: '{{count}} files (few)',
    items_many: '{{count}} files (many)',
    items_other: '{{count}} files (other)',
  },
};

describe('translations', () => {
  const t = ownKeys(createTranslations('en', STRINGS));

  it('finds a string by its dotted key', () => {
    expect(t('app.title')).toBe('Shardscope');
  });

  it('answers a missing key, or one that names a group of strings, with the key itself', () => {
    expect(t('app.missing')).toBe('app.missing');
    expect(t('nowhere.at.all')).toBe('nowhere.at.all');
    expect(t('app')).toBe('app');
    expect(t('app.title.deeper')).toBe('app.title.deeper');
  });

  it('fills placeholders, with or without spaces inside the braces', () => {
    expect(t('app.greeting', { name: 'Ada', cluster: 'prod' })).toBe('Hello Ada, on prod');
  });

  it('keeps a placeholder that has no value', () => {
    expect(t('app.greeting', { name: 'Ada' })).toBe('Hello Ada, on {{ cluster }}');
  });

  it('never reads a filled-in value for placeholders or replacement patterns', () => {
    expect(t('app.greeting', { name: '{{cluster}}', cluster: "$1 $& $'" })).toBe(
      "Hello {{cluster}}, on $1 $& $'",
    );
  });

  it("picks the plural form by the language's rules, and writes the count", () => {
    expect(t('indices.deleted', { count: 1 })).toBe('1 index deleted');
    expect(t('indices.deleted', { count: 0 })).toBe('0 indices deleted');
    expect(t('indices.deleted', { count: 2 })).toBe('2 indices deleted');
  });

  it('uses the plain key when a text has no plural forms', () => {
    expect(t('indices.plain', { count: 3 })).toBe('Shown 3 times');
  });

  it('prefers a zero form for a count of zero when there is one', () => {
    expect(t('files.items', { count: 0 })).toBe('no files');
  });

  it('follows the plural rules of the language it was made for', () => {
    const russian = ownKeys(createTranslations('ru', STRINGS));
    expect(russian('files.items', { count: 1 })).toBe('one file');
    expect(russian('files.items', { count: 3 })).toBe('3 files (few)');
    expect(russian('files.items', { count: 5 })).toBe('5 files (many)');
    expect(russian('files.items', { count: 1.5 })).toBe('1.5 files (other)');
    const japanese = ownKeys(createTranslations('ja', STRINGS));
    expect(japanese('files.items', { count: 1 })).toBe('1 files (other)');
  });

  it('reports the language it was made for', () => {
    expect(createTranslations('zh', STRINGS).language).toBe('zh');
  });
});

describe('interpolate', () => {
  it('writes numbers and booleans as text and leaves other braces alone', () => {
    expect(interpolate('{{n}} / {{b}} / {single} / {{}}', { n: 1.5, b: false })).toBe(
      '1.5 / false / {single} / {{}}',
    );
  });
});

describe('translation keys', () => {
  it('are the keys of the strings: another one fails the type check', () => {
    const { t } = createTranslations('en', { app: { name: 'Shardscope' } });
    expect(t('app.name')).toBe('Shardscope');
    // @ts-expect-error: the strings have no such key
    expect(t('app.nmae')).toBe('app.nmae');
    const part: string = 'name';
    // @ts-expect-error: a key built from any text is not a key of the strings
    expect(t(`app.${part}`)).toBe('Shardscope');
  });
});

describe('the page translations', () => {
  it('are what was set last, for components and for other code', () => {
    const before = currentTranslations();
    try {
      const french = createTranslations('fr', { app: { name: 'Nom' } });
      setTranslations(french);
      expect(currentTranslations()).toBe(french);
      const { t, i18n } = useTranslation();
      expect(t('app.name')).toBe('Nom');
      expect(i18n.language).toBe('fr');
    } finally {
      setTranslations(before);
    }
  });
});
