// Which templates the table holds: hidden ones only with 'show hidden templates' on; then the
// text filter over name and indexPatterns.
import { matchesFilter, parseFilter, type ParsedFilter } from '../../lib/filter';
import { TEMPLATE_FILTER_COLUMNS, type TemplateRow } from './templateRows';

export function visibleTemplates(rows: TemplateRow[], showHidden: boolean): TemplateRow[] {
  return showHidden ? rows : rows.filter((row) => !row.hidden);
}

/** The last filter text parsed (a cache): the table filters every row with the same text. */
let last: { text: string; parsed: ParsedFilter } | null = null;

function parsed(text: string): ParsedFilter {
  if (last?.text !== text) last = { text, parsed: parseFilter(text, TEMPLATE_FILTER_COLUMNS) };
  return last.parsed;
}

export function matchesTemplateFilter(row: TemplateRow, text: string): boolean {
  return matchesFilter(row, parsed(text), TEMPLATE_FILTER_COLUMNS);
}
