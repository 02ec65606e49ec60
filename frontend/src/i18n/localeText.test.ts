// The strings read a section at a time: the same tree as the whole file parsed, for every locale
// file and for texts whose strings hold the scan's own characters; and the same texts from the
// translator as the files as written give.
import { loadLocale } from './i18n';
import { htmlLang, LANGUAGES } from './languages';
import { lazyLocale } from './localeText';
import { createTranslations, type LocaleStrings, type TranslationKey } from './translate';

/** The locale files as written, by name (the app's own `?raw` imports get them as built). */
const files = byFileName(
  import.meta.glob<string>('./locales/*.json', {
    eager: true,
    query: '?raw&asWritten',
    import: 'default',
  }),
);

/** The same files as the app loads them: written by the build (plugins/localeText.ts). */
const built = byFileName(
  import.meta.glob<string>('./locales/*.json', { eager: true, query: '?raw', import: 'default' }),
);

/** The texts of `./locales/x.json` by `x.json`. */
function byFileName(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([path, text]) => [path.slice('./locales/'.length), text]),
  );
}

/** Every key of a tree, dotted. */
function leaves(tree: LocaleStrings, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}

describe('lazyLocale', () => {
  it.each(Object.keys(files))(
    'gives %s as the whole file parsed, as written and as built',
    (file) => {
      const text = files[file]!;
      expect(Object.keys(files)).toHaveLength(6);
      expect(built[file]).not.toBe(text);
      expect(lazyLocale(built[file]!)).toEqual(JSON.parse(built[file]!));
      expect(lazyLocale(text)).toEqual(JSON.parse(text));
    },
  );

  it.each(LANGUAGES)(
    'gives in %s every text the file as written gives, plural forms too',
    (language) => {
      const written = JSON.parse(files[`${language}.json`]!) as LocaleStrings;
      const keys = leaves(written);
      expect(keys.length).toBeGreaterThan(3000);
      const tag = htmlLang(language);
      const asWritten = createTranslations(tag, written).t;
      const asBuilt = createTranslations(tag, lazyLocale(built[`${language}.json`]!)).t;
      const bases = new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')));
      for (const key of bases) {
        const base = key as TranslationKey;
        expect(asBuilt(base), key).toBe(asWritten(base));
        for (const count of [0, 1, 2, 3, 5, 11, 21, 22, 1.5]) {
          expect(asBuilt(base, { count }), `${key} ${count}`).toBe(asWritten(base, { count }));
        }
      }
    },
  );

  it('parses a section only when it is read, then keeps it', () => {
    const parse = vi.spyOn(JSON, 'parse');
    const strings = lazyLocale('{"home":{"title":"Home"},"indices":{"title":"Indices"}}');
    const keyParses = parse.mock.calls.length;
    expect(Object.getOwnPropertyDescriptor(strings, 'indices')?.get).toBeTypeOf('function');
    expect(strings.home).toEqual({ title: 'Home' });
    expect(parse.mock.calls.length).toBe(keyParses + 1);
    expect(strings.home).toBe(strings.home);
    expect(parse.mock.calls.length).toBe(keyParses + 1);
    expect(Object.getOwnPropertyDescriptor(strings, 'home')).toMatchObject({
      value: { title: 'Home' },
    });
    expect(Object.getOwnPropertyDescriptor(strings, 'indices')?.get).toBeTypeOf('function');
    parse.mockRestore();
  });

  it('is what the app loads: the built text of the kept language', async () => {
    const strings = await loadLocale('fr');
    expect(Object.getOwnPropertyDescriptor(strings, 'indices')?.get).toBeTypeOf('function');
    expect(strings).toEqual(JSON.parse(built['fr.json']!));
  });

  it('splits a large section into its own sections, and parses a small one whole', () => {
    const large = { dialogs: { title: 'x'.repeat(3000) }, table: { empty: 'None' } };
    const strings = lazyLocale(JSON.stringify({ indices: large, home: { title: 'Home' } }));
    const indices = strings.indices as LocaleStrings;
    expect(Object.getOwnPropertyDescriptor(indices, 'table')?.get).toBeTypeOf('function');
    expect(indices.table).toEqual({ empty: 'None' });
    expect(Object.getOwnPropertyDescriptor(indices, 'dialogs')?.get).toBeTypeOf('function');
    expect(Object.getOwnPropertyDescriptor(strings.home, 'title')).toMatchObject({ value: 'Home' });
    expect(strings).toEqual({ indices: large, home: { title: 'Home' } });
  });

  it('is not misled by brackets, quotes and escapes inside strings', () => {
    const text = JSON.stringify({
      'a"}': { b: '{{count}} } ] [ {', 'c\\': 'say "}" \\' },
      plain: 'a top-level string with } and {',
      list: ['x', { y: '}' }],
      wide: 'Mise à jour… → 索引',
    });
    expect(lazyLocale(text)).toEqual(JSON.parse(text));
    expect(lazyLocale(` \n${text}\n`)).toEqual(JSON.parse(text));
  });

  it('parses a text it cannot split whole, or fails as JSON.parse does', () => {
    expect(lazyLocale('{"a":1,"b":{"c":"d"}}')).toEqual({ a: 1, b: { c: 'd' } });
    expect(lazyLocale('{"a":true,"b":null}')).toEqual({ a: true, b: null });
    expect(lazyLocale('["a"]')).toEqual(['a']);
    expect(() => lazyLocale('{"a":{"b":"c"}')).toThrow(SyntaxError);
    expect(() => lazyLocale('{"a":{"b":"c"}}}')).toThrow(SyntaxError);
  });
});
