// Which composable template a new data stream would be created from, as the engines choose it:
// of the templates whose index patterns match the name, the one of highest priority (0 when
// unset). It creates the stream only if it has a `data_stream` section; otherwise the engine
// refuses, naming that template, and so does the dialog before anything is sent.
import { wildcardRegExp } from '../../components/IndexSelect/indexPattern';
import { isRecord } from '../../lib/storage';
import type { IndexTemplatesResponse } from '../../api/operations/templates';

export type StreamTemplate =
  /** `name` creates the stream. */
  | { kind: 'applies'; name: string; priority: number }
  /** The matching template `name` has no data_stream: the engine would refuse. */
  | { kind: 'notForStreams'; name: string }
  | { kind: 'none' };

interface Candidate {
  name: string;
  patterns: string[];
  priority: number;
  dataStream: boolean;
}

function candidate(entry: unknown): Candidate | null {
  if (!isRecord(entry) || typeof entry.name !== 'string') return null;
  const template = isRecord(entry.index_template) ? entry.index_template : {};
  const patterns = template.index_patterns;
  const list = Array.isArray(patterns) ? patterns.map(String) : [];
  if (typeof patterns === 'string') list.push(patterns);
  if (list.length === 0) return null;
  const priority = Number(template.priority ?? 0);
  return {
    name: entry.name,
    patterns: list,
    priority: Number.isFinite(priority) ? priority : 0,
    dataStream: isRecord(template.data_stream),
  };
}

/** The template a data stream named `name` would be created from (`answer`: GET _index_template). */
export function streamTemplateFor(name: string, answer: IndexTemplatesResponse): StreamTemplate {
  let best: Candidate | null = null;
  const list: unknown[] = Array.isArray(answer.index_templates) ? answer.index_templates : [];
  for (const item of list) {
    const entry = candidate(item);
    if (!entry?.patterns.some((pattern) => wildcardRegExp(pattern).test(name))) continue;
    if (!best || entry.priority > best.priority) best = entry;
  }
  if (!best) return { kind: 'none' };
  return best.dataStream
    ? { kind: 'applies', name: best.name, priority: best.priority }
    : { kind: 'notForStreams', name: best.name };
}
