// Which result columns sort, and on which field: the field itself when its
// mapping type sorts, 'field.keyword' for a field with a keyword subfield, otherwise its first
// subfield of a sortable type. Mappings come from indexGet on the indices of the hits, in the
// current shape { properties } or the old per-type shape { [type]: { properties } }.
import type { IndexGetResponse, MappingProperty } from '../../../api/operations/indices';
import { isRecord } from '../../../lib/storage';
import { fieldOfColumn } from './searchRows';

export const SORTABLE_TYPES: readonly string[] = [
  'long',
  'integer',
  'double',
  'float',
  'date',
  'boolean',
  'keyword',
];

/** Metadata columns that sort on themselves; _id and _type have no doc values to sort on. */
const SORTABLE_METADATA: readonly string[] = ['_index', '_score'];

export type Properties = Readonly<Record<string, MappingProperty>>;

/** Column name to the field it sorts on; columns that do not sort are absent. */
export type SortFields = Readonly<Record<string, string>>;

function propertiesOf(value: unknown): Properties | null {
  return isRecord(value) && isRecord(value.properties) ? (value.properties as Properties) : null;
}

/** The field properties of each index's mapping, old per-type mappings merged per index. */
export function indexProperties(response: IndexGetResponse): Properties[] {
  return Object.values(response).map((entry) => {
    const mappings = entry?.mappings;
    const current = propertiesOf(mappings);
    if (current) return current;
    if (!isRecord(mappings)) return {};
    return Object.assign(
      {},
      ...Object.values(mappings).map((typeMapping) => propertiesOf(typeMapping) ?? {}),
    ) as Properties;
  });
}

/** The mapping of a field; dotted names are looked up through object properties too. */
export function findProperty(properties: Properties, field: string): MappingProperty | undefined {
  if (Object.hasOwn(properties, field)) return properties[field];
  const dot = field.indexOf('.');
  if (dot < 0) return undefined;
  const parent = properties[field.slice(0, dot)];
  const nested = parent?.properties;
  return nested ? findProperty(nested, field.slice(dot + 1)) : undefined;
}

/** The field that sorts `field` with this mapping, or null. */
export function sortableField(field: string, property: MappingProperty | undefined): string | null {
  if (!property) return null;
  if (property.type && SORTABLE_TYPES.includes(property.type)) return field;
  const subfields = property.fields ?? {};
  if (subfields.keyword) return `${field}.keyword`;
  const first = Object.keys(subfields).find((name) =>
    SORTABLE_TYPES.includes(subfields[name]?.type ?? ''),
  );
  return first ? `${field}.${first}` : null;
}

/** The sort field of every column that sorts in at least one of the indices. */
export function sortFields(
  columns: readonly string[],
  mappings: readonly Properties[],
): SortFields {
  const result: Record<string, string> = {};
  for (const column of columns) {
    if (SORTABLE_METADATA.includes(column)) {
      result[column] = column;
      continue;
    }
    const field = fieldOfColumn(column);
    for (const properties of mappings) {
      const sortField = sortableField(field, findProperty(properties, field));
      if (sortField) {
        result[column] = sortField;
        break;
      }
    }
  }
  return result;
}
