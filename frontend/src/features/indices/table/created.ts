// The created column: the creation time in the user's local format. One
// formatter serves every cell; building one per call is what makes toLocaleString slow.
import { formatLocale } from '../../../lib/locale';
import type { CatInteger } from './indexRows';

// Kept with the locale it was built for: the screen's opening may prepare it before the
// language's strings (and with them the format locale) have arrived.
let formatter: { locale: string | undefined; format: Intl.DateTimeFormat } | null = null;

export function formatCreated(millis: CatInteger): string {
  if (millis === '') return '';
  const date = new Date(millis);
  if (Number.isNaN(date.getTime())) return '';
  return createdFormat().format(date);
}

function createdFormat(): Intl.DateTimeFormat {
  const locale = formatLocale();
  if (!formatter || formatter.locale !== locale) {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formatter = { locale, format };
  }
  return formatter.format;
}

/**
 * Builds the formatter ahead of the first rows, while their data is on its way: the first
 * date formatter of a page takes some 20 ms to build (the browser loads its date data), which
 * would otherwise be spent in the table's first render.
 */
export function prepareCreatedFormat(): void {
  createdFormat();
}
