import { describe, expect, it } from 'vitest';
import { mappingChangeBody, mappingErrorReason } from './mappingChange';
import { filterMappingTree, mappingFieldMatches } from './mappingFilter';
import { countMappedFields, mappingTree, type MappingField, type MappingTree } from './mappingTree';

// GET books/_mapping on Elasticsearch 8: a strict mapping with a multi-field, an object, a nested
// field with its own dynamic setting, an alias, parameters and a runtime field.
const ELASTICSEARCH_ANSWER = {
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

/** The field at `path` among `fields`, looked up through children and multi-fields. */
function fieldAt(fields: readonly MappingField[], path: string): MappingField | undefined {
  for (const field of fields) {
    if (field.path === path) return field;
    const found = fieldAt([...field.children, ...field.multiFields], path);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Every path in the tree, depth first, multi-fields before children. */
function paths(fields: readonly MappingField[]): string[] {
  return fields.flatMap((field) => [
    field.path,
    ...paths(field.multiFields),
    ...paths(field.children),
  ]);
}

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

describe('filterMappingTree', () => {
  const tree = mappingTree(ELASTICSEARCH_ANSWER, 'books');

  it('keeps a matching field with its ancestors, and only the matching branch', () => {
    const filtered = filterMappingTree(tree, 'birth');
    expect(paths(filtered.fields)).toEqual(['author', 'author.birth_date']);
    expect(filtered.dynamic).toBe('strict');
  });

  it('keeps every child and multi-field of a matching parent', () => {
    expect(paths(filterMappingTree(tree, 'AUTHOR').fields)).toEqual([
      'author',
      'author.birth_date',
      'author.name',
      'author.name.keyword',
    ]);
  });

  it('keeps a parent for its matching multi-field, without its other children', () => {
    expect(paths(filterMappingTree(tree, 'raw').fields)).toEqual(['title', 'title.raw']);
  });

  it('needs every word, each in the path or the type', () => {
    expect(paths(filterMappingTree(tree, 'author keyword').fields)).toEqual([
      'author',
      'author.name',
      'author.name.keyword',
    ]);
    expect(paths(filterMappingTree(tree, '  reviews   byte ').fields)).toEqual([
      'reviews',
      'reviews.rating',
    ]);
    expect(filterMappingTree(tree, 'reviews missing').fields).toEqual([]);
  });

  it('matches types, such as nested, alias and runtime keyword fields', () => {
    expect(paths(filterMappingTree(tree, 'nested').fields)).toEqual([
      'reviews',
      'reviews.comment',
      'reviews.rating',
    ]);
    expect(paths(filterMappingTree(tree, 'alias').fields)).toEqual(['name']);
    expect(paths(filterMappingTree(tree, 'day keyword').fields)).toEqual(['day_of_week']);
  });

  it('keeps the whole tree for blank text and does not change the tree', () => {
    const before = JSON.stringify(tree);
    expect(filterMappingTree(tree, '   ')).toEqual(tree);
    filterMappingTree(tree, 'birth');
    expect(JSON.stringify(tree)).toBe(before);
  });
});

describe('mappingFieldMatches', () => {
  const tree = mappingTree(ELASTICSEARCH_ANSWER, 'books');

  it('tells a field that matches itself from one kept for what it holds', () => {
    const author = fieldAt(tree.fields, 'author');
    const name = fieldAt(tree.fields, 'author.name');
    if (author === undefined || name === undefined) throw new Error('no author.name');
    expect(mappingFieldMatches(author, 'keyword')).toBe(false);
    expect(mappingFieldMatches(name, 'AUTHOR  text')).toBe(true);
    expect(mappingFieldMatches(author, ' ')).toBe(true);
  });
});

describe('mappingChangeBody', () => {
  it('puts a top-level field in properties, its parameters after the type', () => {
    expect(mappingChangeBody('email', { type: 'keyword', params: { ignore_above: 256 } })).toEqual({
      properties: { email: { type: 'keyword', ignore_above: 256 } },
    });
  });

  it('nests one properties object per parent', () => {
    expect(mappingChangeBody('a.b.c', { type: 'date', params: { format: 'yyyy-MM-dd' } })).toEqual({
      properties: {
        a: { properties: { b: { properties: { c: { type: 'date', format: 'yyyy-MM-dd' } } } } },
      },
    });
  });

  it('keeps the type when the parameters name another one', () => {
    expect(
      mappingChangeBody('count', { type: 'long', params: { type: 'text', index: false } }),
    ).toEqual({ properties: { count: { type: 'long', index: false } } });
  });

  it('keeps a nested parent nested when given the tree', () => {
    const tree = mappingTree(ELASTICSEARCH_ANSWER, 'books');
    expect(mappingChangeBody('reviews.helpful', { type: 'integer' }, tree)).toEqual({
      properties: {
        reviews: { type: 'nested', properties: { helpful: { type: 'integer' } } },
      },
    });
    expect(mappingChangeBody('author.country', { type: 'keyword' }, tree)).toEqual({
      properties: { author: { properties: { country: { type: 'keyword' } } } },
    });
  });

  it('leaves out empty parts of the path, and adds nothing for an empty path', () => {
    expect(mappingChangeBody('.a..b.', { type: 'keyword' })).toEqual({
      properties: { a: { properties: { b: { type: 'keyword' } } } },
    });
    expect(mappingChangeBody('', { type: 'keyword' })).toEqual({ properties: {} });
    expect(mappingChangeBody('...', { type: 'keyword' })).toEqual({ properties: {} });
  });

  it('keeps a name such as __proto__ as a plain key', () => {
    const body = mappingChangeBody('__proto__.x', { type: 'keyword' });
    expect(Object.keys(body.properties)).toEqual(['__proto__']);
    expect(JSON.stringify(body)).toBe(
      '{"properties":{"__proto__":{"properties":{"x":{"type":"keyword"}}}}}',
    );
  });
});

describe('mappingErrorReason', () => {
  /** An error answer as both engines send it: the reason at the top and as the root cause. */
  function errorAnswer(reason: string, type = 'illegal_argument_exception') {
    return { error: { root_cause: [{ type, reason }], type, reason }, status: 400 };
  }

  it('reads a type change refused by Elasticsearch 8 and OpenSearch 2', () => {
    expect(
      mappingErrorReason(
        errorAnswer('mapper [title] cannot be changed from type [text] to [keyword]'),
      ),
    ).toBe('typeChange');
  });

  it('reads the older wording of a type change', () => {
    expect(
      mappingErrorReason(
        errorAnswer('mapper [title] of different type, current_type [text], merged_type [keyword]'),
      ),
    ).toBe('typeChange');
  });

  it('reads object and nested changes as type changes', () => {
    for (const reason of [
      "can't merge a non object mapping [author] with an object mapping",
      "Can't merge a non object mapping [author] with an object mapping [author]",
      "can't merge a non-nested mapping [reviews] with a nested mapping",
      "object mapping [reviews] can't be changed from nested to non-nested",
      "object mapping [author] can't be changed from non-nested to nested",
    ]) {
      expect(mappingErrorReason(errorAnswer(reason))).toBe('typeChange');
    }
  });

  it('reads the total fields limit of both engines', () => {
    for (const reason of [
      'Limit of total fields [1000] has been exceeded while adding new fields [3]',
      'Limit of total fields [1000] has been exceeded',
      'Limit of total fields [1000] in index [books] has been exceeded',
    ]) {
      expect(mappingErrorReason(errorAnswer(reason))).toBe('limit');
    }
  });

  it('finds the reason in a cause, and in the body of the request layer error', () => {
    const wrapped = {
      error: {
        root_cause: [
          {
            type: 'illegal_argument_exception',
            reason: 'Limit of total fields [1000] has been exceeded while adding new fields [1]',
          },
        ],
        type: 'document_parsing_exception',
        reason: '[1:42] failed to parse',
        caused_by: {
          type: 'illegal_argument_exception',
          reason: 'Limit of total fields [1000] has been exceeded while adding new fields [1]',
        },
      },
      status: 400,
    };
    expect(mappingErrorReason(wrapped)).toBe('limit');
    const clusterError = {
      kind: 'api',
      code: 'api',
      status: 400,
      statusText: 'Bad Request',
      message: 'illegal_argument_exception',
      body: errorAnswer('mapper [isbn] cannot be changed from type [keyword] to [long]'),
    };
    expect(mappingErrorReason(clusterError)).toBe('typeChange');
  });

  it('reads an error given as plain text', () => {
    expect(
      mappingErrorReason({
        error: 'mapper [title] cannot be changed from type [text] to [keyword]',
        status: 400,
      }),
    ).toBe('typeChange');
  });

  it('gives null for other refusals and other shapes', () => {
    expect(
      mappingErrorReason(
        errorAnswer(
          'unknown parameter [analyzer] on mapper [isbn] of type [keyword]',
          'mapper_parsing_exception',
        ),
      ),
    ).toBeNull();
    expect(
      mappingErrorReason(
        errorAnswer('Limit of mapping depth [20] has been exceeded due to object field [a.b]'),
      ),
    ).toBeNull();
    expect(
      mappingErrorReason({
        error: {
          root_cause: [{ type: 'index_not_found_exception', reason: 'no such index [books]' }],
          type: 'index_not_found_exception',
          reason: 'no such index [books]',
          'resource.type': 'index_or_alias',
          'resource.id': 'books',
          index: 'books',
        },
        status: 404,
      }),
    ).toBeNull();
    expect(mappingErrorReason(null)).toBeNull();
    expect(
      mappingErrorReason('mapper [title] cannot be changed from type [text] to [keyword]'),
    ).toBeNull();
    expect(mappingErrorReason({ error: { type: 'x', reason: 5, root_cause: 'no' } })).toBeNull();
    expect(mappingErrorReason(new Error('Failed to fetch'))).toBeNull();
  });
});
