// The fields of an index's mapping that text can be analysed with: each field whose type has an
// analyzer or a normalizer (text and its kin, keyword), multi-fields included (`title.raw`), in
// the mapping's order.
import { mappingProperties } from '../../engine/mappingDiff';
import { isRecord } from '../../lib/storage';

const ANALYSED_TYPES = new Set([
  'text',
  'match_only_text',
  'search_as_you_type',
  'keyword',
  'constant_keyword',
  'wildcard',
]);

export interface AnalysedField {
  path: string;
  type: string;
}

function addFields(properties: Record<string, unknown>, prefix: string, out: AnalysedField[]) {
  for (const [name, field] of Object.entries(properties)) {
    if (!isRecord(field)) continue;
    const path = prefix === '' ? name : `${prefix}.${name}`;
    const type = typeof field.type === 'string' ? field.type : 'object';
    if (ANALYSED_TYPES.has(type)) out.push({ path, type });
    if (isRecord(field.fields)) addFields(field.fields, path, out);
    if (isRecord(field.properties)) addFields(field.properties, path, out);
  }
}

/** The analysable fields of a `GET {index}/_mapping` answer (its first index). */
export function analysedFields(mapping: unknown): AnalysedField[] {
  const out: AnalysedField[] = [];
  addFields(mappingProperties(mapping), '', out);
  return out;
}
