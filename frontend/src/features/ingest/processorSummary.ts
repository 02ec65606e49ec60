// The one line a collapsed processor card shows: its main options that are set, then its
// condition and tag, each after its label; the other options' JSON when the type has no main
// options set.
import { mainOptionsOf, type OptionKey } from './processorOptions';
import type { ProcessorItem } from './processorModel';

export interface SummaryLabels {
  option: (key: OptionKey) => string;
  condition: string;
  tag: string;
}

const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');

/** '' when nothing is set. */
export function processorSummary(item: ProcessorItem, labels: SummaryLabels): string {
  const parts: string[] = [];
  for (const { key, kind } of mainOptionsOf(item.type) ?? []) {
    const text = item.main[key] ?? '';
    const value =
      kind === 'lines'
        ? text
            .split(/\r?\n/)
            .filter((line) => line !== '')
            .join(', ')
        : oneLine(text);
    if (value !== '') parts.push(`${labels.option(key)}: ${value}`);
  }
  if (parts.length === 0 && oneLine(item.others) !== '') parts.push(oneLine(item.others));
  if (item.condition.trim() !== '') parts.push(`${labels.condition}: ${oneLine(item.condition)}`);
  if (item.tag !== '') parts.push(`${labels.tag}: ${item.tag}`);
  return parts.join(' · ');
}
