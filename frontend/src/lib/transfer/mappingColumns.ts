// The columns a CSV export offers for an index: every field of its mapping that holds a value in
// the documents, by dotted name, in the order the mapping lists them.
import { isRecord } from '../storage';

/**
 * The columns of one index's mappings (`{ properties: ... }`). Objects give the columns of their
 * fields (nested ones too: a cell then joins the values of every inner object); an object whose
 * fields the mapping does not list is one column of JSON text. Multi-fields (`fields`) and
 * aliases hold no value of their own in a document and are left out.
 */
export function mappingColumns(mappings: unknown): string[] {
  const columns: string[] = [];
  if (isRecord(mappings)) addColumns(mappings.properties, '', columns);
  return columns;
}

function addColumns(properties: unknown, prefix: string, columns: string[]): void {
  if (!isRecord(properties)) return;
  for (const [name, field] of Object.entries(properties)) {
    if (!isRecord(field) || field.type === 'alias') continue;
    const path = prefix === '' ? name : `${prefix}.${name}`;
    if (isRecord(field.properties) && Object.keys(field.properties).length > 0)
      addColumns(field.properties, path, columns);
    else columns.push(path);
  }
}

/**
 * The columns of a `GET {index}/_mapping` answer, which may hold several indices (a pattern, a
 * data stream's backing indices): each column once, where it first appears.
 */
export function mappingAnswerColumns(answer: unknown): string[] {
  const columns = new Set<string>();
  if (!isRecord(answer)) return [];
  for (const index of Object.values(answer)) {
    if (!isRecord(index)) continue;
    for (const column of mappingColumns(index.mappings)) columns.add(column);
  }
  return [...columns];
}
