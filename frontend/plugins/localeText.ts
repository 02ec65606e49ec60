// The locale files reach the page as their text, which src/i18n/localeText.ts parses a section at
// a time. Written without the files' indentation, which is a fifth of their size and would be kept
// in the page's memory with the rest of the text, and without the plural forms the language never
// picks (every file has the keys of all six languages' forms: English needs only _one and _other).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { htmlLang, isLanguage } from '../src/i18n/languages.ts';

/**
 * A locale file asked for as text (`?raw`), as the strings loader asks for it; with another query
 * too (`?raw&asWritten`), the file's text as written.
 */
const LOCALE_TEXT = /^(.*[\\/]src[\\/]i18n[\\/]locales[\\/](\w+)\.json)\?raw$/;

/** A plural form's key: the translator picks `x_{form}` by the language's rules (`x_zero` at 0). */
const PLURAL_FORM = /_(one|two|few|many|other)$/;

/** The plural forms the language's rules pick (`one`, `other` in English). */
export function pluralForms(language: string): readonly string[] {
  if (!isLanguage(language)) throw new Error(`no product language '${language}'`);
  return new Intl.PluralRules(htmlLang(language)).resolvedOptions().pluralCategories;
}

/** The strings without the plural forms outside `forms`, at any depth. */
function withForms(tree: unknown, forms: readonly string[]): unknown {
  if (tree === null || typeof tree !== 'object' || Array.isArray(tree)) return tree;
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => {
      const form = typeof value === 'string' ? PLURAL_FORM.exec(key)?.[1] : undefined;
      return form !== undefined && !forms.includes(form) ? [] : [[key, withForms(value, forms)]];
    }),
  );
}

/** Beyond Latin-1: a string that holds one is kept at two bytes a character. */
const WIDE = /[\u0100-\uffff]/g;

/**
 * The module that exports the file's text: the same JSON without the plural forms outside `forms`
 * and without spaces between its tokens. A
 * text of few characters beyond Latin-1 (English, French, Italian: dashes, quotes, arrows) writes
 * them as escapes, which JSON.parse reads back, so that the page keeps it at one byte a character
 * instead of two; one of many (Russian, Chinese, Japanese) is smaller kept as it is.
 */
export function localeTextModule(fileText: string, forms: readonly string[]): string {
  let text = JSON.stringify(withForms(JSON.parse(fileText), forms));
  const wide = text.match(WIDE)?.length ?? 0;
  if (wide * 5 < text.length) {
    text = text.replace(WIDE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  }
  return `export default ${JSON.stringify(text)};\n`;
}

export function minifiedLocaleText(): Plugin {
  return {
    name: 'shardscope-locale-text',
    enforce: 'pre',
    load(id) {
      const [, file, language] = LOCALE_TEXT.exec(id) ?? [];
      if (file === undefined || language === undefined) return null;
      this.addWatchFile(file);
      return localeTextModule(readFileSync(file, 'utf8'), pluralForms(language));
    },
  };
}
