// The strings read a section at a time: the same tree as the whole file parsed, for every locale
// file and for texts whose strings hold the scan's own characters.
import { loadLocale } from './i18n';
import { lazyLocale } from './localeText';

/** The locale files as written, by name (the app's own `?raw` imports get them as built). */
const files: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('./locales/*.json', {
      eager: true,
      query: '?raw&asWritten',
      import: 'default',
    }),
  ).map(([path, text]) => [path.slice('./locales/'.length), text]),
);

/** The same files as the app loads them: written by the build (plugins/localeText.ts). */
const built: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('./locales/*.json', { eager: true, query: '?raw', import: 'default' }),
  ).map(([path, text]) => [path.slice('./locales/'.length), text]),
);

describe('lazyLocale', () => {
  it.each(Object.keys(files))('gives %s as the whole file parsed, as built', (file) => {
    const text = files[file]!;
    expect(Object.keys(files)).toHaveLength(6);
    expect(built[file]).not.toBe(text);
    expect(lazyLocale(built[file]!)).toEqual(JSON.parse(text));
    expect(lazyLocale(text)).toEqual(JSON.parse(text));
  });

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
    expect(strings).toEqual(JSON.parse(files['fr.json']!));
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
