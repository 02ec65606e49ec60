import { describe, expect, it } from 'vitest';
import { countMappedFields, mappingTree, type MappingTree } from './mappingTree';
import { ELASTICSEARCH_ANSWER, fieldAt, paths } from './testMappings';

// GET logs/_mapping?include_type_name=true on OpenSearch 1.3: the mapping type level is still there.
const OPENSEARCH_TYPED_ANSWER = {
  'logs-000001': {
    mappings: {
      _doc: {
        dynamic: 'true',
        properties: {
          '@timestamp': { type: 'date' },
          message: { type: 'text' },
          host: { properties: { name: { type: 'keyword' }, ip: { type: 'ip' } } },
        },
      },
    },
  },
};

// GET vectors/_mapping on OpenSearch 2: its own dynamic value and a k-NN field.
const OPENSEARCH_ANSWER = {
  vectors: {
    mappings: {
      dynamic: 'strict_allow_templates',
      properties: {
        embedding: {
          type: 'knn_vector',
          dimension: 3,
          method: { name: 'hnsw', space_type: 'l2', engine: 'lucene' },
        },
        label: { type: 'keyword' },
      },
    },
  },
};

/** A composite runtime field with two sub-fields, as the Elasticsearch reference shows one. */
const HTTP_COMPOSITE = {
  type: 'composite',
  script: 'emit(grok("%{COMMONAPACHELOG}").extract(doc["message"].value))',
  fields: { verb: { type: 'keyword' }, clientip: { type: 'ip' } },
};

