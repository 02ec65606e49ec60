// 'Filter CURRENT PAGE only': a row of the loaded page matches when any of its
// values contains the text, case-insensitive.
import { fieldText } from './cellText';
import type { SearchRow } from './searchRows';

export function matchesPageFilter(row: SearchRow, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (needle === '') return true;
  return Object.values(row.values).some((value) => fieldText(value).toLowerCase().includes(needle));
}
