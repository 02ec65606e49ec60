// Data stream names: which streams an expression selects, which template makes a stream, and
// the names of its backing indices.
import { globMatches } from '../indexNames';
import type { DataStreamTemplate, Distribution } from './streamTypes';

/** The day in Elasticsearch backing index names when a test names none, yyyy.MM.dd. */
export const DEFAULT_DATE = '2026.11.29';

/**
 * The streams a comma list of names and wildcards selects, sorted, as the engines resolve it: an
 * absent list, `*` and `_all` select all; a wildcard leaves hidden streams out unless
 * `expandHidden` (or the pattern and the name both start with '.'); an exact name that is no
 * stream is `missing`.
 */
export function resolveStreamNames(
  expression: string | undefined,
  streams: readonly { name: string; hidden: boolean }[],
  expandHidden: boolean,
): { names: string[] } | { missing: string } {
  const selected = new Set<string>();
  for (const part of (expression ?? '*').split(',').filter((item) => item !== '')) {
    const pattern = part === '_all' ? '*' : part;
    if (!pattern.includes('*')) {
      if (!streams.some((stream) => stream.name === pattern)) return { missing: pattern };
      selected.add(pattern);
      continue;
    }
    for (const stream of streams) {
      const visible = !stream.hidden || expandHidden || (pattern.startsWith('.') && stream.name.startsWith('.'));
      if (visible && globMatches(pattern, stream.name)) selected.add(stream.name);
    }
  }
  return { names: [...selected].sort() };
}

/** The template that makes stream `name`: the highest priority of those whose pattern matches. */
export function matchingTemplate(name: string, templates: readonly DataStreamTemplate[]): string | undefined {
  let best: DataStreamTemplate | undefined;
  for (const template of templates) {
    if (!template.indexPatterns.some((pattern) => globMatches(pattern, name))) continue;
    if (best === undefined || (template.priority ?? 0) > (best.priority ?? 0)) best = template;
  }
  return best?.name;
}

/** `.ds-{stream}-{yyyy.MM.dd}-{000001}` on Elasticsearch, `.ds-{stream}-{000001}` on OpenSearch. */
export function backingIndexName(distribution: Distribution, stream: string, generation: number, date = DEFAULT_DATE): string {
  const counter = String(generation).padStart(6, '0');
  return distribution === 'elasticsearch' ? `.ds-${stream}-${date}-${counter}` : `.ds-${stream}-${counter}`;
}
