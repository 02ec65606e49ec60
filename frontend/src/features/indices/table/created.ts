// The created column: the creation time in the user's local format. One
// formatter serves every cell; building one per call is what makes toLocaleString slow.
import { formatLocale } from '../../../lib/locale';
import type { CatInteger } from './indexRows';

let formatter: Intl.DateTimeFormat | null = null;

export function formatCreated(millis: CatInteger): string {
  if (millis === '') return '';
  const date = new Date(millis);
  if (Number.isNaN(date.getTime())) return '';
  return createdFormat().format(date);
}

function createdFormat(): Intl.DateTimeFormat {
  return (formatter ??= new Intl.DateTimeFormat(formatLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }));
}

/**
 * Builds the formatter ahead of the first rows, while their data is on its way: the first
 * date formatter of a page takes some 20 ms to build (the browser loads its date data), which
 * would otherwise be spent in the table's first render.
 */
export function prepareCreatedFormat(): void {
  createdFormat();
}
