// The locale files' text as the page gets it: the same JSON, smaller, kept at one byte a
// character where that is smaller.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeTextModule } from './localeText.ts';

function written(language: string): string {
  return readFileSync(new URL(`../src/i18n/locales/${language}.json`, import.meta.url), 'utf8');
}

/** The text the module exports. */
function builtText(fileText: string): string {
  const module = localeTextModule(fileText);
  const literal = /^export default (".*");\n$/s.exec(module)?.[1];
  if (literal === undefined) throw new Error(`unexpected module: ${module.slice(0, 80)}`);
  return JSON.parse(literal) as string;
}

describe('localeTextModule', () => {
  it.each(['cn', 'en', 'fr', 'it', 'jp', 'ru'])('writes %s as the same JSON', (language) => {
    const text = written(language);
    expect(JSON.parse(builtText(text))).toEqual(JSON.parse(text));
  });

  it('writes English without spaces and with every character beyond Latin-1 escaped', () => {
    const text = builtText(written('en'));
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
