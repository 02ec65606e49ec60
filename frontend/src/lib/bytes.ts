// Byte sizes in decimal units (core spec 9, data spec 9.6): 1 kB = 1000 B.

import { toNumber } from './json';

const UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/**
 * '1.34 kB' style: three significant digits, trailing zeros dropped.
 * - null or undefined: '' (nothing to show);
 * - a number, a big number or a numeric string (what _cat sends): formatted;
 * - anything else: '{value} B'.
 */
export function formatBytes(value: unknown): string {
  if (value === null || value === undefined) return '';
  const bytes = toNumber(value);
  if (bytes === undefined || !Number.isFinite(bytes)) return `${String(value)} B`;
  const sign = bytes < 0 ? '-' : '';
  let size = Math.abs(bytes);
  let unit = 0;
  while (size >= 1000 && unit < UNITS.length - 1) {
    size /= 1000;
    unit += 1;
  }
  // Rounding may carry into the next unit: 999950 B is '1 MB', not '1000 kB'.
  if (Number(size.toPrecision(3)) >= 1000 && unit < UNITS.length - 1) {
    size /= 1000;
    unit += 1;
  }
  return `${sign}${Number(size.toPrecision(3))} ${UNITS[unit]}`;
}
