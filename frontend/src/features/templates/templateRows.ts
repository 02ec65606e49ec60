// Index template rows. The answer of each endpoint has its own shape:
// - _index_template: { index_templates: [{ name, index_template: { index_patterns, ... } }] }
// - _component_template: { component_templates: [{ name, component_template: { ... } }] }
// - _template (legacy): { [name]: { index_patterns: [...] (or 'template' before 6), ... } }
// A row keeps the cluster's entry as it came (`source`), without the derived fields.
import { toNumber } from '../../lib/json';
import { isRecord } from '../../lib/storage';

export interface TemplateRow {
  name: string;
  /** The patterns joined with ', '; '' when the template has none (component templates). */
  indexPatterns: string;
  /** Of the index templates matching a new index, the highest applies; null when unset. */
  priority: number | null;
  /** The component templates an index template is built from, joined with ', '. */
  composedOf: string;
  /** The order of a legacy template (higher ones merge over lower ones); null when unset. */
  order: number | null;
  /** The version the template's author gave it; null when unset. */
  version: number | null;
  hidden: boolean;
  /** The template as the cluster sent it. */
  source: unknown;
}

function patternsText(value: unknown): string | null {
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'string') return value;
  return null;
}

/** index_patterns, else index_template.index_patterns, else component_template.index_patterns, else template. */
export function derivePatterns(entry: Record<string, unknown>): string {
  const nested = (key: string) =>
    isRecord(entry[key]) ? (entry[key] as Record<string, unknown>).index_patterns : undefined;
  const template = typeof entry.template === 'string' ? entry.template : undefined;
  for (const candidate of [
    entry.index_patterns,
    nested('index_template'),
    nested('component_template'),
    template,
  ]) {
    const text = patternsText(candidate);
    if (text !== null) return text;
  }
  return '';
}

function read(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

const truthy = (value: unknown) => value === true || value === 'true';

/** The body of an entry: the composable or component template, or the legacy template itself. */
function body(entry: Record<string, unknown>): unknown {
  return entry.index_template ?? entry.component_template ?? entry;
}

/**
 * Hidden: a name starting with '.' (the engines' own templates), or a template that creates
 * hidden indices or hidden data streams.
 */
export function isHiddenTemplate(name: string, entry: Record<string, unknown>): boolean {
  if (name.startsWith('.')) return true;
  const template = body(entry);
  return [
    ['template', 'settings', 'index', 'hidden'],
    ['template', 'settings', 'index.hidden'],
    ['settings', 'index', 'hidden'],
    ['settings', 'index.hidden'],
    ['data_stream', 'hidden'],
  ].some((path) => truthy(read(template, path)));
}

const numberOrNull = (value: unknown): number | null => toNumber(value) ?? null;

function namesText(value: unknown): string {
  return Array.isArray(value) ? value.map(String).join(', ') : '';
}

function row(name: string, entry: Record<string, unknown>): TemplateRow {
  const template = body(entry);
  return {
    name,
    indexPatterns: derivePatterns(entry),
    priority: numberOrNull(read(template, ['priority'])),
    composedOf: namesText(read(template, ['composed_of'])),
    order: numberOrNull(read(template, ['order'])),
    version: numberOrNull(read(template, ['version'])),
    hidden: isHiddenTemplate(name, entry),
    source: entry,
  };
}

function listRows(list: unknown): TemplateRow[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter(isRecord)
    .map((entry) => row(typeof entry.name === 'string' ? entry.name : '', entry));
}

export function templateRows(answer: unknown): TemplateRow[] {
  if (!isRecord(answer)) return [];
  if (Array.isArray(answer.index_templates)) return listRows(answer.index_templates);
  if (Array.isArray(answer.component_templates)) return listRows(answer.component_templates);
  return Object.entries(answer)
    .filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1]))
    .map(([name, entry]) => row(name, entry));
}

export const TEMPLATE_FILTER_COLUMNS = ['name', 'indexPatterns', 'composedOf'] as const;
