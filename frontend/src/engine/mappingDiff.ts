// How a proposed mapping compares with an existing index's: the fields it would add, the fields
// whose type (or date format) differs, and those that stay the same, so that the user sees
// before importing what the import would change or where the engine would refuse a value.
import { isRecord } from '../lib/storage';
import { DEFAULT_DATE_FORMAT } from './mappingInferenceDates';

export interface MappingChange {
  /** The dotted path of the field. */
  path: string;
  kind: 'added' | 'changed' | 'same';
  /** The existing field's type (with its format for a date), when there is one. */
  from?: string;
  /** The proposed field's type (with its format for a date). */
  to?: string;
}

/** One field of a mapping: an object (with fields of its own) or a field of values. */
export interface MappedField {
  path: string;
  type: string;
  format?: string;
  /** An object or nested field, whose fields follow it. */
  object: boolean;
  /** An object whose content the engine keeps without reading it (enabled: false). */
  disabled: boolean;
}

/**
 * The `properties` of a mapping given as `{ properties }`, as an index's `{ mappings }`, or as
 * a `GET {index}/_mapping` answer (its first index); empty for anything else.
 */
export function mappingProperties(mapping: unknown): Record<string, unknown> {
  if (!isRecord(mapping)) return {};
  if (isRecord(mapping.properties)) return mapping.properties;
  if (isRecord(mapping.mappings)) return mappingProperties(mapping.mappings);
  const first = Object.values(mapping)[0];
  return isRecord(first) && isRecord(first.mappings) ? mappingProperties(first.mappings) : {};
}

/** Every field of a mapping, each object before its fields; multi-fields are left out. */
export function mappedFields(mapping: unknown): MappedField[] {
  const fields: MappedField[] = [];
  addFields(mappingProperties(mapping), '', fields);
  return fields;
}

function addFields(properties: Record<string, unknown>, prefix: string, out: MappedField[]) {
  for (const [name, field] of Object.entries(properties)) {
    if (!isRecord(field)) continue;
    const path = prefix === '' ? name : `${prefix}.${name}`;
    const children = isRecord(field.properties) ? field.properties : null;
    const type = typeof field.type === 'string' ? field.type : 'object';
    const object = type === 'object' || type === 'nested' || children !== null;
    const mapped: MappedField = { path, type, object, disabled: field.enabled === false };
    if (typeof field.format === 'string') mapped.format = field.format;
    out.push(mapped);
    if (children) addFields(children, path, out);
  }
}

/** The type as the list shows it: a date with the format it reads (the default when none is named). */
function described(field: MappedField): string {
  if (field.type === 'date' || field.type === 'date_nanos')
    return `${field.type} (${field.format ?? DEFAULT_DATE_FORMAT})`;
  return field.format ? `${field.type} (${field.format})` : field.type;
}

/**
 * The proposed mapping's fields against the existing one's (either in any shape
 * mappingProperties reads): each field of values as added, changed or the same, in the
 * proposal's order; an object only where the existing mapping has a field of values there (or the
 * other way round). Fields only the existing mapping has are not listed: the import leaves them.
 */
export function mappingDiff(existing: unknown, proposed: unknown): MappingChange[] {
  const before = new Map(mappedFields(existing).map((field) => [field.path, field]));
  const changes: MappingChange[] = [];
  for (const field of mappedFields(proposed)) {
    const old = before.get(field.path);
    const to = described(field);
    if (!old) {
      if (!field.object) changes.push({ path: field.path, kind: 'added', to });
      continue;
    }
    const from = described(old);
    if (field.object && old.object) continue;
    changes.push({ path: field.path, kind: from === to ? 'same' : 'changed', from, to });
  }
  return changes;
}
