// The locale files reach the page as their text, which src/i18n/localeText.ts parses a section at
// a time. Written without the files' indentation, which is a fifth of their size and would be kept
// in the page's memory with the rest of the text.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * A locale file asked for as text (`?raw`), as the strings loader asks for it; with another query
 * too (`?raw&asWritten`), the file's text as written.
 */
const LOCALE_TEXT = /^(.*[\\/]src[\\/]i18n[\\/]locales[\\/]\w+\.json)\?raw$/;

/** Beyond Latin-1: a string that holds one is kept at two bytes a character. */
const WIDE = /[\u0100-\uffff]/g;

/**
 * The module that exports the file's text: the same JSON, without spaces between its tokens. A
 * text of few characters beyond Latin-1 (English, French, Italian: dashes, quotes, arrows) writes
 * them as escapes, which JSON.parse reads back, so that the page keeps it at one byte a character
 * instead of two; one of many (Russian, Chinese, Japanese) is smaller kept as it is.
 */
export function localeTextModule(fileText: string): string {
  let text = JSON.stringify(JSON.parse(fileText));
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
      const file = LOCALE_TEXT.exec(id)?.[1];
      if (file === undefined) return null;
      this.addWatchFile(file);
      return localeTextModule(readFileSync(file, 'utf8'));
    },
  };
}
