import { describe, expect, it, vi } from 'vitest';
import { decimalFormat } from './decimalFormat';

const TAGS = ['en', 'zh', 'fr', 'it', 'ru', 'ja'];

/** The option sets the app formats with (locale.ts, bytes.ts, the dashboard's cards). */
const OPTION_SETS: Intl.NumberFormatOptions[] = [
  { maximumFractionDigits: 2 },
  {},
  { style: 'percent', maximumFractionDigits: 1 },
  { style: 'percent', maximumFractionDigits: 2 },
  { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { style: 'percent' },
  { maximumSignificantDigits: 3, useGrouping: false },
  { maximumFractionDigits: 0 },
];

/** A deterministic spread of values: integers, decimals, halves, tiny and huge, both signs. */
function sampleValues(): number[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const values = [
    0,
    -0,
    1,
    -1,
    0.5,
    1.005,
    2.675,
    0.125,
    0.005,
    0.0049,
    9.995,
    99.995,
    999.5,
    999.9999,
    1234,
    12345,
    123456.789,
    1234567.891,
    -1234.5,
    -0.001,
    1e-7,
    1.5e-7,
    123e-20,
    1e15,
    123456789012345,
    2 ** 53,
    9.999e20,
    0.07,
    45.6 / 100,
    0.28 / 100,
    99.95 / 100,
    1 / 3,
    2 / 3,
  ];
  for (let i = 0; i < 400; i += 1) {
    const magnitude = 10 ** Math.floor(random() * 16 - 6);
    const value = random() * magnitude;
    const decimals = Math.floor(random() * 5);
    values.push(Number(value.toFixed(decimals)), value, -value, Math.round(value));
  }
  return values;
}

const intl = (tag: string, options: Intl.NumberFormatOptions) => () =>
  new Intl.NumberFormat(tag, options);

describe('decimalFormat', () => {
  it.each(TAGS)('writes every sample exactly as Intl.NumberFormat does (%s)', (tag) => {
    const values = sampleValues();
    for (const options of OPTION_SETS) {
      const reference = new Intl.NumberFormat(tag, options);
      const format = decimalFormat(tag, options, intl(tag, options));
      expect(format, JSON.stringify(options)).not.toBeNull();
      const differences = values
        .map((value) => [value, format?.format(value), reference.format(value)])
        .filter(([, ours, theirs]) => ours !== theirs);
      expect(differences, `${tag} ${JSON.stringify(options)}`).toEqual([]);
    }
  });

  it('hands numbers it cannot write digit by digit to Intl', () => {
    const fallback = vi.fn(intl('en', { maximumFractionDigits: 2 }));
    const format = decimalFormat('en', { maximumFractionDigits: 2 }, fallback);
    expect(format?.format(12.345)).toBe('12.35');
    expect(fallback).not.toHaveBeenCalled();
    expect(format?.format(Number.NaN)).toBe('NaN');
    expect(format?.format(-Infinity)).toBe('-∞');
    expect(format?.format(1.5e21)).toBe('1,500,000,000,000,000,000,000');
    expect(fallback).toHaveBeenCalledTimes(3);
  });

  it('leaves other languages and options to Intl', () => {
    const fallback = intl('de', {});
    expect(decimalFormat('de', {}, fallback)).toBeNull();
    expect(decimalFormat(undefined, {}, fallback)).toBeNull();
    expect(decimalFormat('en', { style: 'currency', currency: 'EUR' }, fallback)).toBeNull();
    expect(decimalFormat('en', { notation: 'compact' }, fallback)).toBeNull();
    expect(decimalFormat('en', { useGrouping: 'min2' }, fallback)).toBeNull();
    expect(
      decimalFormat('en', { maximumSignificantDigits: 3, maximumFractionDigits: 1 }, fallback),
    ).toBeNull();
  });
});
