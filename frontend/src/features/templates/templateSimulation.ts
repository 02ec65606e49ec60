// What the engine's preview of a composable template says (POST _index_template/_simulate):
// the settings, mappings and aliases a matching index would get, and the other templates whose
// patterns overlap. Its answer names the overlapping templates without their priorities; those
// come from the listed composable templates, to say which template wins. The engine refuses to
// save two overlapping templates of the same priority.
import { isRecord } from '../../lib/storage';
import type { TemplateRow } from './templateRows';

export interface Overlap {
  name: string;
  patterns: string[];
}

export interface SimulatedTemplate {
  settings: unknown;
  mappings: unknown;
  aliases: unknown;
  overlapping: Overlap[];
}

function overlap(value: unknown): Overlap | null {
  if (!isRecord(value) || typeof value.name !== 'string') return null;
  const patterns = Array.isArray(value.index_patterns) ? value.index_patterns.map(String) : [];
  return { name: value.name, patterns };
}

/** The preview's answer, read; an absent section reads as empty. */
export function simulatedTemplate(answer: unknown): SimulatedTemplate {
  const record = isRecord(answer) ? answer : {};
  const template = isRecord(record.template) ? record.template : {};
  const overlapping = Array.isArray(record.overlapping) ? record.overlapping : [];
  return {
    settings: template.settings ?? {},
    mappings: template.mappings ?? {},
    aliases: template.aliases ?? {},
    overlapping: overlapping.map(overlap).filter((item): item is Overlap => item !== null),
  };
}

/**
 * How an overlapping template's priority compares with this one's: 'higher' (it wins), 'same'
 * (the engine refuses to save), 'lower' (this one wins), 'unknown' (not a listed composable
 * template: a legacy one, or the list is not known).
 */
export type OverlapRelation = 'higher' | 'same' | 'lower' | 'unknown';

export interface OverlapNote extends Overlap {
  relation: OverlapRelation;
  /** The other template's priority (0 when it has none); null when not known. */
  priority: number | null;
}

/** Each overlapping template with how it compares to `priority` (null counts as 0). */
export function overlapNotes(
  overlapping: readonly Overlap[],
  composable: readonly TemplateRow[] | undefined,
  priority: number | null,
): OverlapNote[] {
  const own = priority ?? 0;
  return overlapping.map((item) => {
    const row = composable?.find((candidate) => candidate.name === item.name);
    if (!row) return { ...item, relation: 'unknown', priority: null };
    const other = row.priority ?? 0;
    const relation = other > own ? 'higher' : other === own ? 'same' : 'lower';
    return { ...item, relation, priority: other };
  });
}
