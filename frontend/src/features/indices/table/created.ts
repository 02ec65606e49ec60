// The created column: the creation time in the user's local format. One formatter (per
// locale: the screen's opening may prepare it before the language's strings have arrived)
// serves every cell.
import { dateTimeFormat, formatLocale } from '../../../lib/locale';
import type { CatInteger } from './indexRows';

const CREATED: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export function formatCreated(millis: CatInteger): string {
  if (millis === '') return '';
  const date = new Date(millis);
  if (Number.isNaN(date.getTime())) return '';
  return createdFormat().format(date);
}

function createdFormat(): Intl.DateTimeFormat {
  return dateTimeFormat(formatLocale(), CREATED);
}

/**
 * Builds the formatter ahead of the first rows, while their data is on its way: the first
 * date formatter of a page takes some 20 ms to build (the browser loads its date data), which
 * would otherwise be spent in the table's first render.
 */
export function prepareCreatedFormat(): void {
  createdFormat();
}
