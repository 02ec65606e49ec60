// Numbers written the way Intl.NumberFormat writes them in the app's six languages, without
// Intl. Building the first Intl number format of a page loads the engine's number data: 13 ms in
// Chromium on a two-core machine (the next ones take under 1 ms), on the dashboard's first
// render, which otherwise builds no Intl object but its plural rules (0.3 ms). These few rules
// (separators, grouping, rounding) give the same text for the options the app uses.

/** How a language writes numbers, from its CLDR data. */
interface NumberSymbols {
  group: string;
  decimal: string;
  /** Digits before the point from which groups are written: 2 writes 1234 but 12.345. */
  minimumGroupingDigits: number;
  /** What follows a percentage: '%' or a no-break space and '%'. */
  percentSuffix: string;
}

const COMMA_POINT: NumberSymbols = {
  group: ',',
  decimal: '.',
  minimumGroupingDigits: 1,
  percentSuffix: '%',
};

/** By the BCP-47 tag the app formats with (htmlLang of the chosen language). */
const SYMBOLS: Readonly<Record<string, NumberSymbols>> = {
  en: COMMA_POINT,
  zh: COMMA_POINT,
  ja: COMMA_POINT,
  fr: { group: '\u202f', decimal: ',', minimumGroupingDigits: 1, percentSuffix: '\u00a0%' },
  it: { group: '.', decimal: ',', minimumGroupingDigits: 2, percentSuffix: '%' },
  ru: { group: '\u00a0', decimal: ',', minimumGroupingDigits: 1, percentSuffix: '\u00a0%' },
};

/** The options written here; any other one (currency, units, compact…) goes to Intl. */
const HANDLED_OPTIONS = new Set([
  'style',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'maximumSignificantDigits',
  'useGrouping',
]);

export interface NumberFormatter {
  format(value: number): string;
}

/** A number as decimal digits without leading or trailing zeros: 12.5 is '125' with point 2. */
interface Decimal {
  digits: string;
  point: number;
}

const ZERO: Decimal = { digits: '', point: 0 };

/**
 * The decimal digits of |value| in its shortest form (String's, the form Intl rounds too:
 * 1.005 is '1.005', so two decimals give 1.01).
 */
function decimalOf(value: number): Decimal {
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e');
  const [whole, fraction = ''] = mantissa.split('.');
  const all = whole + fraction;
  const lead = all.search(/[1-9]/);
  if (lead === -1) return ZERO;
  return {
    digits: all.slice(lead).replace(/0+$/, ''),
    point: whole.length + Number(exponent) - lead,
  };
}

/** Keeps the first `keep` digits, rounding half away from zero (Intl's default). */
function roundTo(decimal: Decimal, keep: number): Decimal {
  const { digits, point } = decimal;
  if (digits.length <= keep) return decimal;
  if (keep < 0) return ZERO;
  const up = digits.charCodeAt(keep) >= 53; // '5'
  let kept = digits.slice(0, keep);
  let shifted = point;
  if (up) {
    const nines = /9*$/.exec(kept)?.[0].length ?? 0;
    if (nines === kept.length) {
      kept = '1';
      shifted += 1;
    } else {
      const at = kept.length - nines - 1;
      kept = `${kept.slice(0, at)}${Number(kept[at]) + 1}`;
    }
  }
  kept = kept.replace(/0+$/, '');
  return kept === '' ? ZERO : { digits: kept, point: shifted };
}

function grouped(whole: string, symbols: NumberSymbols): string {
  if (whole.length < 3 + symbols.minimumGroupingDigits) return whole;
  const head = whole.length % 3 || 3;
  const groups = [whole.slice(0, head)];
  for (let at = head; at < whole.length; at += 3) groups.push(whole.slice(at, at + 3));
  return groups.join(symbols.group);
}

interface Rules {
  percent: boolean;
  minimumFractionDigits: number;
  maximumFractionDigits: number;
  maximumSignificantDigits?: number;
  useGrouping: boolean;
}

function formatWith(value: number, rules: Rules, symbols: NumberSymbols): string {
  const exact = decimalOf(value);
  const scaled = rules.percent && exact.digits ? { ...exact, point: exact.point + 2 } : exact;
  const rounded = roundTo(
    scaled,
    rules.maximumSignificantDigits ?? scaled.point + rules.maximumFractionDigits,
  );
  const { digits, point } = rounded;
  const whole = point > 0 ? digits.slice(0, point).padEnd(point, '0') : '0';
  const fraction = (point >= 0 ? digits.slice(point) : '0'.repeat(-point) + digits).padEnd(
    rules.minimumFractionDigits,
    '0',
  );
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const number = `${sign}${rules.useGrouping ? grouped(whole, symbols) : whole}${
    fraction ? symbols.decimal + fraction : ''
  }`;
  return rules.percent ? number + symbols.percentSuffix : number;
}

function rulesOf(options: Intl.NumberFormatOptions): Rules | null {
  if (Object.keys(options).some((key) => !HANDLED_OPTIONS.has(key))) return null;
  const percent = options.style === 'percent';
  if (options.style !== undefined && options.style !== 'decimal' && !percent) return null;
  if (options.useGrouping !== undefined && typeof options.useGrouping !== 'boolean') return null;
  // With significant digits, Intl sets the fraction digits aside; only that pairing is written.
  if (
    options.maximumSignificantDigits !== undefined &&
    (options.minimumFractionDigits !== undefined || options.maximumFractionDigits !== undefined)
  ) {
    return null;
  }
  const minimumFractionDigits = options.minimumFractionDigits ?? 0;
  const maximumFractionDigits = Math.max(
    options.maximumFractionDigits ?? (percent ? 0 : 3),
    minimumFractionDigits,
  );
  return {
    percent,
    minimumFractionDigits,
    maximumFractionDigits,
    maximumSignificantDigits: options.maximumSignificantDigits,
    useGrouping: options.useGrouping ?? true,
  };
}

/**
 * A formatter that writes like `new Intl.NumberFormat(locale, options)` without building one
 * for the app's languages and these options; null for any other locale or option, which then
 * need Intl. Numbers that are not finite, or too large to write digit by digit, go to `fallback`.
 */
export function decimalFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
  fallback: () => NumberFormatter,
): NumberFormatter | null {
  const symbols = locale === undefined ? undefined : SYMBOLS[locale];
  const rules = rulesOf(options);
  if (!symbols || !rules) return null;
  return {
    format: (value) =>
      Number.isFinite(value) && Math.abs(value) < 1e21
        ? formatWith(value, rules, symbols)
        : fallback().format(value),
  };
}
