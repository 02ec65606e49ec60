import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dateTimeFormat,
  formatLocale,
  formatNumber,
  formatPercent,
  loadDateAndCollationData,
  setFormatLocale,
} from './locale';

afterEach(() => {
  setFormatLocale(undefined);
  vi.restoreAllMocks();
});

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

describe('loadDateAndCollationData', () => {
  it("builds a date format and a collator of the page's language, so that later ones find the data loaded", () => {
    const built: string[] = [];
    const { DateTimeFormat, Collator } = Intl;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locale, options) {
      built.push(`date ${String(locale)}`);
      return new DateTimeFormat(locale, options);
    } as typeof Intl.DateTimeFormat);
    vi.spyOn(Intl, 'Collator').mockImplementation(function (locale, options) {
      built.push(`collator ${String(locale)}`);
      return new Collator(locale, options);
    } as typeof Intl.Collator);
    setFormatLocale('fr');
    loadDateAndCollationData();
    expect(built).toEqual(['date fr', 'collator fr']);
  });
});
