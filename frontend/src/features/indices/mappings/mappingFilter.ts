// The mappings view's text filter: which fields of the tree match the words typed.
import type { MappingField, MappingTree } from './mappingTree';

function fieldMatches(field: MappingField, words: readonly string[]): boolean {
  const path = field.path.toLowerCase();
  const type = field.type.toLowerCase();
  return words.every((word) => path.includes(word) || type.includes(word));
}

/** The words of a filter text: split at spaces, lower-cased. */
function filterWords(text: string): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Whether `field` itself matches the filter `text` as filterMappingTree reads it (every word in
 * its path or type), not only through a field it holds. True for blank text.
 */
export function mappingFieldMatches(field: MappingField, text: string): boolean {
  return fieldMatches(field, filterWords(text));
}

/** The fields that match or hold a match; a match keeps everything it holds. */
function filterFields(fields: readonly MappingField[], words: readonly string[]): MappingField[] {
  return fields.flatMap((field) => {
    if (fieldMatches(field, words)) return [field];
    const children = filterFields(field.children, words);
    const multiFields = filterFields(field.multiFields, words);
    if (children.length === 0 && multiFields.length === 0) return [];
    return [{ ...field, children, multiFields }];
  });
}

/**
 * The part of `tree` that matches `text`: a field matches when every word of the text (split at
 * spaces) occurs, ignoring case, in its full path or in its type. A matching field keeps all its
 * children and multi-fields; a field that does not match stays only as the parent of one that
 * does, with only those. Blank text keeps the whole tree. `tree` is not changed.
 */
export function filterMappingTree(tree: MappingTree, text: string): MappingTree {
  const words = filterWords(text);
  if (words.length === 0) return { dynamic: tree.dynamic, fields: [...tree.fields] };
  return { dynamic: tree.dynamic, fields: filterFields(tree.fields, words) };
}
