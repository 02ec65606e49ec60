// The locale files' text as the page gets it: the same JSON, smaller, kept at one byte a
// character where that is smaller.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeTextModule, pluralForms } from './localeText.ts';

function written(language: string): string {
  return readFileSync(new URL(`../src/i18n/locales/${language}.json`, import.meta.url), 'utf8');
}

const ALL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The text the module exports. */
function builtText(fileText: string, forms: readonly string[] = ALL_FORMS): string {
  const module = localeTextModule(fileText, forms);
  const literal = /^export default (".*");\n$/s.exec(module)?.[1];
  if (literal === undefined) throw new Error(`unexpected module: ${module.slice(0, 80)}`);
  return JSON.parse(literal) as string;
}

describe('localeTextModule', () => {
  it.each(['cn', 'en', 'fr', 'it', 'jp', 'ru'])('writes %s as the same JSON', (language) => {
    const text = written(language);
    expect(JSON.parse(builtText(text))).toEqual(JSON.parse(text));
  });

  it('leaves out the plural forms outside the given ones, and no other key', () => {
    const text = JSON.stringify({
      a: { count_one: '1', count_few: 'few', count_many: 'many', count_other: 'n' },
      count_zero: 'none',
      list_few: { nested: 'an object is not a form' },
      word_fewer: 'not a form',
    });
    expect(JSON.parse(builtText(text, ['one', 'other']))).toEqual({
      a: { count_one: '1', count_other: 'n' },
      count_zero: 'none',
      list_few: { nested: 'an object is not a form' },
      word_fewer: 'not a form',
    });
  });

  it.each([
    ['en', ['one', 'other']],
    ['fr', ['many', 'one', 'other']],
    ['ru', ['few', 'many', 'one', 'other']],
    ['cn', ['other']],
    ['jp', ['other']],
  ])("takes %s's plural forms from its rules", (language, forms) => {
    expect([...pluralForms(language)].sort()).toEqual(forms);
  });

  it('fails for a file of no product language', () => {
    expect(() => pluralForms('de')).toThrow(/no product language 'de'/);
  });

  it('writes English without spaces and with every character beyond Latin-1 escaped', () => {
    const text = builtText(written('en'), pluralForms('en'));
    expect(text).not.toContain('_few"');
    expect(written('en')).toMatch(/[\u0100-\uffff]/);
    expect(text).not.toMatch(/[\u0100-\uffff]/);
    expect(text).not.toContain('\n');
    expect(text.startsWith('{"api":{"error":{"aborted":')).toBe(true);
    expect(text.length).toBeLessThan(written('en').length * 0.85);
  });

  it('keeps a text of mostly wide characters as it is', () => {
    const text = builtText(written('ru'));
    expect(text).toMatch(/[\u0400-\u04ff]/);
    expect(text).not.toContain('\\u04');
  });

  it('keeps Latin-1 letters and escapes a character outside the basic plane as its two halves', () => {
    const text = builtText(JSON.stringify({ a: 'é 😀' }));
    expect(text).toBe('{"a":"é \\ud83d\\ude00"}');
    expect(JSON.parse(text)).toEqual({ a: 'é 😀' });
  });
});
