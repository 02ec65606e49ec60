// Which data streams the table holds: hidden and system ones only with 'Show hidden data
// streams' on; then the text filter over the name, the template and the lifecycle policy.
import { matchesFilter, parseFilter, type ParsedFilter } from '../../lib/filter';
import type { DataStreamRow } from './dataStreamRows';

export const DATA_STREAM_FILTER_COLUMNS = ['name', 'template', 'policy'] as const;

export function visibleDataStreams(
  rows: readonly DataStreamRow[],
  showHidden: boolean,
): DataStreamRow[] {
  return showHidden ? [...rows] : rows.filter((row) => !row.hidden && !row.system);
}

/** The policy a stream's lifecycle names, for the filter; null without one. */
function policyOf(row: DataStreamRow): string | null {
  return row.lifecycle.kind === 'ilm' || row.lifecycle.kind === 'ism' ? row.lifecycle.policy : null;
}

const read = (row: DataStreamRow, column: string): unknown =>
  column === 'policy' ? policyOf(row) : column === 'name' ? row.name : row.template;

/** The last filter text parsed (a cache): the table filters every row with the same text. */
let last: { text: string; parsed: ParsedFilter } | null = null;

function parsed(text: string): ParsedFilter {
  if (last?.text !== text) last = { text, parsed: parseFilter(text, DATA_STREAM_FILTER_COLUMNS) };
  return last.parsed;
}

export function matchesDataStreamFilter(row: DataStreamRow, text: string): boolean {
  return matchesFilter(row, parsed(text), DATA_STREAM_FILTER_COLUMNS, read);
}
