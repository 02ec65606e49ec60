// The text filter of the pipelines table: over the name and the description.
import { matchesFilter, parseFilter, type ParsedFilter } from '../../lib/filter';
import type { PipelineRow } from './pipelineRows';

export const PIPELINE_FILTER_COLUMNS = ['name', 'description'] as const;

/** The last filter text parsed (a cache): the table filters every row with the same text. */
let last: { text: string; parsed: ParsedFilter } | null = null;

function parsed(text: string): ParsedFilter {
  if (last?.text !== text) last = { text, parsed: parseFilter(text, PIPELINE_FILTER_COLUMNS) };
  return last.parsed;
}

export function matchesPipelineFilter(row: PipelineRow, text: string): boolean {
  return matchesFilter(row, parsed(text), PIPELINE_FILTER_COLUMNS);
}
