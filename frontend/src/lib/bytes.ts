// Byte sizes in decimal units: 1 kB = 1000 B, written the way the
// chosen language writes numbers and units ('1.34 kB', '1,34 ko', '1,34 кБ').

import { toNumber } from './json';
import { formatLocale, numberFormat } from './locale';

const SI_UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/** Languages that name the units in their own words (French octets, Russian байты). */
const LOCAL_UNITS: Readonly<Record<string, readonly string[]>> = {
  fr: ['o', 'ko', 'Mo', 'Go', 'To', 'Po', 'Eo', 'Zo', 'Yo'],
  ru: ['Б', 'кБ', 'МБ', 'ГБ', 'ТБ', 'ПБ', 'ЭБ', 'ЗБ', 'ЙБ'],
};

function unitsFor(locale: string | undefined): readonly string[] {
  const language = (locale ?? '').split(/[-_]/)[0].toLowerCase();
  return LOCAL_UNITS[language] ?? SI_UNITS;
}

/**
 * Three significant digits, trailing zeros dropped, in `locale` (the chosen language by default).
 * - null or undefined: '' (nothing to show);
 * - a number, a big number or a numeric string (what _cat sends): formatted;
 * - anything else: '{value} B'.
 */
export function formatBytes(value: unknown, locale: string | undefined = formatLocale()): string {
  if (value === null || value === undefined) return '';
  const units = unitsFor(locale);
  const bytes = toNumber(value);
  if (bytes === undefined || !Number.isFinite(bytes)) return `${String(value)} ${units[0]}`;
  const sign = bytes < 0 ? '-' : '';
  let size = Math.abs(bytes);
  let unit = 0;
  while (size >= 1000 && unit < units.length - 1) {
    size /= 1000;
    unit += 1;
  }
  // Rounding may carry into the next unit: 999950 B is '1 MB', not '1000 kB'.
  if (Number(size.toPrecision(3)) >= 1000 && unit < units.length - 1) {
    size /= 1000;
    unit += 1;
  }
  const digits = numberFormat(locale, { maximumSignificantDigits: 3, useGrouping: false });
  return `${sign}${digits.format(size)} ${units[unit]}`;
}
