// The created column: the creation time in the user's local format. One
// formatter serves every cell; building one per call is what makes toLocaleString slow.
import { formatLocale } from '../../../lib/locale';
import type { CatInteger } from './indexRows';

let formatter: Intl.DateTimeFormat | null = null;

export function formatCreated(millis: CatInteger): string {
  if (millis === '') return '';
  const date = new Date(millis);
  if (Number.isNaN(date.getTime())) return '';
  formatter ??= new Intl.DateTimeFormat(formatLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return formatter.format(date);
}
