import { afterEach, describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  formatLocale,
  formatNumber,
  formatPercent,
  setFormatLocale,
} from './locale';

afterEach(() => setFormatLocale(undefined));

// ICU versions differ in which no-break space they put between digit groups and before '%'.
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatNumber', () => {
  it('groups digits and writes decimals the way the language does', () => {
    expect(formatNumber(1234567.891, 'en')).toBe('1,234,567.89');
    expect(spaced(formatNumber(1234.5, 'fr'))).toBe('1 234,5');
    expect(spaced(formatNumber(1234.5, 'ru'))).toBe('1 234,5');
    expect(formatNumber(1234.5, 'it')).toBe('1234,5');
  });

  it('follows the locale set at start-up', () => {
    setFormatLocale('fr');
    expect(formatLocale()).toBe('fr');
    expect(formatNumber(0.5)).toBe('0,5');
  });
});

describe('formatPercent', () => {
  it('takes a value in percent and keeps at most the given decimals', () => {
    expect(formatPercent(45.66, 1, 'en')).toBe('45.7%');
    expect(formatPercent(100, 1, 'en')).toBe('100%');
    expect(formatPercent(99.5, 2, 'en')).toBe('99.5%');
  });

  it('writes the sign and the decimal mark of the language', () => {
    expect(spaced(formatPercent(45.6, 1, 'fr'))).toBe('45,6 %');
    expect(spaced(formatPercent(45.6, 1, 'ru'))).toBe('45,6 %');
  });
});

describe('dateTimeFormat', () => {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

  it('builds one formatter per locale and options, and another for another locale', () => {
    expect(dateTimeFormat('fr', options)).toBe(dateTimeFormat('fr', { dateStyle: 'medium' }));
    expect(dateTimeFormat('en', options)).not.toBe(dateTimeFormat('fr', options));
    expect(dateTimeFormat('fr', options).format(new Date(Date.UTC(2024, 4, 17, 12)))).toMatch(
      /mai/,
    );
  });
});
