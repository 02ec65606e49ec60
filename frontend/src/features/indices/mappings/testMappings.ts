// Fixtures of the mapping tests: the Elasticsearch 8 mapping answer they read, and lookups in
// the tree read from it.
import type { MappingField } from './mappingTree';

// GET books/_mapping on Elasticsearch 8: a strict mapping with a multi-field, an object, a nested
// field with its own dynamic setting, an alias, parameters and a runtime field.
export const ELASTICSEARCH_ANSWER = {
  books: {
    mappings: {
      dynamic: 'strict',
      _source: { excludes: ['cover'] },
      runtime: {
        day_of_week: {
          type: 'keyword',
          script: {
            source:
              "emit(doc['release_date'].value.dayOfWeekEnum.getDisplayName(TextStyle.FULL, Locale.ENGLISH))",
          },
        },
      },
      properties: {
        title: {
          type: 'text',
          analyzer: 'english',
          search_analyzer: 'english_synonyms',
          fields: { raw: { type: 'keyword', ignore_above: 256 } },
        },
        author: {
          properties: {
            name: {
              type: 'text',
              fields: { keyword: { type: 'keyword', ignore_above: 256 } },
            },
            birth_date: { type: 'date', format: 'yyyy-MM-dd' },
          },
        },
        reviews: {
          type: 'nested',
          dynamic: 'false',
          properties: {
            rating: { type: 'byte' },
            comment: { type: 'text' },
          },
        },
        release_date: { type: 'date', format: 'strict_date_optional_time||epoch_millis' },
        page_count: { type: 'integer', index: false },
        isbn: { type: 'keyword', null_value: 'NULL', copy_to: ['all_ids'] },
        all_ids: { type: 'keyword' },
        name: { type: 'alias', path: 'title' },
      },
    },
  },
};

/** The field at `path` among `fields`, looked up through children and multi-fields. */
export function fieldAt(fields: readonly MappingField[], path: string): MappingField | undefined {
  for (const field of fields) {
    if (field.path === path) return field;
    const found = fieldAt([...field.children, ...field.multiFields], path);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Every path in the tree, depth first, multi-fields before children. */
export function paths(fields: readonly MappingField[]): string[] {
  return fields.flatMap((field) => [
    field.path,
    ...paths(field.multiFields),
    ...paths(field.children),
  ]);
}
