// The locale numbers, sizes, percentages and dates are written in: the language the user chose
// (its BCP-47 tag), set once at start-up since a new language reloads the page. Until it is
// set, formatting falls back to the browser's locale.

let current: string | undefined;

export function setFormatLocale(tag: string | undefined): void {
  current = tag;
}

export function formatLocale(): string | undefined {
  return current;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A cached Intl.NumberFormat: building one per cell is what makes big tables slow. */
export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
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

/**
 * Builds the number format of `tag` ahead of need. The first Intl format a page builds loads
 * the engine's locale data, tens of milliseconds on a slow machine: done while the first
 * screen's code and data are on their way, it is not paid when they arrive.
 */
export function prepareFormats(tag: string): void {
  numberFormat(tag, { maximumFractionDigits: 2 }).format(0);
}