describe('mappingTree', () => {
  const tree = mappingTree(ELASTICSEARCH_ANSWER, 'books');

  it('lists the top-level and runtime fields of an Elasticsearch index, sorted by name', () => {
    expect(tree.dynamic).toBe('strict');
    expect(tree.fields.map((field) => field.name)).toEqual([
      'all_ids',
      'author',
      'day_of_week',
      'isbn',
      'name',
      'page_count',
      'release_date',
      'reviews',
      'title',
    ]);
  });

  it('reads a text field with its analyzers and multi-field', () => {
    expect(fieldAt(tree.fields, 'title')).toEqual({
      name: 'title',
      path: 'title',
      type: 'text',
      analyzer: 'english',
      searchAnalyzer: 'english_synonyms',
      multiFields: [
        {
          name: 'raw',
          path: 'title.raw',
          type: 'keyword',
          multiFields: [],
          children: [],
          runtime: false,
          params: { ignore_above: 256 },
        },
      ],
      children: [],
      runtime: false,
      params: {},
    });
  });

  it('makes a field with properties and no type an object, its children sorted by name', () => {
    const author = fieldAt(tree.fields, 'author');
    expect(author?.type).toBe('object');
    expect(author?.children.map((child) => child.path)).toEqual([
      'author.birth_date',
      'author.name',
    ]);
    expect(fieldAt(tree.fields, 'author.name.keyword')?.type).toBe('keyword');
  });

  it('reads a nested field with its own dynamic setting', () => {
    const reviews = fieldAt(tree.fields, 'reviews');
    expect(reviews?.type).toBe('nested');
    expect(reviews?.dynamic).toBe('false');
    expect(reviews?.children.map((child) => [child.path, child.type])).toEqual([
      ['reviews.comment', 'text'],
      ['reviews.rating', 'byte'],
    ]);
  });

  it('keeps the other parameters, and an alias with its path', () => {
    expect(fieldAt(tree.fields, 'isbn')?.params).toEqual({
      null_value: 'NULL',
      copy_to: ['all_ids'],
    });
    expect(fieldAt(tree.fields, 'page_count')?.params).toEqual({ index: false });
    expect(fieldAt(tree.fields, 'release_date')?.params).toEqual({
      format: 'strict_date_optional_time||epoch_millis',
    });
    const alias = fieldAt(tree.fields, 'name');
    expect([alias?.type, alias?.params]).toEqual(['alias', { path: 'title' }]);
  });

  it('marks the fields of the runtime section, their script among the parameters', () => {
    const dayOfWeek = fieldAt(tree.fields, 'day_of_week');
    expect(dayOfWeek?.runtime).toBe(true);
    expect(dayOfWeek?.type).toBe('keyword');
    expect(Object.keys(dayOfWeek?.params ?? {})).toEqual(['script']);
    expect(tree.fields.filter((field) => field.runtime)).toHaveLength(1);
  });

  it('reads a composite runtime field with its sub-fields, and a dotted runtime name', () => {
    const answer = {
      weblogs: {
        mappings: {
          runtime: {
            http: HTTP_COMPOSITE,
            'measures.tmax': { type: 'double', script: "emit(params._source['tmax'])" },
          },
          properties: { message: { type: 'wildcard' }, measures: { properties: {} } },
        },
      },
    };
    const { fields } = mappingTree(answer, 'weblogs');
    expect(paths(fields)).toEqual([
      'http',
      'http.clientip',
      'http.verb',
      'measures',
      'measures.tmax',
      'message',
    ]);
    expect(fieldAt(fields, 'http.verb')?.runtime).toBe(true);
    expect(fieldAt(fields, 'measures.tmax')?.runtime).toBe(true);
  });

  it('reads the Elasticsearch 6 form with a mapping type level, as OpenSearch 1 sends it', () => {
    const typed = mappingTree(OPENSEARCH_TYPED_ANSWER, 'logs-000001');
    expect(typed.dynamic).toBe('true');
    expect(paths(typed.fields)).toEqual(['@timestamp', 'host', 'host.ip', 'host.name', 'message']);
  });

  it('reads an OpenSearch 2 mapping with its own dynamic value and a k-NN field', () => {
    const vectors = mappingTree(OPENSEARCH_ANSWER, 'vectors');
    expect(vectors.dynamic).toBe('strict_allow_templates');
    expect(fieldAt(vectors.fields, 'embedding')).toMatchObject({
      type: 'knn_vector',
      params: { dimension: 3, method: { name: 'hnsw', space_type: 'l2', engine: 'lucene' } },
    });
  });

  it('does not take a root member such as _source for a mapping type level', () => {
    const answer = { archive: { mappings: { _source: { enabled: false } } } };
    expect(mappingTree(answer, 'archive')).toEqual({ dynamic: null, fields: [] });
  });

  it('reads a boolean dynamic setting as text', () => {
    const answer = {
      old: {
        mappings: { dynamic: false, properties: { meta: { dynamic: true, properties: {} } } },
      },
    };
    const old = mappingTree(answer, 'old');
    expect(old.dynamic).toBe('false');
    expect(fieldAt(old.fields, 'meta')?.dynamic).toBe('true');
  });

  it('takes a dotted name as part of the path and keeps odd names as plain names', () => {
    const answer = {
      odd: {
        mappings: {
          properties: {
            'a.b': { type: 'keyword' },
            user: { properties: { 'first.name': { type: 'text' } } },
            'with space': { type: 'long' },
          },
        },
      },
    };
    const odd = mappingTree(answer, 'odd');
    expect(paths(odd.fields)).toEqual(['a.b', 'user', 'user.first.name', 'with space']);
    const proto = mappingTree(
      JSON.parse('{"odd":{"mappings":{"properties":{"__proto__":{"type":"keyword"}}}}}'),
      'odd',
    );
    expect(proto.fields.map((field) => [field.path, field.type])).toEqual([
      ['__proto__', 'keyword'],
    ]);
  });

  it('skips definitions of the wrong shape and never throws', () => {
    const answer = {
      broken: {
        mappings: {
          dynamic: { strict: true },
          properties: {
            empty: {},
            'no-object': 'keyword',
            nothing: null,
            list: [{ type: 'keyword' }],
            numbered: { type: 7 },
            '': { type: 'keyword' },
            children: { properties: ['a'], fields: 'raw', analyzer: 5 },
          },
          runtime: { untyped: { script: 'emit(1)' }, bad: 'long' },
        },
      },
    };
    const broken = mappingTree(answer, 'broken');
    expect(broken.dynamic).toBeNull();
    expect(broken.fields.map((field) => [field.path, field.type])).toEqual([
      ['children', 'object'],
      ['empty', 'object'],
    ]);
    expect(fieldAt(broken.fields, 'children')).toMatchObject({
      children: [],
      multiFields: [],
      params: {},
    });
    expect(fieldAt(broken.fields, 'children')?.analyzer).toBeUndefined();
  });

  it('gives an empty tree for another index, another shape or no mappings', () => {
    const empty: MappingTree = { dynamic: null, fields: [] };
    expect(mappingTree(ELASTICSEARCH_ANSWER, 'magazines')).toEqual(empty);
    expect(mappingTree(null, 'books')).toEqual(empty);
    expect(mappingTree('books', 'books')).toEqual(empty);
    expect(mappingTree({ books: { mappings: 'none' } }, 'books')).toEqual(empty);
    expect(mappingTree({ books: { mappings: {} } }, 'books')).toEqual(empty);
    expect(mappingTree({ books: [] }, 'books')).toEqual(empty);
    expect(mappingTree({}, 'toString')).toEqual(empty);
  });
});

describe('countMappedFields', () => {
  it('counts objects, nested fields, multi-fields, aliases and runtime fields', () => {
    // title + title.raw, author + name + name.keyword + birth_date, reviews + rating + comment,
    // release_date, page_count, isbn, all_ids, the alias name, the runtime day_of_week.
    expect(countMappedFields(mappingTree(ELASTICSEARCH_ANSWER, 'books'))).toBe(15);
  });

  it('counts the Elasticsearch 6 form alike, and an empty mapping as none', () => {
    expect(countMappedFields(mappingTree(OPENSEARCH_TYPED_ANSWER, 'logs-000001'))).toBe(5);
    expect(countMappedFields({ dynamic: null, fields: [] })).toBe(0);
  });

  it('counts a composite runtime field once, not per sub-field', () => {
    const answer = {
      weblogs: {
        mappings: {
          runtime: {
            http: HTTP_COMPOSITE,
          },
          properties: { message: { type: 'wildcard' } },
        },
      },
    };
    expect(countMappedFields(mappingTree(answer, 'weblogs'))).toBe(2);
  });

  it('counts an object without properties as one field', () => {
    const answer = { raw: { mappings: { properties: { payload: { enabled: false } } } } };
    expect(countMappedFields(mappingTree(answer, 'raw'))).toBe(1);
  });
});
