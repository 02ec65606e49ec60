// The locale numbers, sizes, percentages and dates are written in: the language the user chose
// (its BCP-47 tag), set once at start-up since a new language reloads the page. Until it is
// set, formatting falls back to the browser's locale.

import { decimalFormat, type NumberFormatter } from './decimalFormat';

/** Set once at start-up (a new language reloads the page), so formatting needs no store. */
let current: string | undefined;

export function setFormatLocale(tag: string | undefined): void {
  current = tag;
}

export function formatLocale(): string | undefined {
  return current;
}

const numberFormats = new Map<string, NumberFormatter>();

/**
 * A cached number format: building one per cell is what makes big tables slow. For the app's
 * languages it writes the numbers itself (see decimalFormat) and builds no Intl.NumberFormat.
 */
export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): NumberFormatter {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    let intl: Intl.NumberFormat | undefined;
    const intlFormat = () => (intl ??= new Intl.NumberFormat(locale, options));
    format = decimalFormat(locale, options, intlFormat) ?? intlFormat();
    numberFormats.set(key, format);
  }
  return format;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A cached date format, one per locale and options: building one per cell is what makes
 * toLocaleString() slow, and the page's first one takes some 20 ms (the browser loads its date
 * data). Asking again with another locale (the chosen language arrived) gives a new one.
 */
export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/**
 * Has the browser load its date and collation data for the page's language now, in idle time
 * after the first screen: the page's first date format or collator takes 10-20 ms to build while
 * that data loads (any later one, whatever its options, well under 1 ms), which a screen opened
 * later would otherwise spend in its opening (the indices' creation times, the shards' nodes in
 * order).
 */
export function loadDateAndCollationData(locale: string | undefined = current): void {
  new Intl.DateTimeFormat(locale, { hour: 'numeric' }).format(0);
  new Intl.Collator(locale, { numeric: true }).compare('1', '2');
}

/** A number written the user's way: '1,234.5' in English, '1 234,5' in French. */
export function formatNumber(value: number, locale: string | undefined = current): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/**
 * A percentage given in percent (45.6 for 45.6 %), with at most `fractionDigits` decimals:
 * '45.6%' in English, '45,6 %' in French.
 */
export function formatPercent(
  percent: number,
  fractionDigits = 1,
  locale: string | undefined = current,
): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: fractionDigits }).format(
    percent / 100,
  );
}
